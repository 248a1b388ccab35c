/**
 * The 404 screen for any unknown path. Prerendered once as /404 (web/build/client/404/index.html);
 * the host serves that file with status 404 for unknown paths, and it hydrates against this same
 * catch-all route. Nothing here depends on the URL, so the markup matches wherever it is served.
 */
import { NotFoundView } from '~/components/layout/not-found-view';
import { getNotFoundMeta } from '~/content/seo';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import type { PublicRouteHandle } from './public-layout';

export const handle: PublicRouteHandle = { breadcrumb: false };

export const meta = () =>
  buildMeta({
    path: '/404',
    ...getNotFoundMeta(siteConfig.brandName),
    canonical: false,
    breadcrumb: [],
  });

export default function NotFound() {
  return <NotFoundView />;
}
