/**
 * GET /api/admin/articles (admin): one page of the article list, newest (or oldest) publication
 * first, searched by title and filtered by status, category and author; `nextCursor` reads on.
 */
import { adminArticleListQuerySchema } from '@shared/schemas/admin-list';
import { listArticlePage } from '@functions/domain/lists/admin-lists';
import { route } from '@functions/lib/http';
import { listDeps } from '@functions/wiring/lists';

export const handler = route(
  { access: 'admin-list', query: adminArticleListQuerySchema },
  async ({ query, carry }) => ({ body: await listArticlePage(listDeps, query, carry) }),
);
