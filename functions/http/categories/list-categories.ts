/** GET /api/admin/categories (admin): every category, ordered by name. */
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { listCategories } from '@functions/domain/categories/manage-categories';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'admin' }, async () => ({
  body: await listCategories({ categories: categoryRepository() }),
}));
