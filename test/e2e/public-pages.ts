/**
 * The public pages the browser specs walk, with the H1 each must show, built from the same content
 * modules the site renders (so a copy change never breaks a test, a missing heading does).
 */
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { readBuiltSiteConfig } from '../../infra/cdk/built-site-config';
import { resolveSiteConfig } from '../../shared/content/site-config';
import { consentRecord, essentialOnlyChoices } from '../../shared/rules/consent';
import { consentStorageKey } from '../../shared/schemas/consent';
import { getAboutContent } from '../../web/app/content/about';
import { caseStudiesPageCopy } from '../../web/app/content/case-studies';
import { contactIntro } from '../../web/app/content/contact';
import { faqPageCopy } from '../../web/app/content/faq';
import { freeToolsCopy } from '../../web/app/content/free-tools';
import { homeHero } from '../../web/app/content/home';
import { insightsCopy } from '../../web/app/content/insights';
import { industryPages } from '../../web/app/content/industries';
import { getPrivacyPolicy, getTermsOfService } from '../../web/app/content/legal';
import { breadcrumbLabel } from '../../web/app/content/navigation';
import { podcastCopy } from '../../web/app/content/podcast';
import { notFoundContent } from '../../web/app/content/seo';
import { servicePages } from '../../web/app/content/services';
import { sitemapInfoCopy } from '../../web/app/content/sitemap-info';
import { sitemapPageCopy } from '../../web/app/content/sitemap-pages';

/** The site config the build baked, as it recorded it (web/build/site-config.json). */
export const siteConfig =
  readBuiltSiteConfig(fileURLToPath(new URL('../../web/build', import.meta.url))) ??
  resolveSiteConfig();

export interface PublicPage {
  path: string;
  /** Text the page's single H1 contains. */
  h1: string;
  /** Kind of page, for checks run once per template. */
  type: string;
  noindex?: boolean;
  faq?: boolean;
}

export const publicPages: PublicPage[] = [
  { path: '/', h1: homeHero.headline, type: 'home' },
  { path: '/about', h1: getAboutContent(siteConfig).story.heading, type: 'about' },
  ...servicePages.map((page) => ({
    path: `/solutions/${page.slug}`,
    h1: page.title,
    type: 'service',
  })),
  ...industryPages.map((page) => ({
    path: `/markets/${page.slug}`,
    h1: page.title,
    type: 'industry',
    faq: true,
  })),
  { path: '/insights', h1: insightsCopy.heading, type: 'insights' },
  { path: '/podcast', h1: podcastCopy.heading, type: 'podcast' },
  { path: '/faq', h1: faqPageCopy.title, type: 'faq', faq: true },
  { path: '/case-studies', h1: caseStudiesPageCopy.title, type: 'case-studies' },
  { path: '/contact', h1: contactIntro.heading, type: 'contact' },
  { path: '/free-tools', h1: freeToolsCopy.title, type: 'free-tools' },
  { path: '/sitemap-page', h1: sitemapPageCopy.heading, type: 'sitemap-page' },
  { path: '/sitemap-info', h1: sitemapInfoCopy.heading, type: 'sitemap-info' },
  {
    path: '/sitemap-generator',
    h1: breadcrumbLabel('sitemap-generator') ?? '',
    type: 'sitemap-generator',
  },
  { path: '/terms', h1: getTermsOfService(siteConfig).title, type: 'legal', noindex: true },
  { path: '/privacy', h1: getPrivacyPolicy(siteConfig).title, type: 'legal', noindex: true },
  { path: '/cookies', h1: breadcrumbLabel('cookies') ?? '', type: 'cookies' },
];

export const notFound = notFoundContent;

/** One page of each template (for the slower checks: axe, no-JS rendering in a browser). */
export const onePagePerType: PublicPage[] = [
  ...new Map(publicPages.map((page) => [page.type, page])).values(),
];

/** Console noise that is not a defect of the page (a 404 document logs its own status). */
export function isRelevantConsoleError(text: string): boolean {
  return !/Failed to load resource: the server responded with a status of 404/.test(text);
}

/**
 * Stores a valid cookie consent record before any page script runs, so the consent dialog (tested
 * by its own specs) does not cover the pages these specs look at.
 */
export async function withStoredConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ key, record }) => {
      try {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, record);
      } catch {
        // No storage: the dialog would show; nothing to do here.
      }
    },
    {
      key: consentStorageKey,
      record: JSON.stringify(consentRecord(essentialOnlyChoices, Date.now())),
    },
  );
}
