/** GET /api/robots.txt (public; CloudFront and the sandbox answer /robots.txt with it). */
import { robotsTxt } from '@functions/domain/sitemap/robots';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'public' }, async () => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'public, max-age=3600',
  },
  body: robotsTxt(config().stage, config().site.publicOrigin),
}));
