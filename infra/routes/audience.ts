/**
 * Routes of the newsletter's audience: the e-mailed links, which need no sign-in, and
 * the admin's subscriber list. Part of the manifest: see infra/manifest.ts. Subscribing itself
 * stays with the public forms (engagement.ts).
 *
 * Grants are least privilege: the links verify with the newsletter key and touch only the
 * subscribers table; the admin list reads it, deleting writes it.
 */
import type { RouteDef } from '../manifest';
import {
  newsletterLink,
  newsletterUnsubscribe,
  subscriberDelete,
  subscriberList,
} from './permissions';

export const audienceRoutes = [
  {
    method: 'POST',
    path: '/api/newsletter/confirm',
    handler: 'functions/http/newsletter/confirm.ts',
    access: 'public',
    ...newsletterLink,
    maxBodyBytes: 4 * 1024,
    throttle: { rateLimit: 5, burstLimit: 20 },
  },
  {
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    handler: 'functions/http/newsletter/unsubscribe.ts',
    access: 'public',
    // A newsletter's link also counts the unsubscribe on its send.
    ...newsletterUnsubscribe,
    maxBodyBytes: 4 * 1024,
    throttle: { rateLimit: 5, burstLimit: 20 },
  },
  {
    method: 'GET',
    path: '/api/admin/subscribers',
    handler: 'functions/http/subscribers/list-subscribers.ts',
    access: 'admin',
    ...subscriberList,
  },
  {
    method: 'DELETE',
    path: '/api/admin/subscribers/{email}',
    handler: 'functions/http/subscribers/delete-subscriber.ts',
    access: 'admin',
    ...subscriberDelete,
  },
] as const satisfies readonly RouteDef[];
