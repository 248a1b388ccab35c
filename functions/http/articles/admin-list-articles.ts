/** GET /api/admin/articles (admin): every article, newest first, with author and category names. */
import { articleDeps } from '@functions/wiring/articles';
import { listArticles } from '@functions/domain/articles/manage-articles';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'admin' }, async () => ({
  body: await listArticles(articleDeps),
}));
