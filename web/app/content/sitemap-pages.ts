/**
 * The human sitemap at /sitemap-page (public-site.md section 2, "Sitemap pages"): exactly 20
 * main pages in the spec's order. Titles of service and market pages come from the page index.
 */
import {
  industryIndex,
  industryPath,
  serviceIndex,
  servicePath,
  type IndustrySlug,
} from './page-index';

/** One link of the human sitemap. */
export interface SitemapPageLink {
  title: string;
  path: string;
  /** Group heading the link is listed under. */
  group: 'Company' | 'Solutions' | 'Markets' | 'Resources & Contact';
}

/** The six market pages listed on the sitemap page (the spec leaves property out). */
const sitemapMarkets: IndustrySlug[] = [
  'fintech-digital-banking',
  'technology-saas',
  'cybersecurity-compliance',
  'logistics-supply-chain',
  'healthcare-medtech',
  'retail-consumer-brands',
];

/** The 20 main pages, in order: home, about, 8 solutions, 6 markets, insights, case studies, contact, free tools. */
export const sitemapPages: readonly SitemapPageLink[] = [
  { title: 'Home', path: '/', group: 'Company' },
  { title: 'About Us', path: '/about', group: 'Company' },
  ...serviceIndex.map((page): SitemapPageLink => ({
    title: page.navLabel,
    path: servicePath(page.slug),
    group: 'Solutions',
  })),
  ...sitemapMarkets.map((slug): SitemapPageLink => ({
    title: industryIndex.find((page) => page.slug === slug)?.navLabel ?? slug,
    path: industryPath(slug),
    group: 'Markets',
  })),
  { title: 'Insights', path: '/insights', group: 'Resources & Contact' },
  { title: 'Case Studies', path: '/case-studies', group: 'Resources & Contact' },
  { title: 'Contact', path: '/contact', group: 'Resources & Contact' },
  { title: 'Free AI Sales Diagnostic', path: '/free-tools', group: 'Resources & Contact' },
];

/** Fixed copy of the sitemap page. */
export const sitemapPageCopy = {
  heading: 'Sitemap',
  intro: 'Every main page of the site in one place.',
  xmlLink: {
    label: 'View the XML sitemap',
    path: '/sitemap.xml',
    text: 'Search engines read the machine-readable version of this list.',
  },
} as const;
