/** GET /api/admin/articles/{id} (admin): one article as stored, with the version to edit from. */
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { getArticle } from '@functions/domain/articles/manage-articles';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route({ access: 'admin', params: idParamsSchema }, async ({ params }) => ({
  body: await getArticle({ articles: articleRepository() }, params.id),
}));
