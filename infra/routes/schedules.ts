/**
 * Routes of scheduled publishing: schedule or reschedule a draft article or
 * programmatic page, and unschedule it. The publish itself is the manifest's `publishScheduled`
 * schedule. Part of the manifest: see infra/manifest.ts.
 *
 * A schedule write changes the item (its counters and slug marker move when it is published, by
 * the scheduler) and ends its review, if any (its list rows and the Waiting for review count).
 */
import type { RouteDef } from '../manifest';
import { articleSchedule, articleUnschedule, pageSchedule, pageUnschedule } from './permissions';

export const scheduleRoutes = [
  {
    method: 'PUT',
    path: '/api/admin/articles/{id}/schedule',
    handler: 'functions/http/schedules/schedule-article.ts',
    access: 'admin',
    maxBodyBytes: 1024,
    // Scheduling ends a review: the list rows and the Waiting for review count move with it.
    ...articleSchedule,
  },
  {
    method: 'DELETE',
    path: '/api/admin/articles/{id}/schedule',
    handler: 'functions/http/schedules/unschedule-article.ts',
    access: 'admin',
    ...articleUnschedule,
  },
  {
    method: 'PUT',
    path: '/api/admin/pages/{id}/schedule',
    handler: 'functions/http/schedules/schedule-page.ts',
    access: 'admin',
    maxBodyBytes: 1024,
    // Scheduling ends a review: the list rows and the Waiting for review count move with it.
    ...pageSchedule,
  },
  {
    method: 'DELETE',
    path: '/api/admin/pages/{id}/schedule',
    handler: 'functions/http/schedules/unschedule-page.ts',
    access: 'admin',
    ...pageUnschedule,
  },
] as const satisfies readonly RouteDef[];
