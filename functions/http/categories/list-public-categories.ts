/** GET /api/categories (public): the allowed categories that have published articles. */
import { listPublicCategories } from '@functions/domain/categories/public-categories';
import { publicCategoryDeps } from '@functions/wiring/categories';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'public' }, async () => ({
  body: await listPublicCategories(publicCategoryDeps),
}));
