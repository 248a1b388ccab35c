/**
 * What both feed handlers answer: the newest published articles, in the feed's format, with the
 * validators feed readers poll with (functions/lib/conditional-get.ts).
 */
import { feedSize } from '@shared/content/feeds';
import type { ArticleSummary } from '@shared/schemas/article';
import { latestPublishedArticles } from '@functions/domain/articles/public-articles';
import type { FeedSite } from '@functions/domain/feeds/insights-feeds';
import { polledResponse } from '@functions/lib/conditional-get';
import { config } from '@functions/lib/config';
import type { HttpEvent } from '@functions/lib/http';
import { publicArticleDeps } from '@functions/wiring/articles';
import { managedRedirectPaths } from '@functions/wiring/redirects';

export async function feedResponse(
  event: HttpEvent,
  contentType: string,
  render: (site: FeedSite, articles: ArticleSummary[]) => string,
) {
  const site = config().site;
  const latest = await latestPublishedArticles(
    publicArticleDeps(),
    feedSize,
    await managedRedirectPaths(),
  );
  return polledResponse(event, {
    body: render(site, latest.items),
    contentType,
    cacheControl: 'public, max-age=300',
    lastModified: latest.lastModified,
  });
}
