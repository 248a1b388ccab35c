/**
 * The index of the fixed service and industry pages: slugs, paths and the short names the header,
 * breadcrumb, home cards and sitemap page need. Kept apart from the pages' full copy
 * (services.ts, industries.ts) so every public page does not download all fifteen pages' text.
 */

/** Slugs of the fixed service pages, in navigation order. */
export const serviceSlugs = [
  'strategy-market-design',
  'growth-enablement',
  'business-development',
  'operational-optimization',
  'technology-ai-integration',
  'partner-development',
  'consulting-execution',
  'mergers-acquisitions',
] as const;

/** Slug of one fixed service page. */
export type ServiceSlug = (typeof serviceSlugs)[number];

/** Path of a service page, e.g. `/solutions/growth-enablement`. */
export function servicePath(slug: ServiceSlug): string {
  return `/solutions/${slug}`;
}

/** Navigation entry of a fixed page: its short name, and for services the dropdown's one line. */
export interface PageIndexEntry<Slug extends string> {
  slug: Slug;
  /** Short name for navigation and breadcrumbs. */
  navLabel: string;
}

export interface ServiceIndexEntry extends PageIndexEntry<ServiceSlug> {
  /** One line for the navigation dropdown. */
  summary: string;
}

/** The eight service pages' navigation entries, in navigation order. */
export const serviceIndex: readonly ServiceIndexEntry[] = [
  {
    slug: 'strategy-market-design',
    navLabel: 'Strategy & Market Design',
    summary: 'Decide where to compete, how to win and what to build first.',
  },
  {
    slug: 'growth-enablement',
    navLabel: 'Growth Enablement',
    summary: 'Give revenue teams the playbooks, systems and data to sell more, faster.',
  },
  {
    slug: 'business-development',
    navLabel: 'Business Development',
    summary: 'Open new accounts, markets and partnerships with a disciplined pipeline engine.',
  },
  {
    slug: 'operational-optimization',
    navLabel: 'Operational Optimization',
    summary: 'Remove the cost, delay and friction from the processes that run the business.',
  },
  {
    slug: 'technology-ai-integration',
    navLabel: 'Technology & AI Integration',
    summary: 'Put AI and modern systems to work where they pay back, not where they impress.',
  },
  {
    slug: 'partner-development',
    navLabel: 'Partner & Channel Development',
    summary: 'Build alliances, resellers and referral channels that multiply your reach.',
  },
  {
    slug: 'consulting-execution',
    navLabel: 'Consulting & Execution',
    summary: 'Senior operators who deliver the plan alongside your team, not just write it.',
  },
  {
    slug: 'mergers-acquisitions',
    navLabel: 'Mergers & Acquisitions',
    summary: 'Find, assess and integrate acquisitions, or prepare your business for a sale.',
  },
];

/** Slugs of the industry pages. */
export const industrySlugs = [
  'fintech-digital-banking',
  'technology-saas',
  'cybersecurity-compliance',
  'logistics-supply-chain',
  'property-smart-cities',
  'healthcare-medtech',
  'retail-consumer-brands',
] as const;

/** Slug of one industry page. */
export type IndustrySlug = (typeof industrySlugs)[number];

/** Path of an industry page, e.g. `/markets/technology-saas`. */
export function industryPath(slug: IndustrySlug): string {
  return `/markets/${slug}`;
}

/** The seven industry pages' navigation entries, in the order of `industrySlugs`. */
export const industryIndex: readonly PageIndexEntry<IndustrySlug>[] = [
  { slug: 'fintech-digital-banking', navLabel: 'Fintech & Digital Banking' },
  { slug: 'technology-saas', navLabel: 'Technology & SaaS' },
  { slug: 'cybersecurity-compliance', navLabel: 'Cybersecurity & Compliance' },
  { slug: 'logistics-supply-chain', navLabel: 'Logistics & Supply Chain' },
  { slug: 'property-smart-cities', navLabel: 'Property & Smart Cities' },
  { slug: 'healthcare-medtech', navLabel: 'Healthcare & MedTech' },
  { slug: 'retail-consumer-brands', navLabel: 'Retail & Consumer Brands' },
];
