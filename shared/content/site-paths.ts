/**
 * The static public paths of the site (public-site.md section 2, route table), for code outside
 * the web build that must know which pages exist: the generation worker offers them to the model
 * as the only allowed link targets. The web's route config builds the same list from its content
 * modules (web/app/lib/static-routes.ts); a unit test keeps the two equal.
 */
export const staticSitePaths: readonly string[] = [
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
  '/solutions/strategy-market-design',
  '/solutions/growth-enablement',
  '/solutions/business-development',
  '/solutions/operational-optimization',
  '/solutions/technology-ai-integration',
  '/solutions/partner-development',
  '/solutions/consulting-execution',
  '/solutions/mergers-acquisitions',
  '/markets/fintech-digital-banking',
  '/markets/technology-saas',
  '/markets/cybersecurity-compliance',
  '/markets/logistics-supply-chain',
  '/markets/property-smart-cities',
  '/markets/healthcare-medtech',
  '/markets/retail-consumer-brands',
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
