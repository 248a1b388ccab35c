/** GET /api/articles/{slug} (public): a published article with its normalised body, or 404. */
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { mediaRepository } from '@functions/adapters/repositories/media-repository';
import { getPublishedArticle } from '@functions/domain/articles/public-articles';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';
import { slugParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'public', params: slugParamsSchema },
  async ({ params }) => ({
    body: await getPublishedArticle(
      {
        articles: articleRepository(),
        brandName: config().site.brandName,
        images: mediaRepository,
      },
      params.slug,
    ),
  }),
);
