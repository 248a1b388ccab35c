/**
 * Routes of visitor engagement and programmatic pages: contact, newsletter, podcast, pages,
 * uploads. Part of the manifest: see infra/manifest.ts.
 *
 * Grants are least privilege: the public forms write only their own table and the rate-limit
 * counters; the public page read only reads pages; only admin routes touch slug markers, the
 * queue or the image bucket.
 */
import type { RouteDef } from '../manifest';
import {
  contactList,
  contactSubmit,
  contactWrite,
  newsletterSubscribe,
  pageCreate,
  pageDelete,
  pageList,
  pagePublish,
  pageRead,
  pageRegenerate,
  pageSave,
  publicPageRead,
  uploadCreate,
  uploadVerify,
} from './permissions';

const publicRoutes = [
  {
    method: 'POST',
    path: '/api/contact',
    handler: 'functions/http/contact/submit.ts',
    access: 'public',
    // The staff inbox hears of each submission through the email queue.
    ...contactSubmit,
    maxBodyBytes: 32 * 1024,
    // A person sends a form now and then; the per-client limit is the finer guard.
    throttle: { rateLimit: 2, burstLimit: 10 },
    reservedConcurrency: 5,
  },
  {
    method: 'POST',
    path: '/api/newsletter',
    handler: 'functions/http/newsletter/subscribe.ts',
    access: 'public',
    // Signs the confirmation and unsubscribe links and queues the mail that carries them.
    ...newsletterSubscribe,
    maxBodyBytes: 4 * 1024,
    throttle: { rateLimit: 2, burstLimit: 10 },
    reservedConcurrency: 5,
  },
  {
    method: 'GET',
    path: '/api/podcast',
    handler: 'functions/http/podcast/episodes.ts',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/podcast/feed.xml',
    handler: 'functions/http/podcast/feed-xml.ts',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/pages/{slug}',
    handler: 'functions/http/pages/get-public-page.ts',
    access: 'public',
    // A signed-in editor also sees drafts.
    optionalAdmin: true,
    ...publicPageRead,
  },
] as const satisfies readonly RouteDef[];

const pageAdminRoutes = [
  {
    method: 'GET',
    path: '/api/admin/pages',
    handler: 'functions/http/pages/list-pages.ts',
    access: 'admin',
    ...pageList,
  },
  {
    method: 'POST',
    path: '/api/admin/pages',
    handler: 'functions/http/pages/create-page.ts',
    access: 'admin',
    ...pageCreate,
  },
  {
    method: 'POST',
    path: '/api/admin/pages/import',
    handler: 'functions/http/pages/import-pages.ts',
    access: 'admin',
    ...pageCreate,
  },
  {
    method: 'GET',
    path: '/api/admin/pages/{id}',
    handler: 'functions/http/pages/get-page.ts',
    access: 'admin',
    ...pageRead,
  },
  {
    method: 'DELETE',
    path: '/api/admin/pages/{id}',
    handler: 'functions/http/pages/delete-page.ts',
    access: 'admin',
    ...pageDelete,
  },
  {
    method: 'PATCH',
    path: '/api/admin/pages/{id}/publish',
    handler: 'functions/http/pages/publish-page.ts',
    access: 'admin',
    ...pagePublish,
  },
  {
    method: 'PUT',
    path: '/api/admin/pages/{id}/seo',
    handler: 'functions/http/pages/update-page-seo.ts',
    access: 'admin',
    // Renders the page again with its new head tags.
    ...pageSave,
  },
  {
    method: 'POST',
    path: '/api/admin/pages/{id}/regenerate',
    handler: 'functions/http/pages/regenerate-page.ts',
    access: 'admin',
    ...pageRegenerate,
  },
] as const satisfies readonly RouteDef[];

const contactAdminRoutes = [
  {
    method: 'GET',
    path: '/api/admin/contacts',
    handler: 'functions/http/contacts/list-contacts.ts',
    access: 'admin',
    ...contactList,
  },
  {
    method: 'PATCH',
    path: '/api/admin/contacts/{id}/status',
    handler: 'functions/http/contacts/update-contact-status.ts',
    access: 'admin',
    ...contactWrite,
  },
  {
    method: 'DELETE',
    path: '/api/admin/contacts/{id}',
    handler: 'functions/http/contacts/delete-contact.ts',
    access: 'admin',
    ...contactWrite,
  },
] as const satisfies readonly RouteDef[];

const uploadRoutes = [
  {
    method: 'POST',
    path: '/api/admin/uploads',
    handler: 'functions/http/uploads/create-upload.ts',
    access: 'admin',
    role: 'contributor',
    ...uploadCreate,
  },
  {
    method: 'POST',
    path: '/api/admin/uploads/verify',
    handler: 'functions/http/uploads/verify-upload.ts',
    access: 'admin',
    role: 'contributor',
    // Reads the image's header with sharp, then queues it for the image worker.
    ...uploadVerify,
  },
] as const satisfies readonly RouteDef[];

export const engagementRoutes = [
  ...publicRoutes,
  ...pageAdminRoutes,
  ...contactAdminRoutes,
  ...uploadRoutes,
] as const satisfies readonly RouteDef[];
