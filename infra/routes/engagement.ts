/**
 * Routes of visitor engagement and programmatic pages: contact, newsletter, podcast, pages,
 * uploads. Part of the manifest: see infra/manifest.ts.
 */
import type { RouteDef } from '../manifest';

export const engagementRoutes = [] as const satisfies readonly RouteDef[];
