/**
 * A GET route and its HEAD twin, served by the same function. API Gateway routes a HEAD request
 * only to a HEAD route (the sandbox does as it does), so a document clients poll (a feed, the
 * sitemap) declares both; the handler answers HEAD without a body
 * (functions/lib/conditional-get.ts).
 */
import type { RouteDef } from '../manifest';

export function getAndHead<R extends RouteDef & { method: 'GET' }>(
  route: R,
): [R, Omit<R, 'method'> & { method: 'HEAD' }] {
  return [route, { ...route, method: 'HEAD' }];
}
