/**
 * GET /api/podcast/feed.xml (public): the podcast's RSS, so 'Subscribe via RSS' always has an
 * address. With a configured feed it redirects there (readers should follow the show's own feed);
 * with none it serves the sample feed shipped with the functions.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';
import { sampleFeedXml } from '@functions/wiring/podcast';

export const handler = route(
  { access: 'public' },
  async (): Promise<APIGatewayProxyStructuredResultV2> => {
    const { podcastFeedUrl } = config().site;
    if (podcastFeedUrl) {
      return { statusCode: 302, headers: { location: podcastFeedUrl }, body: '' };
    }
    return {
      statusCode: 200,
      headers: {
        'content-type': 'application/rss+xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      },
      body: sampleFeedXml,
    };
  },
);
