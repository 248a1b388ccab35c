/**
 * Routes of the content API: articles, authors, categories, dashboard. Part of the manifest: see
 * infra/manifest.ts.
 */
import type { RouteDef } from '../manifest';

export const contentRoutes = [] as const satisfies readonly RouteDef[];
