/**
 * What the render worker hands React Router's server build when it renders a published page
 * (functions/workers/render.ts -> web/app/routes/*): the page's data, read from the API's own
 * domain functions, so a rendered page shows exactly what the API would answer. It travels as the
 * request's load context; at build time there is none, and the routes render their not-found or
 * client-loading state (the documents the edge serves for paths that have no rendered page).
 */
import type { ArticleDetail, ArticleListResponse } from './article';
import type { PublicCategoryListResponse } from './category';
import type { RelatedLink } from './links';
import type { PublicPage } from './page';

/** The first view of the Insights list: one category tab ('' for all), page 1. */
export interface InsightsFirstView {
  category: string;
  list: ArticleListResponse;
  categories: PublicCategoryListResponse;
}

/** The data of one rendered page; exactly one of `article`, `page` and `insights` is set. */
export interface RenderInput {
  article?: ArticleDetail;
  /** The public projection the API answers (never the generation inputs). */
  page?: PublicPage;
  /** With `page`: its nearest published pages and articles, best first (at most five). */
  related?: RelatedLink[];
  insights?: InsightsFirstView;
}

/** The load context of a render: `render` is absent at build time. */
export interface RenderLoadContext {
  render?: RenderInput;
}

/** Reads the render input from a loader's `context` (an untyped object in React Router). */
export function renderInputOf(context: unknown): RenderInput | undefined {
  return (context as RenderLoadContext | undefined)?.render;
}

/**
 * The path segment of the documents served for an unknown slug under `/insights/` and
 * `/solutions/` (with status 404). It can never be a real slug (slugs are `[a-z0-9-]`), and
 * prerendering it also satisfies React Router's rule that a route with a loader is prerendered.
 */
export const notFoundSlug = '_not-found';
