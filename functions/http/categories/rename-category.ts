/** PUT /api/admin/categories/{id} (admin): renames a category; its articles follow. */
import { categoryInputSchema } from '@shared/schemas/category';
import { renameCategory } from '@functions/domain/categories/manage-categories';
import { categoryDeps } from '@functions/wiring/categories';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: categoryInputSchema },
  async ({ params, body, admin }) => ({
    body: await renameCategory(categoryDeps, params.id, body, actorOf(admin)),
  }),
);
