/**
 * The two built-in sample programmatic pages (public-site.md section 3, status published). The
 * spec's slug growth-enablement is the service page's path, which always wins
 * (shared/rules/reserved-slugs.ts), so that sample lives at growth-enablement-b2b-teams. One
 * source for both sides: the sandbox seeds them (infra/local/seed-pages.ts) and the public page
 * falls back to them when its API call fails.
 */
import type { GeneratedPageContent, PageCreateInput, PageRecord } from '@shared/schemas/page';

/** A sample page: what a creator would enter, and the content a model would have written. */
export interface SamplePage {
  input: Omit<PageCreateInput, 'slug'> & { slug: string };
  content: GeneratedPageContent;
}

/** The sample pages, as a visitor reads them at /solutions/{slug}. */
export const samplePages: readonly SamplePage[] = [
  {
    input: {
      slug: 'growth-enablement-b2b-teams',
      keyword: 'Growth Enablement',
      industry: 'B2B technology and services',
      pain_point:
        'Revenue growth has stalled because sales, marketing and partners pull in different directions.',
      intent_level: 'high',
      cta_type: 'consultation',
    },
    content: {
      title: 'Growth Enablement for B2B Teams',
      meta_description:
        'Align sales, marketing and partners around one growth engine: clear ideal customers, enablement reps use, and weekly execution.',
      h1: 'Growth Enablement That Turns Strategy Into Pipeline',
      subheadline:
        'We build the systems, skills and rhythm your revenue team needs to grow predictably.',
      intro_paragraph:
        'Most growth plans stall between the strategy deck and the sales floor. Targets are set, but the ideal customer is fuzzy, messaging differs from rep to rep, partners are left to fend for themselves, and nobody sees the pipeline the same way. Growth enablement closes those gaps: we define who you win with and why, equip every customer-facing team with the playbooks, content and tools to act on it, and install an operating rhythm that keeps execution on track week after week.',
      value_bullets: [
        'A sharp ideal customer profile and value proposition every team works from',
        'Sales playbooks, talk tracks and content that reps actually use in deals',
        'Partner and channel motions that add qualified pipeline, not noise',
        'One pipeline view and forecast that sales, marketing and leadership trust',
        'A weekly execution rhythm that turns insight into closed revenue',
      ],
      cta_section:
        'Ready to build your growth engine?\nBook a 30-minute strategy call and we will map the three changes with the fastest payback for your team.',
      faqs: [
        {
          question: 'What is growth enablement?',
          answer:
            'It is the work of giving every customer-facing team what it needs to win: a clear target market, consistent messaging, practical playbooks, the right tools and an operating rhythm that measures progress.',
        },
        {
          question: 'How long does an engagement take?',
          answer:
            'An assessment takes four to eight weeks. Building and embedding the full growth engine typically runs six to eighteen months, in phases that each deliver results on their own.',
        },
        {
          question: 'Do you replace our sales or marketing team?',
          answer:
            'No. We work alongside your leaders and teams, build the systems with them, and hand over everything so the engine keeps running after we step back.',
        },
        {
          question: 'How do you measure success?',
          answer:
            'We agree on the measures up front, usually pipeline created, win rate, sales cycle length and revenue per rep, and review them with you every month.',
        },
      ],
    },
  },
  {
    input: {
      slug: 'strategic-planning',
      keyword: 'Strategic Planning',
      industry: 'Growth-stage and established companies',
      pain_point:
        'Strategic plans are written once a year and never make it into day-to-day decisions.',
      intent_level: 'medium',
      cta_type: 'contact',
    },
    content: {
      title: 'Strategic Planning That Gets Executed',
      meta_description:
        'Turn your strategy into clear priorities, owners and metrics. Strategic planning support from market analysis to quarterly execution reviews.',
      h1: 'Strategic Planning Built for Execution',
      subheadline:
        'From market insight to a plan your whole organisation can act on, and keep acting on.',
      intro_paragraph:
        'A strategy only matters if it changes what people do on Monday morning. Too often the annual plan is a long document that is presented once and then forgotten, while teams keep chasing whatever is most urgent. We help leadership teams choose where to play and how to win, translate those choices into a small set of priorities with owners and measures, and set up the quarterly reviews that keep the plan alive as markets change.',
      value_bullets: [
        'Market and competitor analysis that shows where you can win',
        'A focused set of strategic priorities with clear owners',
        'Measures and targets that connect strategy to daily work',
        'Quarterly reviews that adapt the plan as conditions change',
      ],
      cta_section:
        'Let us talk about your next planning cycle.\nSend us a message and a senior advisor will reply within 24 hours.',
      faqs: [
        {
          question: 'When should we start strategic planning?',
          answer:
            'Ideally eight to twelve weeks before your budget cycle, so that priorities drive the budget rather than the other way round. A mid-year reset is also common after a major market change.',
        },
        {
          question: 'Who needs to be involved?',
          answer:
            'The leadership team owns the choices. We also interview customers, frontline staff and partners, because they see the market first.',
        },
        {
          question: 'What do we get at the end?',
          answer:
            'A concise plan: where you will compete, the handful of priorities that matter most, who owns each one, how progress is measured, and a calendar of reviews.',
        },
        {
          question: 'Do you support execution after the plan is written?',
          answer:
            'Yes. Many clients keep us involved for quarterly reviews or for hands-on delivery of specific initiatives such as market entry or operational improvements.',
        },
      ],
    },
  },
];

/** Fixed stamp of the built-in samples (they are not stored anywhere). */
const sampleTimestamp = '2025-05-13T00:00:00.000Z';

/**
 * The public record of the built-in sample with this slug, or undefined. Ids are fixed so the
 * record is the same on every call.
 */
export function samplePageRecord(slug: string): PageRecord | undefined {
  const index = samplePages.findIndex((sample) => sample.input.slug === slug);
  const sample = samplePages[index];
  if (!sample) return undefined;
  const { slug: _slug, ...input } = sample.input;
  return {
    id: `00000000-0000-4000-8000-00000000010${index + 1}`,
    ...input,
    slug: sample.input.slug,
    ...sample.content,
    status: 'published',
    error_message: null,
    created_at: sampleTimestamp,
    updated_at: sampleTimestamp,
    version: 1,
  };
}
