/**
 * Every route of the site (public-site.md section 2, route table). Public pages share the layout
 * (header, breadcrumb, footer); the programmatic landing pages and the admin portal do not. Each
 * route module is its own chunk, so a public page never downloads admin code.
 */
import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { industrySlugs, serviceSlugs } from './content/page-index';
import { staticPagePaths } from './lib/static-routes';

/** The route module of each single page of the page table (a page without one fails the typecheck). */
const singlePageModules: Record<(typeof staticPagePaths)[number], string> = {
  '/about': 'routes/about.tsx',
  '/insights': 'routes/insights.tsx',
  '/podcast': 'routes/podcast.tsx',
  '/faq': 'routes/faq.tsx',
  '/case-studies': 'routes/case-studies.tsx',
  '/contact': 'routes/contact.tsx',
  '/free-tools': 'routes/free-tools.tsx',
  '/sitemap-page': 'routes/sitemap-page.tsx',
  '/sitemap-info': 'routes/sitemap-info.tsx',
  '/sitemap-generator': 'routes/sitemap-generator.tsx',
  '/terms': 'routes/terms.tsx',
  '/privacy': 'routes/privacy.tsx',
  '/cookies': 'routes/cookies.tsx',
};

export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    ...staticPagePaths.map((path) => route(path.slice(1), singlePageModules[path])),
    // Fixed service pages: static segments, so they win over the programmatic /solutions/:slug.
    ...serviceSlugs.map((slug) =>
      route(`solutions/${slug}`, 'routes/service-page.tsx', { id: `solutions/${slug}` }),
    ),
    ...industrySlugs.map((slug) =>
      route(`markets/${slug}`, 'routes/industry-page.tsx', { id: `markets/${slug}` }),
    ),
    route('insights/:slug', 'routes/insight-article.tsx'),
    // Unknown paths; prerendered once as /404 (the host serves that file with status 404).
    route('*', 'routes/not-found.tsx'),
  ]),
  route('solutions/:slug', 'routes/programmatic-page.tsx'),
  // A shareable preview of a draft (client-rendered; the signed token is checked by the API).
  route('preview', 'routes/preview.tsx'),
  // The newsletter's e-mailed links (client-rendered; the signed token is checked by the API).
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('admin', 'routes/admin/admin-layout.tsx', [
    index('routes/admin/admin-home.tsx'),
    // Everything else needs a session (admin-portal.md section 2); the shell redirects to /admin.
    layout('routes/admin/admin-shell-layout.tsx', [
      route('dashboard', 'routes/admin/dashboard.tsx'),
      route('analytics', 'routes/admin/analytics.tsx'),
      route('articles', 'routes/admin/articles.tsx'),
      route('articles/new', 'routes/admin/article-editor.tsx', { id: 'admin/article-new' }),
      route('articles/edit/:id', 'routes/admin/article-editor.tsx', { id: 'admin/article-edit' }),
      route('articles/batch-generator', 'routes/admin/batch-generator.tsx'),
      route('contact-submissions', 'routes/admin/contact-submissions.tsx'),
      route('authors', 'routes/admin/authors.tsx'),
      route('authors/new', 'routes/admin/author-form.tsx', { id: 'admin/author-new' }),
      route('authors/edit/:id', 'routes/admin/author-form.tsx', { id: 'admin/author-edit' }),
      route('categories', 'routes/admin/categories.tsx'),
      route('categories/new', 'routes/admin/categories.tsx', { id: 'admin/category-new' }),
      route('programmatic-pages', 'routes/admin/programmatic-pages.tsx'),
      route('redirects', 'routes/admin/redirects.tsx'),
      route('media', 'routes/admin/media.tsx'),
      route('subscribers', 'routes/admin/subscribers.tsx'),
      route('newsletters', 'routes/admin/newsletters.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('account', 'routes/admin/account.tsx'),
      route('*', 'routes/admin/admin-not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
