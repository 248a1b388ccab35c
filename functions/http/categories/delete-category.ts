/** DELETE /api/admin/categories/{id} (admin): deletes an empty category and frees its name; 204, or 409. */
import { deleteCategory } from '@functions/domain/categories/manage-categories';
import { categoryDeps } from '@functions/wiring/categories';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema },
  async ({ params, admin }) => {
    await deleteCategory(categoryDeps, params.id, actorOf(admin));
    return { status: 204 };
  },
);
