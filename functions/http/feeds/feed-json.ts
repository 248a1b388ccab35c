/** GET /api/insights/feed.json (public; CloudFront and the sandbox answer /insights/feed.json with it). */
import { jsonFeed } from '@functions/domain/feeds/insights-feeds';
import { route } from '@functions/lib/http';
import { feedResponse } from './feed-response';

export const handler = route({ access: 'public' }, ({ event }) =>
  feedResponse(event, 'application/feed+json; charset=utf-8', (site, articles) =>
    JSON.stringify(jsonFeed(site, articles)),
  ),
);
