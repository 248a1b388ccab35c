/**
 * The site's fixed redirects (public-site.md section 2): code, changed by a deploy. The manifest
 * hands them to the path rule at the edge and in the sandbox; the redirects manager shows them
 * and refuses a managed redirect they would shadow. The first match wins.
 */
import type { RedirectRule } from '@shared/rules/path-rule';

export const fixedRedirects: readonly RedirectRule[] = [
  { from: '/about-us', to: '/about', status: 301 },
  { from: '/book-free-consultation', to: '/contact', status: 301 },
  { from: '/services', to: '/', status: 301 },
  { from: '/solutions', to: '/', status: 301 },
  { from: '/markets', to: '/', status: 301 },
  {
    from: '/service-page/technology-digital-transformation',
    to: '/solutions/technology-ai-integration',
    status: 301,
  },
  { from: '/service-page/*', to: '/contact', status: 301 },
  { from: '/sitemap', to: '/sitemap-page', status: 301 },
  // Article content writes links as {address} -> /articles/{address} (public-site.md section 5).
  { from: '/articles/*', to: '/insights/*', status: 301 },
];
