/** GET /api/articles (public): one numbered page of published articles, optionally of one category. */
import { articleListQuerySchema } from '@shared/schemas/article';
import { publicArticleDeps } from '@functions/wiring/articles';
import { listPublishedArticles } from '@functions/domain/articles/public-articles';
import { route } from '@functions/lib/http';

export const handler = route(
  { access: 'public', query: articleListQuerySchema },
  async ({ query }) => ({
    body: await listPublishedArticles(publicArticleDeps(), query),
  }),
);
