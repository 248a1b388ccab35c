/**
 * THE table of the site's fixed public pages (public-site.md section 2, route table), in its
 * order. The web derives its route config, prerender list and head-tag table from it
 * (web/app/routes.ts, web/app/lib/static-routes.ts, web/app/content/seo.ts, web/app/content/page-index.ts,
 * each typed so a page missing from one of them fails the typecheck); the functions read it for
 * the sitemap and as the only link targets the generation worker offers the model.
 */
export const singlePagePaths = [
  '/',
  '/about',
  '/insights',
  '/podcast',
  '/faq',
  '/case-studies',
  '/contact',
  '/free-tools',
  '/sitemap-page',
  '/sitemap-info',
  '/sitemap-generator',
  '/terms',
  '/privacy',
  '/cookies',
] as const;

/** One single (non-family) page of the site. */
export type SinglePagePath = (typeof singlePagePaths)[number];

/** Slugs of the eight fixed service pages (`/solutions/{slug}`), in navigation order. */
export const serviceSlugs = [
  'strategy-market-design',
  'growth-enablement',
  'business-development',
  'operational-optimization',
  'technology-ai-integration',
  'partner-development',
  'consulting-execution',
  'mergers-acquisitions',
] as const;

/** Slug of one fixed service page. */
export type ServiceSlug = (typeof serviceSlugs)[number];

/** Slugs of the seven industry pages (`/markets/{slug}`). */
export const industrySlugs = [
  'fintech-digital-banking',
  'technology-saas',
  'cybersecurity-compliance',
  'logistics-supply-chain',
  'property-smart-cities',
  'healthcare-medtech',
  'retail-consumer-brands',
] as const;

/** Slug of one industry page. */
export type IndustrySlug = (typeof industrySlugs)[number];

/** Every fixed public path: the single pages, then the service and industry pages. */
export const staticSitePaths: readonly string[] = [
  ...singlePagePaths,
  ...serviceSlugs.map((slug) => `/solutions/${slug}`),
  ...industrySlugs.map((slug) => `/markets/${slug}`),
];

/**
 * The static public pages that ask search engines not to index them (`robots: noindex`): the
 * legal pages. This is the one place a static page is declared noindex: the web's head tags read
 * it (web/app/content/seo.ts) and the XML sitemap leaves these pages out, since a sitemap lists
 * only indexable canonical URLs.
 */
export const noindexSitePaths: readonly string[] = ['/terms', '/privacy'];

/**
 * The site's own copy of the podcast feed (GET /api/podcast/feed.xml): where 'Subscribe via RSS'
 * points when no feed address is configured.
 */
export const podcastFeedPath = '/api/podcast/feed.xml';

/**
 * The content item a site path names: `/insights/{slug}` an article, `/solutions/{slug}` a
 * programmatic page; undefined for any other path (the render worker and the redirects manager
 * both ask).
 */
export function contentItemAt(
  path: string,
): { kind: 'article' | 'page'; slug: string } | undefined {
  const [family, slug, ...rest] = path.split('/').slice(1);
  if (!slug || rest.length > 0) return undefined;
  if (family === 'insights') return { kind: 'article', slug };
  if (family === 'solutions') return { kind: 'page', slug };
  return undefined;
}
