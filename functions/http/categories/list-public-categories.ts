/** GET /api/categories (public): the allowed categories that have published articles. */
import { counterRepository } from '@functions/adapters/repositories/counters-repository';
import { listPublicCategories } from '@functions/domain/categories/public-categories';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'public' }, async () => ({
  body: await listPublicCategories({ counts: counterRepository() }),
}));
