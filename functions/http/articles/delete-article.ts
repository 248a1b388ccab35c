/** DELETE /api/admin/articles/{id} (admin): deletes an article and frees its slug; 204. */
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { deleteArticle } from '@functions/domain/articles/manage-articles';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route({ access: 'admin', params: idParamsSchema }, async ({ params }) => {
  await deleteArticle({ articles: articleRepository() }, params.id);
  return { status: 204 };
});
