/** DELETE /api/admin/articles/{id} (admin): deletes an article and frees its slug; 204. */
import { deleteArticle } from '@functions/domain/articles/manage-articles';
import { articleDeps } from '@functions/wiring/articles';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route({ access: 'admin', params: idParamsSchema }, async ({ params }) => {
  await deleteArticle(articleDeps, params.id);
  return { status: 204 };
});
