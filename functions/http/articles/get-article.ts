/** GET /api/articles/{slug} (public): a published article with its normalised body, or 404. */
import { publicArticleDeps } from '@functions/wiring/articles';
import { getPublishedArticle } from '@functions/domain/articles/published-article';
import { route } from '@functions/lib/http';
import { slugParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'public', params: slugParamsSchema },
  async ({ params }) => ({
    body: await getPublishedArticle(publicArticleDeps(), params.slug),
  }),
);
