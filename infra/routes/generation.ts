/** Routes of AI generation jobs. Part of the manifest: see infra/manifest.ts. */
import type { RouteDef } from '../manifest';

export const generationRoutes = [] as const satisfies readonly RouteDef[];
