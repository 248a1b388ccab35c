/**
 * Routes of the review state: submit a draft article or programmatic page for
 * review, approve it (publish now or schedule) or send it back with a note. Part of the manifest:
 * see infra/manifest.ts.
 *
 * Each write moves the item's review, its revision and activity entry, its admin list rows and the
 * Waiting for review counter in one transaction; an approval is the publish switch (render on
 * publish) or the schedule call.
 */
import type { RouteDef } from '../manifest';
import { articleApprove, articleReviewStep, pageApprove, pageReviewStep } from './permissions';

export const reviewRoutes = [
  {
    method: 'POST',
    path: '/api/admin/articles/{id}/review',
    handler: 'functions/http/reviews/submit-article.ts',
    access: 'admin',
    // A contributor submits only their own drafts (the domain's rule, as for edits).
    role: 'contributor',
    ...articleReviewStep,
    maxBodyBytes: 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/articles/{id}/approve',
    handler: 'functions/http/reviews/approve-article.ts',
    access: 'admin',
    ...articleApprove,
    maxBodyBytes: 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/articles/{id}/send-back',
    handler: 'functions/http/reviews/send-back-article.ts',
    access: 'admin',
    ...articleReviewStep,
    maxBodyBytes: 8 * 1024,
  },
  {
    // Pages are an editor's (contributors have no page routes), so only editors submit them.
    method: 'POST',
    path: '/api/admin/pages/{id}/review',
    handler: 'functions/http/reviews/submit-page.ts',
    access: 'admin',
    ...pageReviewStep,
    maxBodyBytes: 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/pages/{id}/approve',
    handler: 'functions/http/reviews/approve-page.ts',
    access: 'admin',
    ...pageApprove,
    maxBodyBytes: 1024,
  },
  {
    method: 'POST',
    path: '/api/admin/pages/{id}/send-back',
    handler: 'functions/http/reviews/send-back-page.ts',
    access: 'admin',
    ...pageReviewStep,
    maxBodyBytes: 8 * 1024,
  },
] as const satisfies readonly RouteDef[];
