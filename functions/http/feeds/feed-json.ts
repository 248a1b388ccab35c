/** GET /api/insights/feed.json (public; CloudFront and the sandbox answer /insights/feed.json with it). */
import { feedSize } from '@shared/content/feeds';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { latestPublishedArticles } from '@functions/domain/articles/public-articles';
import { jsonFeed } from '@functions/domain/feeds/insights-feeds';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'public' }, async () => {
  const site = config().site;
  const articles = await latestPublishedArticles(
    { articles: articleRepository(), brandName: site.brandName },
    feedSize,
  );
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/feed+json; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
    body: JSON.stringify(jsonFeed(site, articles)),
  };
});
