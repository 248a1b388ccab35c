/**
 * The fixed public routes of the spec's route table (public-site.md section 2). routes.ts builds
 * the route config from these lists and react-router.config.ts prerenders every path here. The
 * service and industry slugs come from their content modules, so a page and its route are one list.
 */
import { notFoundSlug } from '../../../shared/schemas/render';
import { industrySlugs, serviceSlugs } from '../content/page-index';

/** Single static pages (besides home), in the order of the route table. */
export const staticPagePaths = [
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

/** Path of the prerendered not-found page; the host serves it (status 404) for unknown paths. */
export const notFoundPath = '/404';

/**
 * The documents served (status 404) for a slug with no rendered page under `/insights/` and
 * `/solutions/`: the article and programmatic routes rendered without data. Published ones are
 * rendered on publish by the render worker, from the same server build.
 */
export const slugNotFoundPaths = [`/insights/${notFoundSlug}`, `/solutions/${notFoundSlug}`];

/** Every path written to HTML at build time. */
export const prerenderPaths: string[] = [
  '/',
  ...staticPagePaths,
  ...serviceSlugs.map((slug) => `/solutions/${slug}`),
  ...industrySlugs.map((slug) => `/markets/${slug}`),
  notFoundPath,
  ...slugNotFoundPaths,
];
