/** GET /api/admin/categories (admin): every category, ordered by name. */
import { listCategories } from '@functions/domain/categories/manage-categories';
import { categoryDeps } from '@functions/wiring/categories';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'admin' }, async () => ({
  body: await listCategories(categoryDeps),
}));
