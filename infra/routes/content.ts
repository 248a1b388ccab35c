/**
 * Routes of the content API: articles, authors, categories, dashboard. Part of the manifest: see
 * infra/manifest.ts.
 *
 * Table uses are least privilege: public routes only read. `read` also covers the condition checks
 * a write transaction makes on another table (an article write checks its author and category).
 */
import type { RouteDef } from '../manifest';
import { getAndHead } from './get-and-head';
import { articleCreate, articleDelete, articlePublish, articleSave } from './permissions';

export const contentRoutes = [
  // Public site.
  {
    method: 'GET',
    path: '/api/articles',
    handler: 'functions/http/articles/list-articles.ts',
    access: 'public',
    // Media: the processed variants of the articles' images.
    tables: { articles: 'read', counters: 'read', media: 'read' },
  },
  {
    method: 'GET',
    path: '/api/articles/{slug}',
    handler: 'functions/http/articles/get-article.ts',
    access: 'public',
    tables: { articles: 'read', uniques: 'read', media: 'read' },
  },
  // The site's /insights/rss.xml and /insights/feed.json (CloudFront and the sandbox map them).
  // Redirects: an article the admin redirected elsewhere leaves the feeds.
  ...getAndHead({
    method: 'GET',
    path: '/api/insights/rss.xml',
    handler: 'functions/http/feeds/rss-xml.ts',
    access: 'public',
    tables: { articles: 'read', redirects: 'read' },
  }),
  ...getAndHead({
    method: 'GET',
    path: '/api/insights/feed.json',
    handler: 'functions/http/feeds/feed-json.ts',
    access: 'public',
    tables: { articles: 'read', redirects: 'read' },
  }),
  {
    method: 'GET',
    path: '/api/categories',
    handler: 'functions/http/categories/list-public-categories.ts',
    access: 'public',
    tables: { counters: 'read' },
  },

  {
    // A preview link's draft: the signed token is the credential (functions/domain/previews). A
    // POST, so the token stays out of request lines and logs.
    method: 'POST',
    path: '/api/preview',
    handler: 'functions/http/previews/open-preview.ts',
    access: 'public',
    // media: an uploaded image is shown by its processed variants, never its original.
    tables: { previews: 'read', articles: 'read', pages: 'read', media: 'read' },
    previewKey: 'verify',
    maxBodyBytes: 2 * 1024,
    // A client opens a preview now and then; each call is a KMS verification.
    throttle: { rateLimit: 5, burstLimit: 20 },
    reservedConcurrency: 5,
  },

  // Admin portal.
  {
    method: 'POST',
    path: '/api/admin/previews',
    handler: 'functions/http/previews/create-preview.ts',
    access: 'admin',
    role: 'contributor',
    tables: { previews: 'write', articles: 'read', pages: 'read', activity: 'append' },
    previewKey: 'sign',
  },
  {
    method: 'GET',
    path: '/api/admin/previews',
    handler: 'functions/http/previews/list-previews.ts',
    access: 'admin',
    role: 'contributor',
    tables: { previews: 'read' },
  },
  {
    method: 'DELETE',
    path: '/api/admin/previews/{id}',
    handler: 'functions/http/previews/revoke-preview.ts',
    access: 'admin',
    role: 'contributor',
    tables: { previews: 'write', articles: 'read', pages: 'read', activity: 'append' },
  },
  {
    method: 'GET',
    path: '/api/admin/redirects',
    handler: 'functions/http/redirects/list-redirects.ts',
    access: 'admin',
    tables: { redirects: 'read' },
  },
  {
    method: 'POST',
    path: '/api/admin/redirects',
    handler: 'functions/http/redirects/create-redirect.ts',
    access: 'admin',
    // Articles and pages: is the path a live page?
    tables: {
      redirects: 'write',
      articles: 'read',
      uniques: 'read',
      pages: 'read',
      activity: 'append',
    },
    // Asks the render worker to apply it at the edge.
    queues: ['render'],
  },
  {
    method: 'PUT',
    path: '/api/admin/redirects/{id}',
    handler: 'functions/http/redirects/update-redirect.ts',
    access: 'admin',
    tables: {
      redirects: 'write',
      articles: 'read',
      uniques: 'read',
      pages: 'read',
      activity: 'append',
    },
    queues: ['render'],
  },
  {
    method: 'DELETE',
    path: '/api/admin/redirects/{id}',
    handler: 'functions/http/redirects/delete-redirect.ts',
    access: 'admin',
    tables: { redirects: 'write', activity: 'append' },
    queues: ['render'],
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    handler: 'functions/http/dashboard/get-dashboard.ts',
    access: 'admin',
    role: 'contributor',
    tables: { counters: 'read' },
  },
  {
    method: 'GET',
    path: '/api/admin/articles',
    handler: 'functions/http/articles/admin-list-articles.ts',
    access: 'admin',
    role: 'contributor',
    tables: { articles: 'read', listings: 'read' },
  },
  {
    method: 'POST',
    path: '/api/admin/articles',
    handler: 'functions/http/articles/create-article.ts',
    access: 'admin',
    // A contributor creates drafts only (the handler refuses is_published for them).
    role: 'contributor',
    ...articleCreate,
  },
  {
    method: 'GET',
    path: '/api/admin/articles/{id}',
    handler: 'functions/http/articles/admin-get-article.ts',
    access: 'admin',
    role: 'contributor',
    tables: { articles: 'read' },
  },
  {
    method: 'PUT',
    path: '/api/admin/articles/{id}',
    handler: 'functions/http/articles/update-article.ts',
    access: 'admin',
    // A contributor saves only their own unpublished drafts, never publishing (the handler's rule).
    role: 'contributor',
    // Each save keeps the state it replaces (functions/domain/revisions) and its activity entry.
    ...articleSave,
  },
  {
    method: 'PATCH',
    path: '/api/admin/articles/{id}/publish',
    handler: 'functions/http/articles/publish-article.ts',
    access: 'admin',
    ...articlePublish,
  },
  {
    method: 'DELETE',
    path: '/api/admin/articles/{id}',
    handler: 'functions/http/articles/delete-article.ts',
    access: 'admin',
    // A contributor deletes only their own drafts (the handler's rule).
    role: 'contributor',
    ...articleDelete,
  },
  {
    method: 'GET',
    path: '/api/admin/authors',
    handler: 'functions/http/authors/list-authors.ts',
    access: 'admin',
    role: 'contributor',
    tables: { authors: 'read' },
  },
  {
    method: 'POST',
    path: '/api/admin/authors',
    handler: 'functions/http/authors/create-author.ts',
    access: 'admin',
    tables: { authors: 'write', counters: 'write', activity: 'append' },
  },
  {
    method: 'GET',
    path: '/api/admin/authors/{id}',
    handler: 'functions/http/authors/get-author.ts',
    access: 'admin',
    tables: { authors: 'read' },
  },
  {
    method: 'PUT',
    path: '/api/admin/authors/{id}',
    handler: 'functions/http/authors/update-author.ts',
    access: 'admin',
    tables: { authors: 'write', articles: 'write', activity: 'append' },
    // Asks the render worker to render the public pages again.
    queues: ['render'],
  },
  {
    method: 'DELETE',
    path: '/api/admin/authors/{id}',
    handler: 'functions/http/authors/delete-author.ts',
    access: 'admin',
    tables: { authors: 'write', counters: 'write', activity: 'append' },
  },
  {
    method: 'GET',
    path: '/api/admin/categories',
    handler: 'functions/http/categories/list-categories.ts',
    access: 'admin',
    role: 'contributor',
    tables: { categories: 'read' },
  },
  {
    method: 'POST',
    path: '/api/admin/categories',
    handler: 'functions/http/categories/create-category.ts',
    access: 'admin',
    tables: { categories: 'write', uniques: 'write', counters: 'write', activity: 'append' },
  },
  {
    method: 'PUT',
    path: '/api/admin/categories/{id}',
    handler: 'functions/http/categories/rename-category.ts',
    access: 'admin',
    tables: {
      categories: 'write',
      uniques: 'write',
      articles: 'write',
      counters: 'write',
      activity: 'append',
    },
    // Asks the render worker to render the public pages again.
    queues: ['render'],
  },
  {
    method: 'DELETE',
    path: '/api/admin/categories/{id}',
    handler: 'functions/http/categories/delete-category.ts',
    access: 'admin',
    tables: { categories: 'write', uniques: 'write', counters: 'write', activity: 'append' },
  },
] as const satisfies readonly RouteDef[];
