/** Routes of AI generation jobs. Part of the manifest: see infra/manifest.ts. */
import type { RouteDef } from '../manifest';

export const generationRoutes = [
  {
    method: 'GET',
    path: '/api/admin/jobs',
    handler: 'functions/http/jobs/list-jobs.ts',
    access: 'admin',
    tables: { jobs: 'read' },
  },
  {
    method: 'POST',
    path: '/api/admin/jobs',
    handler: 'functions/http/jobs/create-job.ts',
    access: 'admin',
    tables: { jobs: 'write', authors: 'read', categories: 'read', activity: 'append' },
    queues: ['generation'],
  },
  {
    method: 'GET',
    path: '/api/admin/jobs/{id}',
    handler: 'functions/http/jobs/get-job.ts',
    access: 'admin',
    tables: { jobs: 'read' },
  },
  {
    method: 'POST',
    path: '/api/admin/jobs/{id}/retry',
    handler: 'functions/http/jobs/retry-job.ts',
    access: 'admin',
    tables: { jobs: 'write', activity: 'append' },
    queues: ['generation'],
  },
] as const satisfies readonly RouteDef[];
