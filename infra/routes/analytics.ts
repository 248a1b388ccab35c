/**
 * Routes of first-party analytics (DESIGN.md section 13): the public beacon and the admin
 * dashboard's reads. Part of the manifest: see infra/manifest.ts.
 *
 * Grants are least privilege: the beacon only queues (and counts the client against its limit and
 * a refused beacon as dropped); only the analytics worker writes the counters; the admin reads
 * them.
 */
import type { RouteDef } from '../manifest';
import {
  analyticsBeacon,
  analyticsPathRead,
  analyticsRead,
  diagnosticComplete,
} from './permissions';

export const analyticsRoutes = [
  {
    method: 'POST',
    path: '/api/beacon',
    handler: 'functions/http/analytics/beacon.ts',
    access: 'public',
    ...analyticsBeacon,
    maxBodyBytes: 4 * 1024,
    // Every page view of every visitor: above the forms', and as high as a route may go under
    // the stage's own throttle (20/s in dev, 100/s in prod; a route's stays below both). More
    // traffic needs the stage's raised with it. The per-client limit (600 a minute) is the finer
    // guard.
    throttle: { rateLimit: 19, burstLimit: 45 },
    reservedConcurrency: 20,
  },
  {
    // The diagnostic's completion: stored with its attribution, a lead of its own kind.
    method: 'POST',
    path: '/api/diagnostic',
    handler: 'functions/http/diagnostic/complete.ts',
    access: 'public',
    ...diagnosticComplete,
    maxBodyBytes: 8 * 1024,
    throttle: { rateLimit: 2, burstLimit: 10 },
    reservedConcurrency: 5,
  },
  {
    method: 'GET',
    path: '/api/admin/analytics',
    handler: 'functions/http/analytics/dashboard.ts',
    access: 'admin',
    ...analyticsRead,
  },
  {
    method: 'GET',
    path: '/api/admin/analytics/paths',
    handler: 'functions/http/analytics/path-stats.ts',
    access: 'admin',
    role: 'contributor',
    ...analyticsPathRead,
  },
] as const satisfies readonly RouteDef[];
