/** GET /api/insights/rss.xml (public; CloudFront and the sandbox answer /insights/rss.xml with it). */
import { feedSize } from '@shared/content/feeds';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { latestPublishedArticles } from '@functions/domain/articles/public-articles';
import { rssFeed } from '@functions/domain/feeds/insights-feeds';
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
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
    body: rssFeed(site, articles),
  };
});
