/** Routes of the platform itself (health). Part of the manifest: see infra/manifest.ts. */
import type { RouteDef } from '../manifest';

export const platformRoutes = [
  {
    method: 'GET',
    path: '/api/health',
    handler: 'functions/http/health.ts',
    access: 'public',
    tables: { counters: 'read' },
    images: 'read',
    queues: ['generation'],
  },
] as const satisfies readonly RouteDef[];
