/**
 * Header, footer and breadcrumb copy (public-site.md section 2, "Layout"). Brand-free except the
 * copyright line, which is a function of the brand.
 */
import { industryIndex, serviceIndex, servicePath } from './page-index';

/** A plain navigation link. */
export interface NavLink {
  label: string;
  path: string;
}

/** A link inside a header dropdown, with its one-line description. */
export interface NavMenuLink extends NavLink {
  description: string;
}

/** One item of the header: a link, or a dropdown of links. */
export type HeaderNavItem =
  | { kind: 'link'; label: string; path: string }
  | {
      kind: 'menu';
      label: string;
      /** Dropdown width in pixels (Solutions 600, Insights 400). */
      widthPx: number;
      /** Number of grid columns in the dropdown. */
      columns: 1 | 2;
      items: NavMenuLink[];
    };

/** The eight solution pages as dropdown links (title, path, one-line summary). */
export const solutionsMenu: readonly NavMenuLink[] = serviceIndex.map((page) => ({
  label: page.navLabel,
  path: servicePath(page.slug),
  description: page.summary,
}));

/** The Insights dropdown: articles, podcast and FAQ. */
export const insightsMenu: readonly NavMenuLink[] = [
  {
    label: 'Articles',
    path: '/insights',
    description: 'Practical thinking on strategy, sales, partnerships and M&A.',
  },
  {
    label: 'Podcast',
    path: '/podcast',
    description: 'Conversations with operators and investors on building growth engines.',
  },
  {
    label: 'FAQ',
    path: '/faq',
    description: 'How we work, what engagements look like and what to expect.',
  },
];

/** Header items in display order (the same items appear in the mobile menu). */
export const headerNav: readonly HeaderNavItem[] = [
  { kind: 'link', label: 'Home', path: '/' },
  { kind: 'link', label: 'About', path: '/about' },
  { kind: 'menu', label: 'Solutions', widthPx: 600, columns: 2, items: [...solutionsMenu] },
  { kind: 'menu', label: 'Insights', widthPx: 400, columns: 1, items: [...insightsMenu] },
  { kind: 'link', label: 'Case Studies', path: '/case-studies' },
  { kind: 'link', label: 'Contact', path: '/contact' },
];

/** Header call to action: opens the external scheduling page in a new tab. */
export const headerCallToAction = 'Schedule a Call';

/** Accessible labels of the header controls. */
export const headerLabels = {
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  toggleTheme: 'Toggle theme',
  home: 'Home',
} as const;

/** Footer copy. Footer links append a `#top` anchor when rendered (see `withTopAnchor`). */
export const footerContent = {
  tagline:
    'Strategic Advisors specializing in strategy, enablement, and execution across multiple sectors.',
  servicesHeading: 'Services',
  services: [
    { label: 'Strategy & Market Design', path: '/solutions/strategy-market-design' },
    { label: 'Growth Enablement', path: '/solutions/growth-enablement' },
    { label: 'Business Development', path: '/solutions/business-development' },
    { label: 'Operational Optimization', path: '/solutions/operational-optimization' },
  ] satisfies NavLink[],
  companyHeading: 'Company',
  company: [
    { label: 'About Us', path: '/about' },
    { label: 'Case Studies', path: '/case-studies' },
    { label: 'Insights', path: '/insights' },
    { label: 'Contact', path: '/contact' },
  ] satisfies NavLink[],
  newsletter: {
    heading: 'Join Our Newsletter',
    text: 'One e-mail a month with our latest thinking on growth, partnerships and deals. No spam, unsubscribe at any time.',
    placeholder: 'Your email',
    inputLabel: 'Email address',
    button: 'Subscribe',
  },
  legal: [
    { label: 'Terms', path: '/terms' },
    { label: 'Privacy', path: '/privacy' },
    { label: 'Cookies', path: '/cookies' },
  ] satisfies NavLink[],
} as const;

/** The footer copyright line, e.g. '© 2025 Firm Name. All rights reserved.' */
export function copyrightLine(brand: string, year: number): string {
  return `© ${year} ${brand}. All rights reserved.`;
}

/** A footer link target with the `#top` anchor the spec asks for. */
export function withTopAnchor(path: string): string {
  return `${path}#top`;
}

const industryLabels = Object.fromEntries(industryIndex.map((page) => [page.slug, page.navLabel]));
const serviceLabels = Object.fromEntries(serviceIndex.map((page) => [page.slug, page.navLabel]));

/**
 * Friendly names of every known path segment for the breadcrumb. Unknown segments (an article
 * slug, for instance) are not listed, and the breadcrumb skips them. Includes earlier forms of
 * the market names so old links still get a readable trail.
 */
export const breadcrumbLabels: Readonly<Record<string, string>> = {
  about: 'About',
  solutions: 'Solutions',
  ...serviceLabels,
  markets: 'Markets',
  ...industryLabels,
  // Earlier forms of the market names.
  fintech: 'Fintech & Digital Banking',
  'fintech-banking': 'Fintech & Digital Banking',
  'fintech-and-digital-banking': 'Fintech & Digital Banking',
  technology: 'Technology & SaaS',
  saas: 'Technology & SaaS',
  'technology-and-saas': 'Technology & SaaS',
  cybersecurity: 'Cybersecurity & Compliance',
  'cybersecurity-and-compliance': 'Cybersecurity & Compliance',
  logistics: 'Logistics & Supply Chain',
  'logistics-and-supply-chain': 'Logistics & Supply Chain',
  property: 'Property & Smart Cities',
  'smart-cities': 'Property & Smart Cities',
  'property-and-smart-cities': 'Property & Smart Cities',
  healthcare: 'Healthcare & MedTech',
  medtech: 'Healthcare & MedTech',
  'healthcare-and-medtech': 'Healthcare & MedTech',
  retail: 'Retail & Consumer Brands',
  'consumer-brands': 'Retail & Consumer Brands',
  'retail-and-consumer-brands': 'Retail & Consumer Brands',
  insights: 'Insights',
  podcast: 'Podcast',
  faq: 'FAQ',
  'case-studies': 'Case Studies',
  contact: 'Contact',
  'free-tools': 'Free Tools',
  'sitemap-page': 'Sitemap',
  'sitemap-info': 'Sitemap Info',
  'sitemap-generator': 'Sitemap Generator',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Settings',
};

/** The breadcrumb name of a path segment, or undefined when the segment is not a known one. */
export function breadcrumbLabel(segment: string): string | undefined {
  return Object.hasOwn(breadcrumbLabels, segment) ? breadcrumbLabels[segment] : undefined;
}
