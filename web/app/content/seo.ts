/**
 * Meta titles and descriptions of the static routes, and the 404 screen copy. Titles follow the
 * style 'Page | {brand}'; descriptions are 120-160 characters and brand-free, so their length
 * does not depend on the configured brand.
 */
import { insightsDescription } from '@shared/content/feeds';
import { noindexSitePaths, singlePagePaths, type SinglePagePath } from '@shared/content/site-paths';
import { withBrand } from './brand';
import { pageTitle } from './page-title';

/** Title and description of a page; `noindex` marks pages that must not be indexed. */
export interface PageMeta {
  title: string;
  description: string;
  noindex?: boolean;
}

/** The single pages, each with its own meta in this module (the table is shared/content/site-paths.ts). */
export const staticMetaRoutes = singlePagePaths;

/** One static route with its own meta. */
export type StaticMetaRoute = SinglePagePath;

export { pageTitle };

const routeMeta: Record<StaticMetaRoute, PageMeta> = {
  '/': {
    title: 'Strategy, Enablement & Execution Advisors | {brand}',
    description:
      'Strategic advisors for growth: market strategy, business development, M&A and AI-enabled sales across fintech, SaaS, cybersecurity, healthcare and more.',
  },
  '/about': {
    title: 'About Us | {brand}',
    description:
      'Meet the senior advisors behind our work: former operators, dealmakers and revenue leaders who stay with every engagement until the results are delivered.',
  },
  '/insights': {
    title: 'Insights | {brand}',
    description: insightsDescription,
  },
  '/podcast': {
    title: 'Podcast | {brand}',
    description:
      'Listen to conversations with founders, operators and investors on strategy, partnerships, deals and building revenue engines that keep delivering.',
  },
  '/faq': {
    title: 'Frequently Asked Questions | {brand}',
    description:
      'Answers on our services, business development approach, industries, engagement length, how we measure success and the support we offer after a project.',
  },
  '/case-studies': {
    title: 'Case Studies | {brand}',
    description:
      'How clients achieved 5x pipeline velocity, $80M in acquisitions, a $12M raise and 4X revenue growth with our strategy, enablement and execution support.',
  },
  '/contact': {
    title: 'Contact Us | {brand}',
    description:
      'Tell us about your growth, partnership or M&A goals and a senior advisor will reply within 24 hours, or book a 30-minute strategy call at a time that suits you.',
  },
  '/free-tools': {
    title: 'Free AI Sales Strategy Diagnostic | {brand}',
    description:
      'Answer seven questions about your sales team and get a free, tailored view of where AI can improve lead prioritization, outreach, forecasting and coaching.',
  },
  '/sitemap-page': {
    title: 'Sitemap | {brand}',
    description:
      'Browse every main page of our site in one place: services, industries we serve, insights, case studies, the free AI sales diagnostic and contact details.',
  },
  '/sitemap-info': {
    title: 'XML Sitemap Status | {brand}',
    description:
      'Check the status of our XML sitemap: whether it is valid under the sitemaps.org 0.9 protocol, how many URLs it lists and when it was generated.',
  },
  '/sitemap-generator': {
    title: 'Sitemap Generator | {brand}',
    description:
      'Generate a sitemap for your own website with a free third-party tool, and learn how XML sitemaps help search engines discover and index your pages.',
  },
  '/terms': {
    title: 'Terms of Service | {brand}',
    description:
      'The terms that govern use of our website and our advisory services, including confidentiality, intellectual property, payment, liability and governing law.',
  },
  '/privacy': {
    title: 'Privacy Policy | {brand}',
    description:
      'How we collect, use, disclose, transfer and protect personal data under the Singapore PDPA and the EU GDPR, and how you can exercise your privacy rights.',
  },
  '/cookies': {
    title: 'Cookie Settings | {brand}',
    description:
      'Learn which cookies our website uses and why, review the settings you have saved, and switch analytics, preference and session cookies on or off at any time.',
  },
};

/**
 * Meta of a static route for the given brand. Whether it is noindex comes from the shared list the
 * XML sitemap also reads, so a noindex page can never be listed there.
 */
export function getRouteMeta(route: StaticMetaRoute, brand: string): PageMeta {
  const meta = routeMeta[route];
  const noindex = noindexSitePaths.includes(route);
  return { ...meta, title: withBrand(meta.title, brand), ...(noindex ? { noindex } : {}) };
}

/** Copy of the 404 screen shown for any unknown path. */
export const notFoundContent = {
  heading: 'Page Not Found',
  text: 'The page you are looking for may have been removed, renamed or is temporarily unavailable.',
  button: { label: 'Return to Homepage', path: '/' },
} as const;

/** Meta of the 404 screen for the given brand (never indexed). */
export function getNotFoundMeta(brand: string): PageMeta {
  return {
    title: pageTitle(notFoundContent.heading, brand),
    description:
      'The page you requested could not be found. It may have been removed, renamed or be temporarily unavailable. Return to the homepage to find what you need.',
    noindex: true,
  };
}
