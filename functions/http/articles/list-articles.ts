/** GET /api/articles (public): one numbered page of published articles, optionally of one category. */
import { articleListQuerySchema } from '@shared/schemas/article';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { counterRepository } from '@functions/adapters/repositories/counters-repository';
import { mediaRepository } from '@functions/adapters/repositories/media-repository';
import { listPublishedArticles } from '@functions/domain/articles/public-articles';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';

export const handler = route(
  { access: 'public', query: articleListQuerySchema },
  async ({ query }) => ({
    body: await listPublishedArticles(
      {
        articles: articleRepository(),
        counts: counterRepository(),
        brandName: config().site.brandName,
        images: mediaRepository,
      },
      query,
    ),
  }),
);
