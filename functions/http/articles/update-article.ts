/** PUT /api/admin/articles/{id} (admin): saves an edit; 409 when stale or the slug is taken. */
import { articleUpdateBodySchema } from '@shared/schemas/article';
import { updateArticle } from '@functions/domain/articles/manage-articles';
import { articleDeps } from '@functions/wiring/articles';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: articleUpdateBodySchema },
  async ({ params, body, admin }) => ({
    body: await updateArticle(articleDeps, params.id, body, { actor: admin?.email ?? '' }),
  }),
);
