/** Routes of AI generation jobs. Part of the manifest: see infra/manifest.ts. */
import type { RouteDef } from '../manifest';
import { jobCreate, jobRead, jobRetry } from './permissions';

export const generationRoutes = [
  {
    method: 'GET',
    path: '/api/admin/jobs',
    handler: 'functions/http/jobs/list-jobs.ts',
    access: 'admin',
    ...jobRead,
  },
  {
    method: 'POST',
    path: '/api/admin/jobs',
    handler: 'functions/http/jobs/create-job.ts',
    access: 'admin',
    ...jobCreate,
  },
  {
    method: 'GET',
    path: '/api/admin/jobs/{id}',
    handler: 'functions/http/jobs/get-job.ts',
    access: 'admin',
    ...jobRead,
  },
  {
    method: 'POST',
    path: '/api/admin/jobs/{id}/retry',
    handler: 'functions/http/jobs/retry-job.ts',
    access: 'admin',
    ...jobRetry,
  },
] as const satisfies readonly RouteDef[];
