/**
 * Routes of the content API: articles, authors, categories, dashboard. Part of the manifest: see
 * infra/manifest.ts.
 *
 * Table uses are least privilege: public routes only read. `read` also covers the condition checks
 * a write transaction makes on another table (an article write checks its author and category).
 */
import type { RouteDef } from '../manifest';
import { getAndHead } from './get-and-head';
import {
  adminArticleList,
  adminArticleRead,
  articleCreate,
  articleDelete,
  articlePublish,
  articleSave,
  authorRead,
  authorUpdate,
  authorWrite,
  categoryRead,
  categoryRename,
  categoryWrite,
  dashboardRead,
  feedRead,
  previewCreate,
  previewList,
  previewOpen,
  previewRevoke,
  publicArticleList,
  publicArticleRead,
  publicCategoryList,
  redirectDelete,
  redirectList,
  redirectSave,
} from './permissions';

export const contentRoutes = [
  // Public site.
  {
    method: 'GET',
    path: '/api/articles',
    handler: 'functions/http/articles/list-articles.ts',
    access: 'public',
    ...publicArticleList,
  },
  {
    method: 'GET',
    path: '/api/articles/{slug}',
    handler: 'functions/http/articles/get-article.ts',
    access: 'public',
    ...publicArticleRead,
  },
  // The site's /insights/rss.xml and /insights/feed.json (CloudFront and the sandbox map them).
  // Redirects: an article the admin redirected elsewhere leaves the feeds.
  ...getAndHead({
    method: 'GET',
    path: '/api/insights/rss.xml',
    handler: 'functions/http/feeds/rss-xml.ts',
    access: 'public',
    ...feedRead,
  }),
  ...getAndHead({
    method: 'GET',
    path: '/api/insights/feed.json',
    handler: 'functions/http/feeds/feed-json.ts',
    access: 'public',
    ...feedRead,
  }),
  {
    method: 'GET',
    path: '/api/categories',
    handler: 'functions/http/categories/list-public-categories.ts',
    access: 'public',
    ...publicCategoryList,
  },

  {
    // A preview link's draft: the signed token is the credential (functions/domain/previews). A
    // POST, so the token stays out of request lines and logs.
    method: 'POST',
    path: '/api/preview',
    handler: 'functions/http/previews/open-preview.ts',
    access: 'public',
    ...previewOpen,
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
    ...previewCreate,
  },
  {
    method: 'GET',
    path: '/api/admin/previews',
    handler: 'functions/http/previews/list-previews.ts',
    access: 'admin',
    role: 'contributor',
    ...previewList,
  },
  {
    method: 'DELETE',
    path: '/api/admin/previews/{id}',
    handler: 'functions/http/previews/revoke-preview.ts',
    access: 'admin',
    role: 'contributor',
    ...previewRevoke,
  },
  {
    method: 'GET',
    path: '/api/admin/redirects',
    handler: 'functions/http/redirects/list-redirects.ts',
    access: 'admin',
    ...redirectList,
  },
  {
    method: 'POST',
    path: '/api/admin/redirects',
    handler: 'functions/http/redirects/create-redirect.ts',
    access: 'admin',
    ...redirectSave,
  },
  {
    method: 'PUT',
    path: '/api/admin/redirects/{id}',
    handler: 'functions/http/redirects/update-redirect.ts',
    access: 'admin',
    ...redirectSave,
  },
  {
    method: 'DELETE',
    path: '/api/admin/redirects/{id}',
    handler: 'functions/http/redirects/delete-redirect.ts',
    access: 'admin',
    ...redirectDelete,
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    handler: 'functions/http/dashboard/get-dashboard.ts',
    access: 'admin',
    role: 'contributor',
    ...dashboardRead,
  },
  {
    method: 'GET',
    path: '/api/admin/articles',
    handler: 'functions/http/articles/admin-list-articles.ts',
    access: 'admin',
    role: 'contributor',
    ...adminArticleList,
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
    ...adminArticleRead,
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
    ...authorRead,
  },
  {
    method: 'POST',
    path: '/api/admin/authors',
    handler: 'functions/http/authors/create-author.ts',
    access: 'admin',
    ...authorWrite,
  },
  {
    method: 'GET',
    path: '/api/admin/authors/{id}',
    handler: 'functions/http/authors/get-author.ts',
    access: 'admin',
    ...authorRead,
  },
  {
    method: 'PUT',
    path: '/api/admin/authors/{id}',
    handler: 'functions/http/authors/update-author.ts',
    access: 'admin',
    ...authorUpdate,
  },
  {
    method: 'DELETE',
    path: '/api/admin/authors/{id}',
    handler: 'functions/http/authors/delete-author.ts',
    access: 'admin',
    ...authorWrite,
  },
  {
    method: 'GET',
    path: '/api/admin/categories',
    handler: 'functions/http/categories/list-categories.ts',
    access: 'admin',
    role: 'contributor',
    ...categoryRead,
  },
  {
    method: 'POST',
    path: '/api/admin/categories',
    handler: 'functions/http/categories/create-category.ts',
    access: 'admin',
    ...categoryWrite,
  },
  {
    method: 'PUT',
    path: '/api/admin/categories/{id}',
    handler: 'functions/http/categories/rename-category.ts',
    access: 'admin',
    ...categoryRename,
  },
  {
    method: 'DELETE',
    path: '/api/admin/categories/{id}',
    handler: 'functions/http/categories/delete-category.ts',
    access: 'admin',
    ...categoryWrite,
  },
] as const satisfies readonly RouteDef[];
