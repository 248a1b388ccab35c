/**
 * The index of the fixed service and industry pages: slugs, paths and the short names the header,
 * breadcrumb, home cards and sitemap page need. Kept apart from the pages' full copy
 * (services.ts, industries.ts) so every public page does not download all fifteen pages' text.
 */

import {
  industrySlugs,
  serviceSlugs,
  type IndustrySlug,
  type ServiceSlug,
} from '../../../shared/content/site-paths';

export { industrySlugs, serviceSlugs, type IndustrySlug, type ServiceSlug };

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

/** Each service page's navigation name and one-line summary, by slug (the slugs are shared/). */
const serviceNav: Record<ServiceSlug, Omit<ServiceIndexEntry, 'slug'>> = {
  'strategy-market-design': {
    navLabel: 'Strategy & Market Design',
    summary: 'Decide where to compete, how to win and what to build first.',
  },
  'growth-enablement': {
    navLabel: 'Growth Enablement',
    summary: 'Give revenue teams the playbooks, systems and data to sell more, faster.',
  },
  'business-development': {
    navLabel: 'Business Development',
    summary: 'Open new accounts, markets and partnerships with a disciplined pipeline engine.',
  },
  'operational-optimization': {
    navLabel: 'Operational Optimization',
    summary: 'Remove the cost, delay and friction from the processes that run the business.',
  },
  'technology-ai-integration': {
    navLabel: 'Technology & AI Integration',
    summary: 'Put AI and modern systems to work where they pay back, not where they impress.',
  },
  'partner-development': {
    navLabel: 'Partner & Channel Development',
    summary: 'Build alliances, resellers and referral channels that multiply your reach.',
  },
  'consulting-execution': {
    navLabel: 'Consulting & Execution',
    summary: 'Senior operators who deliver the plan alongside your team, not just write it.',
  },
  'mergers-acquisitions': {
    navLabel: 'Mergers & Acquisitions',
    summary: 'Find, assess and integrate acquisitions, or prepare your business for a sale.',
  },
};

/** The eight service pages' navigation entries, in navigation order. */
export const serviceIndex = serviceSlugs.map((slug) => ({ slug, ...serviceNav[slug] }));

/** Path of an industry page, e.g. `/markets/technology-saas`. */
export function industryPath(slug: IndustrySlug): string {
  return `/markets/${slug}`;
}

/** Each industry page's navigation name, by slug (the slugs are shared/). */
const industryNav: Record<IndustrySlug, string> = {
  'fintech-digital-banking': 'Fintech & Digital Banking',
  'technology-saas': 'Technology & SaaS',
  'cybersecurity-compliance': 'Cybersecurity & Compliance',
  'logistics-supply-chain': 'Logistics & Supply Chain',
  'property-smart-cities': 'Property & Smart Cities',
  'healthcare-medtech': 'Healthcare & MedTech',
  'retail-consumer-brands': 'Retail & Consumer Brands',
};

/** The seven industry pages' navigation entries. */
export const industryIndex = industrySlugs.map((slug) => ({ slug, navLabel: industryNav[slug] }));
