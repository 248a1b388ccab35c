/**
 * The index of the fixed service and industry pages: slugs, paths and the short names the header,
 * breadcrumb, home cards and sitemap page need. Kept apart from the pages' full copy
 * (services.ts, industries.ts) so every public page does not download all fifteen pages' text.
 */

/** Slug of one fixed service page. */
export type ServiceSlug = (typeof serviceIndex)[number]['slug'];

/** Path of a service page, e.g. `/solutions/growth-enablement`. */
export function servicePath(slug: ServiceSlug): string {
  return `/solutions/${slug}`;
}

/** Navigation entry of a fixed page: its slug and short name (breadcrumbs, menus, sitemap). */
interface PageIndexEntry {
  slug: string;
  /** Short name for navigation and breadcrumbs. */
  navLabel: string;
}

interface ServiceIndexEntry extends PageIndexEntry {
  /** One line for the navigation dropdown. */
  summary: string;
}

/** The eight service pages' navigation entries, in navigation order. */
export const serviceIndex = [
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
] as const satisfies readonly ServiceIndexEntry[];

/** Slugs of the fixed service pages, in navigation order. */
export const serviceSlugs = serviceIndex.map((entry) => entry.slug);

/** Slug of one industry page. */
export type IndustrySlug = (typeof industryIndex)[number]['slug'];

/** Path of an industry page, e.g. `/markets/technology-saas`. */
export function industryPath(slug: IndustrySlug): string {
  return `/markets/${slug}`;
}

/** The seven industry pages' navigation entries. */
export const industryIndex = [
  { slug: 'fintech-digital-banking', navLabel: 'Fintech & Digital Banking' },
  { slug: 'technology-saas', navLabel: 'Technology & SaaS' },
  { slug: 'cybersecurity-compliance', navLabel: 'Cybersecurity & Compliance' },
  { slug: 'logistics-supply-chain', navLabel: 'Logistics & Supply Chain' },
  { slug: 'property-smart-cities', navLabel: 'Property & Smart Cities' },
  { slug: 'healthcare-medtech', navLabel: 'Healthcare & MedTech' },
  { slug: 'retail-consumer-brands', navLabel: 'Retail & Consumer Brands' },
] as const satisfies readonly PageIndexEntry[];

/** Slugs of the industry pages. */
export const industrySlugs = industryIndex.map((entry) => entry.slug);
