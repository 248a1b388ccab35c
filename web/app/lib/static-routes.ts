/**
 * The fixed public routes, from the one page table (shared/content/site-paths.ts): routes.ts builds
 * the route config from them and react-router.config.ts prerenders every path here.
 */
import { notFoundSlug } from '../../../shared/schemas/render';
import {
  singlePagePaths,
  staticSitePaths,
  type SinglePagePath,
} from '../../../shared/content/site-paths';

/** Single static pages (besides home), in the order of the route table. */
export const staticPagePaths = singlePagePaths.filter(
  (path): path is Exclude<SinglePagePath, '/'> => path !== '/',
);

/** Path of the prerendered not-found page; the host serves it (status 404) for unknown paths. */
export const notFoundPath = '/404';

/**
 * The documents served (status 404) for a slug with no rendered page under `/insights/` and
 * `/solutions/`: the article and programmatic routes rendered without data. Published ones are
 * rendered on publish by the render worker, from the same server build.
 */
export const slugNotFoundPaths = [`/insights/${notFoundSlug}`, `/solutions/${notFoundSlug}`];

/** Every path written to HTML at build time. */
export const prerenderPaths: string[] = [...staticSitePaths, notFoundPath, ...slugNotFoundPaths];
