/** GET /api/insights/rss.xml (public; CloudFront and the sandbox answer /insights/rss.xml with it). */
import { rssFeed } from '@functions/domain/feeds/insights-feeds';
import { route } from '@functions/lib/http';
import { feedResponse } from './feed-response';

export const handler = route({ access: 'public' }, ({ event }) =>
  feedResponse(event, 'application/rss+xml; charset=utf-8', rssFeed),
);
