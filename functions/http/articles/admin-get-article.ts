/** GET /api/admin/articles/{id} (admin): one article as stored, with the version to edit from. */
import { articleDeps } from '@functions/wiring/articles';
import { getArticle } from '@functions/domain/articles/manage-articles';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route({ access: 'admin', params: idParamsSchema }, async ({ params }) => ({
  body: await getArticle(articleDeps, params.id),
}));
