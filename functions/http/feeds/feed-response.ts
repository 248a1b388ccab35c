/** What both feed handlers answer: the newest published articles, in the feed's format. */
import { feedSize } from '@shared/content/feeds';
import type { ArticleSummary } from '@shared/schemas/article';
import { latestPublishedArticles } from '@functions/domain/articles/public-articles';
import type { FeedSite } from '@functions/domain/feeds/insights-feeds';
import { config } from '@functions/lib/config';
import { publicArticleDeps } from '@functions/wiring/articles';

export async function feedResponse(
  contentType: string,
  render: (site: FeedSite, articles: ArticleSummary[]) => string,
) {
  const site = config().site;
  const articles = await latestPublishedArticles(publicArticleDeps(), feedSize);
  return {
    statusCode: 200,
    headers: { 'content-type': contentType, 'cache-control': 'public, max-age=300' },
    body: render(site, articles),
  };
}
