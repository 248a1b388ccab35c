/**
 * Routes of revisions and restore: the History panel of the article editor and of
 * programmatic pages. Part of the manifest: see infra/manifest.ts. Admin only.
 *
 * A restore is an ordinary article or page write (slug marker, author and category checks,
 * counters, the render queue) plus its own revision, so it gets exactly the grants of a save.
 */
import type { RouteDef } from '../manifest';
import { restore, revisionRead } from './permissions';

export const revisionRoutes = [
  {
    method: 'GET',
    path: '/api/admin/revisions/{type}/{id}',
    handler: 'functions/http/revisions/list-revisions.ts',
    access: 'admin',
    ...revisionRead,
  },
  {
    method: 'GET',
    path: '/api/admin/revisions/{type}/{id}/{version}',
    handler: 'functions/http/revisions/get-revision.ts',
    access: 'admin',
    ...revisionRead,
  },
  {
    method: 'POST',
    path: '/api/admin/revisions/{type}/{id}/{version}/restore',
    handler: 'functions/http/revisions/restore-revision.ts',
    access: 'admin',
    maxBodyBytes: 1024,
    ...restore,
  },
] as const satisfies readonly RouteDef[];
