/**
 * The two sample programmatic pages of the sandbox (public-site.md section 3: slugs
 * growth-enablement and strategic-planning, published), written through the pages domain and its
 * DynamoDB repository like any other page, so their slugs are claimed the same way. Idempotent:
 * a sample whose slug is already taken is left as it is, so running the seed again never
 * duplicates or overwrites a page.
 *
 * Run by the sandbox's first-run seed (infra/local/seed.ts, as `pagesSeeder`) after start() has
 * set the functions' environment.
 */
import { randomUUID } from 'node:crypto';
import type { GeneratedPageContent, PageCreateInput } from '@shared/schemas/page';
import { PagesRepository } from '@functions/adapters/repositories/pages-repository';
import { createPublishedPage } from '@functions/domain/pages/create-page';

type SamplePage = {
  input: Omit<PageCreateInput, 'slug'> & { slug: string };
  content: GeneratedPageContent;
};

/** The sample pages, as a visitor reads them at /solutions/{slug}. */
export const samplePages: readonly SamplePage[] = [
  {
    input: {
      slug: 'growth-enablement',
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

/**
 * Writes the sample pages that are missing. Resolves to what it wrote for the sandbox banner,
 * e.g. ['2 programmatic pages'], or [] when both already exist.
 */
export async function seedPages(): Promise<string[]> {
  const deps = { pages: new PagesRepository(), newId: () => randomUUID(), now: () => new Date() };
  let written = 0;
  for (const { input, content } of samplePages) {
    if ((await createPublishedPage(deps, input, content)) === 'created') written += 1;
  }
  return written === 0 ? [] : [`${written} programmatic page${written === 1 ? '' : 's'}`];
}

/** The sample pages as a seeder of infra/local/seed.ts (add it to `seeders`). */
export const pagesSeeder = { name: 'pages', run: () => seedPages() };
