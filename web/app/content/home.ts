/**
 * Home page copy (public-site.md section 2, "Home"). Brand-free except the page meta, which comes
 * from `seo.ts` through `getHomeMeta`.
 */
import type { IndustryIconName } from '~/components/icons/industry-icons';
import type { ServiceIconName } from '~/components/icons/service-icons';
import { industryPath, servicePath, type IndustrySlug } from './page-index';
import { getRouteMeta, type PageMeta } from './seo';
import type { ApproachStep, LinkCard, Testimonial } from './types';

/** Hero copy. The headline is followed by the typewriter word. */
export const homeHero = {
  headline: 'From Insight to',
  /** Typed at 100 ms per character, held 2000 ms, deleted at 50 ms per character, cycling. */
  typewriterWords: ['Investment', 'Acquisition', 'Revenue', 'Pipeline', 'Security'],
  tagline: 'We Build Engines for Growth',
  /** External scheduling link, new tab. */
  primaryButton: 'Schedule a Strategy Call',
  secondaryButton: { label: 'Free AI Sales Analysis', path: '/free-tools' },
} as const;

/** 'Our Services': four service cards. */
export const homeServices: {
  heading: string;
  intro: string;
  cards: LinkCard<ServiceIconName>[];
} = {
  heading: 'Our Services',
  intro:
    'Four ways we help leadership teams turn a growth ambition into revenue, from choosing the market to running the machine.',
  cards: [
    {
      title: 'Strategy & Market Design',
      description:
        'Choose the segments, offers and channels worth backing, with a roadmap your board can fund.',
      icon: 'Target',
      path: servicePath('strategy-market-design'),
    },
    {
      title: 'Growth Enablement',
      description:
        'Playbooks, CRM discipline and AI-assisted workflows that shorten ramp time and lift win rates.',
      icon: 'TrendingUp',
      path: servicePath('growth-enablement'),
    },
    {
      title: 'Business Development',
      description:
        'Account-based and outbound programs that put your team in front of senior buyers.',
      icon: 'Handshake',
      path: servicePath('business-development'),
    },
    {
      title: 'Operational Optimization',
      description:
        'Processes, roles and tooling redesigned so the business scales without overhead scaling with it.',
      icon: 'Gauge',
      path: servicePath('operational-optimization'),
    },
  ],
};

const sector = (
  slug: IndustrySlug,
  title: string,
  icon: IndustryIconName,
  description: string,
): LinkCard<IndustryIconName> => ({ title, description, icon, path: industryPath(slug) });

/** 'Who We Work With': six sector cards linking to the market pages. */
export const homeSectors: {
  heading: string;
  intro: string;
  cards: LinkCard<IndustryIconName>[];
} = {
  heading: 'Who We Work With',
  intro:
    'Sector depth matters when buying committees are complex and regulation shapes the market. These are the industries we know best.',
  cards: [
    sector(
      'fintech-digital-banking',
      'Fintech & Digital Banking',
      'Landmark',
      'Sponsor-bank partnerships, institutional sales and regulated go-to-market.',
    ),
    sector(
      'technology-saas',
      'Technology & SaaS',
      'Cloud',
      'From founder-led sales to an efficient, repeatable revenue engine.',
    ),
    sector(
      'cybersecurity-compliance',
      'Cybersecurity & Compliance',
      'ShieldCheck',
      'Positioning, channel programs and proof-led selling to security buyers.',
    ),
    sector(
      'logistics-supply-chain',
      'Logistics & Supply Chain',
      'Truck',
      'Winning larger tenders and protecting margin in a price-driven market.',
    ),
    sector(
      'healthcare-medtech',
      'Healthcare & MedTech',
      'HeartPulse',
      'Clinical buying committees, value cases and provider and payer partnerships.',
    ),
    sector(
      'retail-consumer-brands',
      'Retail & Consumer Brands',
      'ShoppingBag',
      'Profitable growth across direct-to-consumer, wholesale and marketplaces.',
    ),
  ],
};

/** 'Our Approach': four numbered steps. */
export const homeApproach: { heading: string; intro: string; steps: ApproachStep[] } = {
  heading: 'Our Approach',
  intro: 'One team from the first analysis to the last handover, measured on results.',
  steps: [
    {
      number: '01',
      title: 'Strategy',
      description:
        'We start with the numbers and the market: where you win today, where the growth is and what it will take to capture it. The result is a focused plan with targets everyone signs up to.',
    },
    {
      number: '02',
      title: 'Enablement',
      description:
        'We equip your people, processes and systems to deliver the plan: playbooks, CRM and data, training, partner programs and the AI tools that earn their place.',
    },
    {
      number: '03',
      title: 'Execution',
      description:
        'We work alongside your team to run the campaigns, deals and programs week by week, clearing blockers before they turn into delays.',
    },
    {
      number: '04',
      title: 'Optimization',
      description:
        'We measure results against the targets set at the start, double down on what works, fix what does not and hand over a system that keeps improving.',
    },
  ],
};

/** 'Client Success': three testimonials and the link to all case studies. */
export const homeClientSuccess: {
  heading: string;
  intro: string;
  testimonials: Testimonial[];
  link: { label: string; path: string };
} = {
  heading: 'Client Success',
  intro: 'What leaders say after the engagement, once the numbers are in.',
  testimonials: [
    {
      quote:
        'Within two quarters our pipeline was moving five times faster. More importantly, my team now runs the process without anyone from outside in the room.',
      authorRole: 'Chief Executive Officer',
      company: 'Northwall Cyber',
    },
    {
      quote:
        'They brought the discipline of a deal team to every acquisition, from the first founder conversation to day 100 of the integration.',
      authorRole: 'Chief Operating Officer',
      company: 'Kestrel Software Group',
    },
    {
      quote:
        'Our lead investor called it one of the best-prepared raises they had seen. That preparation is why we closed $12M in 14 weeks.',
      authorRole: 'Chief Financial Officer',
      company: 'Lumenpay',
    },
  ],
  link: { label: 'Explore All Case Studies', path: '/case-studies' },
};

/** Closing call to action, linking to the contact page. */
export const homeClosingCta = {
  heading: 'Ready to Build Your Growth Engine?',
  text: 'Tell us where you want the business to be in 12 months. A senior advisor will reply within 24 hours with a view on where to start.',
  button: { label: 'Contact Us', path: '/contact' },
} as const;

/** Title and description of the home page, for the given brand. */
export function getHomeMeta(brand: string): PageMeta {
  return getRouteMeta('/', brand);
}
