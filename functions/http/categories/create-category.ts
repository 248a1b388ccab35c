/** POST /api/admin/categories (admin): creates a category; 201, or 409 when the name is taken. */
import { categoryInputSchema } from '@shared/schemas/category';
import { createCategory } from '@functions/domain/categories/manage-categories';
import { categoryDeps } from '@functions/wiring/categories';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';

export const handler = route(
  { access: 'admin', body: categoryInputSchema },
  async ({ body, admin }) => ({
    status: 201,
    body: await createCategory(categoryDeps, body, actorOf(admin)),
  }),
);
