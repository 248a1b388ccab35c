/**
 * The sandbox's sample content: the six allowed categories, three authors (team leads of the About
 * page) and eight published articles. Written through the content domain and its DynamoDB
 * repositories, exactly as the admin API writes, so slug markers and counters are right.
 *
 * `seedContent` is safe to run again after an interrupted run: categories and authors that exist
 * are reused and articles whose slug is taken are skipped.
 */
import { articleCreateBodySchema, type ArticleCreateBody } from '@shared/schemas/article';
import type { AuthorInput, AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import { allowedCategoryNames, type AllowedCategoryName } from '@shared/content/categories';
import { articleDeps } from '@functions/wiring/articles';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { createArticle } from '@functions/domain/articles/manage-articles';
import { createAuthor, listAuthors } from '@functions/domain/authors/manage-authors';
import { createCategory, listCategories } from '@functions/domain/categories/manage-categories';
import { ConflictError } from '@functions/domain/errors';

type AuthorKey = 'daniel' | 'priya' | 'marcus';

/** The sample authors. */
export const sampleAuthors: Record<AuthorKey, AuthorInput> = {
  daniel: {
    name: 'Daniel Okafor',
    bio: 'Managing Partner, Strategy & M&A. Daniel has led more than 40 acquisitions and divestitures as a corporate development executive and adviser, and leads our board-level engagements.',
    avatar_url: '/images/team/daniel-okafor.svg',
  },
  priya: {
    name: 'Priya Raman',
    bio: 'Partner, Growth Enablement. Priya ran revenue operations at two SaaS companies from $5M to over $100M in ARR and leads our work on sales playbooks, revenue systems and AI-assisted selling.',
    avatar_url: '/images/team/priya-raman.svg',
  },
  marcus: {
    name: 'Marcus Lindqvist',
    bio: 'Head of Business Development. Marcus spent 15 years opening enterprise accounts in financial services and cybersecurity and designs our account-based and partner programs.',
    avatar_url: '/images/team/marcus-lindqvist.svg',
  },
};

/** A sample article: its body, who wrote it, where it is filed and when it appeared. */
export interface SampleArticle {
  author: AuthorKey;
  category: AllowedCategoryName;
  /** Publication date (ISO). */
  publishedAt: string;
  body: Omit<
    ArticleCreateBody,
    'author_id' | 'category_id' | 'slug' | 'image_url' | 'is_published'
  >;
}

/** The eight sample articles, newest first. */
export const sampleArticles: SampleArticle[] = [
  {
    author: 'daniel',
    category: 'Strategy',
    publishedAt: '2025-06-10T09:00:00.000Z',
    body: {
      title: 'Designing a Market Entry Strategy That Survives First Contact',
      excerpt:
        'Most market entry plans fail on assumptions nobody tested. A practical sequence for choosing where to play, proving demand early and committing capital in stages.',
      introduction:
        "Entering a new market can reshape a company's growth curve within two years, and it is one of the easiest decisions to get expensively wrong. The failures we see rarely come from a lack of ambition or analysis. They come from plans built on a handful of untested beliefs about customer demand, channel economics and competitive response, and from committing the full budget before any of those beliefs has met reality.",
      key_points: [
        'Choose markets by the urgency of the problem you solve, not by the size of the addressable market on a slide.',
        'Write down the three assumptions that would sink the plan if they were wrong, and test each cheaply before scaling.',
        'Release capital in stages tied to evidence: paying pilots, then unit economics, then repeatable acquisition.',
        'Agree in advance what result would make you stop, and who has the authority to call it.',
      ],
      sections: [
        {
          title: 'Start with the problem, not the map',
          content:
            'Top-down sizing tells you where the money is; it does not tell you where you can win. We start from the customer problem and apply three filters to every candidate segment:\n\n- **Urgency**: is the problem costing buyers money this quarter, or is it a nice-to-have?\n- **Access**: can we reach the people who sign through channels we own or can borrow?\n- **Advantage**: what do we bring that local incumbents cannot copy within a year?\n\nA segment that scores well on all three is usually smaller than the one on the investor slide, and far more likely to produce the first ten reference customers.',
        },
        {
          title: 'Make the risky assumptions explicit',
          content:
            "Every entry plan rests on a few beliefs that nobody has checked. Write them as statements that could be proven false, for example: 'Mid-sized logistics operators in Germany will pay at least EUR 40,000 a year to cut empty miles.' For each one, design the cheapest test that could disprove it within 90 days: fifteen discovery interviews, a paid pilot, or a campaign run through a partner's list.\n\nThe discipline is less about research than about honesty. Teams that name their assumptions early change course in month three; teams that do not discover the same facts in month eighteen.",
        },
        {
          title: 'Stage the commitment',
          content:
            'Replace the single go or no-go decision with gates, each unlocking the next tranche of budget:\n\n1. Five paying pilot customers in the chosen segment.\n2. Positive contribution margin at pilot pricing, including local delivery costs.\n3. Two acquisition channels delivering customers at the target cost.\n\nStaging does not slow a good market down. It protects the core business from a bad one and gives the entry team a clear, shared definition of progress.',
        },
      ],
      conclusion:
        'A market entry strategy is less a forecast than a sequence of well-designed bets. Choose the segment where your advantage is sharpest, test what you believe before you spend, and let evidence rather than momentum decide how fast you scale.',
    },
  },
  {
    author: 'priya',
    category: 'Sales Strategy',
    publishedAt: '2025-05-28T09:00:00.000Z',
    body: {
      title: 'Pipeline Reviews That Actually Forecast',
      excerpt:
        'Weekly pipeline meetings often turn into status theatre. How to rebuild them around evidence so the forecast becomes something the board can rely on.',
      introduction:
        'In most sales organisations the weekly pipeline review is the most expensive meeting on the calendar and one of the least useful. Representatives narrate their deals, managers apply a private discount to each story, and the forecast that reaches the board is a negotiated number rather than a measured one. It does not have to be that way.',
      key_points: [
        'Define deal stages by what the buyer has done, not by what the seller hopes.',
        'Review the deals that moved or stalled, not every deal in the pipeline.',
        'Track forecast accuracy by team and by stage, and make it visible every month.',
      ],
      sections: [
        {
          title: 'Stages that describe buyer behaviour',
          content:
            "A deal in 'proposal' tells you what your team did. A deal where the economic buyer has confirmed budget and a decision date tells you what the customer did, and that is what predicts revenue. Rewrite each stage as a set of verifiable exit criteria: a named sponsor, an agreed problem statement, a mutual plan with dates. Deals that cannot show the evidence move back a stage, without blame.",
        },
        {
          title: 'Inspect change, not inventory',
          content:
            'Walking through every open opportunity wastes the time of the people who are closing business. Structure the review around change since last week: deals that advanced, deals whose close date slipped, deals with no buyer activity for fourteen days, and new deals above a size threshold. Thirty focused minutes on movement reveals more risk than ninety minutes of narration.',
        },
        {
          title: 'Close the loop on accuracy',
          content:
            "At the end of each month, compare what was committed with what closed, by representative and by stage. Publish the numbers. Within two quarters teams learn that an honest 'not this month' is valued more than an optimistic commit, and the forecast starts to converge on reality.",
        },
      ],
      conclusion:
        'A pipeline review should be a measurement instrument, not a performance. Anchor stages in buyer evidence, spend the meeting on what changed, and hold everyone, managers included, to account for forecast accuracy.',
    },
  },
  {
    author: 'daniel',
    category: 'M&A',
    publishedAt: '2025-05-15T09:00:00.000Z',
    body: {
      title: 'Post-Merger Integration: The First 100 Days Decide the Deal',
      excerpt:
        "The value of an acquisition is won or lost after signing. What to settle before day one, and how to run the first hundred days so the deal's thesis survives contact with two organisations.",
      introduction:
        'Acquirers spend months on valuation, diligence and negotiation, then hand the combined business to an integration team with a few weeks of preparation. Yet most of the value at stake, the revenue synergies, the retained customers and the key people, is decided in the first hundred days after close. The companies that integrate well treat those days as a programme with its own leadership, governance and measures.',
      key_points: [
        'Translate the deal thesis into five to seven measurable integration outcomes before closing.',
        'Name the leadership of the combined business on day one; uncertainty costs more than a difficult decision.',
        'Protect customers and revenue first: a dedicated account plan for the top accounts of both companies.',
        'Integrate only what the thesis requires; leave the rest alone until the basics are stable.',
      ],
      sections: [
        {
          title: 'From deal thesis to integration scorecard',
          content:
            "The investment case names the reasons for the deal: cross-selling into a new customer base, a product gap closed, a cost position improved. Each reason should become an outcome with an owner and a date, such as 'joint offer launched to the top 200 accounts by day 90'. That scorecard, not a generic checklist, is what the integration office manages and what the board reviews.",
        },
        {
          title: 'People decisions come first',
          content:
            'Talented people leave acquired companies in the first six months, usually because nobody told them what their future looks like. Announce the top two layers of leadership at close, agree retention arrangements for the individuals the thesis depends on, and give every employee a clear answer to three questions: who is my manager, what changes for me, and when.',
        },
        {
          title: 'Customers notice everything',
          content:
            'Competitors will call your customers the week the deal is announced. Build a joint account plan for the most valuable relationships of both companies, brief account teams before the announcement, and freeze any change to pricing, contracts or service levels until customers have heard from you directly. Revenue lost in the first quarter is rarely recovered.',
        },
      ],
      conclusion:
        'Integration is where an acquisition stops being a transaction and becomes a business. Decide early, communicate relentlessly and measure the outcomes the deal was bought for; the first hundred days set the trajectory for everything that follows.',
    },
  },
  {
    author: 'marcus',
    category: 'Business Development',
    publishedAt: '2025-04-30T09:00:00.000Z',
    body: {
      title: 'Building a Business Development Engine, Not a Team of Heroes',
      excerpt:
        'Growth that depends on two exceptional rainmakers is fragile. How to turn individual talent into a repeatable system of targeting, outreach and qualification.',
      introduction:
        'Many growing firms owe their best years to one or two people who can open any door. It works until one of them leaves, burns out or simply runs out of hours. A business development engine captures what those people do instinctively, which accounts they pick, how they open a conversation and when they walk away, and makes it something a wider team can run and improve.',
      key_points: [
        'Define the ideal customer profile with data from won and lost deals, not from intuition.',
        'Build target account lists in tiers, with a different level of effort for each tier.',
        'Write the first conversation down: the problem hypothesis, the questions and the next step you ask for.',
        'Measure the engine weekly on leading indicators such as meetings held and opportunities created.',
      ],
      sections: [
        {
          title: 'Targeting from evidence',
          content:
            'Pull every deal from the last two years and look for the pattern behind the wins: industry, size, trigger events, the role of the first contact. The result is a profile specific enough to exclude most of the market. That is the point; a team that pursues everyone converts no one.',
        },
        {
          title: 'Tiered account plans',
          content:
            'Not every target deserves the same effort. A simple model works well:\n\n- **Tier 1**: twenty to fifty accounts with a named owner, researched stakeholders and a bespoke point of view.\n- **Tier 2**: a few hundred accounts reached through sequenced, industry-specific outreach.\n- **Tier 3**: the long tail, served by content, events and partners.\n\nReview the tiers quarterly and promote accounts that show intent.',
        },
        {
          title: 'Codify the first conversation',
          content:
            "The heroes' real advantage is the first meeting: they arrive with a sharp view of the prospect's problem and leave with a concrete next step. Capture that as a short discovery guide and role-play it. New team members reach productivity months sooner, and the whole team's conversion from meeting to opportunity rises.",
        },
      ],
      conclusion:
        'A business development engine does not replace talented people; it multiplies them. Target from evidence, match effort to account value, and turn the best conversations into a shared method that survives any single departure.',
    },
  },
  {
    author: 'marcus',
    category: 'Partnerships',
    publishedAt: '2025-04-14T09:00:00.000Z',
    body: {
      title: 'Choosing Channel Partners Who Actually Sell',
      excerpt:
        'Partner programmes often sign dozens of resellers and hear from three. How to select, enable and manage partners so the channel becomes a real source of pipeline.',
      introduction:
        'Signing a partner agreement is easy; getting a partner to sell is not. Most channel programmes follow the same arc: an energetic launch, a long list of logos, and within a year a handful of partners producing almost all the revenue. The difference between a channel that works and one that merely exists is decided at selection and in the first ninety days of each partnership.',
      key_points: [
        'Select partners whose customers already have the problem you solve and whose business model rewards selling it.',
        'Start with fewer partners and invest properly in each: joint plans, training and deal support.',
        'Agree a ninety-day joint business plan with named accounts before announcing the partnership.',
      ],
      sections: [
        {
          title: 'Selection criteria that predict revenue',
          content:
            'Three questions separate productive partners from the rest. Do their customers buy solutions like yours today? Does your product make their existing services more valuable, or does it compete for the same budget? And will the margin or services revenue matter to them at their size? A partner that scores well on all three will sell without being chased.',
        },
        {
          title: 'Enablement is a joint project',
          content:
            'Partners sell what they understand and can deliver. Give their sales teams a short pitch, two customer stories and a qualification checklist, and give their delivery teams a supported first implementation. Co-sell the first three deals together: the partner learns your motion, and you learn what their customers actually ask.',
        },
        {
          title: 'Manage the portfolio, not the list',
          content:
            'Review partners quarterly on pipeline sourced, deals closed and customer satisfaction. Invest more in the top performers, agree improvement plans with the middle, and let inactive agreements lapse. A smaller, well-supported channel consistently outsells a large, neglected one.',
        },
      ],
      conclusion:
        'The best channel programmes are built one productive partnership at a time. Choose partners whose incentives match yours, invest in their first wins, and manage the portfolio with the same rigour you apply to your direct pipeline.',
    },
  },
  {
    author: 'priya',
    category: 'Sales Strategy',
    publishedAt: '2025-03-31T09:00:00.000Z',
    body: {
      title: 'Where AI Belongs in Your Sales Process',
      excerpt:
        'AI tools promise to transform selling, and many end up as unused licences. A practical way to decide where AI helps your team most, and where it does not.',
      introduction:
        "Sales leaders are being offered an AI tool for every step of the funnel, from prospect research to call coaching. Some of these tools deliver striking gains; many add another login and little else. The difference rarely lies in the technology. It lies in whether the tool addresses a real bottleneck in the team's process, and whether the process and data around it are ready.",
      key_points: [
        'Start from the bottleneck: measure where time and deals are lost before choosing a tool.',
        'Automate administration first; it returns selling time without changing how people sell.',
        'Keep humans in charge of judgement calls such as pricing, qualification and relationships.',
        'Run a time-boxed pilot with a control group and a single success measure.',
      ],
      sections: [
        {
          title: 'Find the real constraint',
          content:
            'Before any tool discussion, measure the funnel: where do representatives spend their hours, and at which stage are most deals lost? Teams that spend a third of the week on notes, updates and follow-up e-mails have a very different problem from teams whose meetings fail to turn into opportunities. The first needs automation; the second needs better targeting and coaching.',
        },
        {
          title: 'High-return uses today',
          content:
            'Three uses consistently pay back within a quarter:\n\n- Call summaries and CRM updates written automatically after each meeting.\n- Account research briefs assembled before a first conversation.\n- Prioritisation of inbound leads by fit and buying signals.\n\nEach removes low-value work or sharpens focus without asking representatives to sell differently, which is why adoption follows.',
        },
        {
          title: 'Pilot like an investor',
          content:
            'Pick one team, one use case and one measure, such as selling hours per week or meetings booked per representative. Run the pilot for six to eight weeks against a comparable team without the tool. Scale only what moves the measure, and retire the rest without sentiment.',
        },
      ],
      conclusion:
        'AI earns its place in a sales process when it removes a bottleneck the team already feels. Start with the constraint, prove the gain in a controlled pilot, and keep the judgement that wins deals firmly with your people.',
    },
  },
  {
    author: 'priya',
    category: 'Strategy',
    publishedAt: '2025-03-17T09:00:00.000Z',
    body: {
      title: 'From Annual Plan to Operating Rhythm',
      excerpt:
        'An annual strategy that is reviewed once a year is a document, not a strategy. How a simple quarterly rhythm keeps priorities, budgets and teams aligned as conditions change.',
      introduction:
        'Most leadership teams invest weeks in the annual planning cycle and then rarely look at the plan again until the next one. Meanwhile markets move, assumptions break and teams quietly reprioritise. A light, disciplined operating rhythm turns strategy into a set of decisions revisited often enough to stay true, without turning the organisation into a permanent planning exercise.',
      key_points: [
        'Limit the company to three to five strategic priorities, each with an owner and a measure.',
        'Hold a quarterly review that reallocates people and budget, not one that only reports status.',
        'Use a monthly one-page scorecard so problems surface weeks rather than quarters early.',
      ],
      sections: [
        {
          title: 'Fewer priorities, clearer owners',
          content:
            'A plan with twelve priorities has none. Force the choice down to a handful, give each a single executive owner and define what success looks like in numbers for the year and for each quarter. Everything else is business as usual and is managed in the ordinary line.',
        },
        {
          title: 'The quarterly decision meeting',
          content:
            'The quarterly review has one purpose: to decide. For each priority, the owner presents progress against the measure, what has been learned, and a recommendation to continue, accelerate, change course or stop. The meeting ends with explicit reallocation of people and money. If nothing was reallocated, the meeting was a report.',
        },
        {
          title: 'A scorecard everyone can read',
          content:
            'Between reviews, a one-page scorecard shared monthly keeps everyone honest. It shows each priority, its measure, the trend and a red, amber or green judgement from the owner. Its value comes from consistency: the same page, the same measures, every month.',
        },
      ],
      conclusion:
        'Strategy becomes real in the rhythm of decisions that follow the plan. Keep the priorities few, review them quarterly with the authority to reallocate, and make progress visible every month.',
    },
  },
  {
    author: 'daniel',
    category: 'Consulting',
    publishedAt: '2025-03-03T09:00:00.000Z',
    body: {
      title: 'How to Scope an Advisory Engagement That Delivers',
      excerpt:
        'The value of an advisory engagement is largely set before it starts. What to agree on objectives, scope, team and measures so the work ends in results rather than a report.',
      introduction:
        'Executives who have had disappointing experiences with advisers usually describe the same pattern: a broad brief, a polished final presentation and little change afterwards. The root cause is almost always in the scoping. An engagement defined around a clear decision or outcome, with the client team involved throughout, looks very different from one defined around a list of deliverables.',
      key_points: [
        'Anchor the engagement in a decision to be made or an outcome to be achieved, with a date.',
        'Agree the measures of success on the first day and review them together at each milestone.',
        'Insist on senior advisers doing the work, and name the client people who will own the result.',
        'Plan the handover from the start: playbooks, tools and skills that stay when the advisers leave.',
      ],
      sections: [
        {
          title: 'Start from the decision',
          content:
            "'Review our go-to-market strategy' invites a report. 'Decide by September which two segments we prioritise next year, and build the plan to reach them' invites a result. Framing the engagement around a decision or an outcome focuses the analysis, shortens the timeline and makes it obvious when the work is done.",
        },
        {
          title: 'Measures agreed on day one',
          content:
            'Whether the target is pipeline created, cost removed or a transaction closed, write it into the engagement letter with a baseline and a date. Shared measures change the conversation: progress reviews become working sessions about the numbers rather than presentations about activity.',
        },
        {
          title: 'Build the handover in',
          content:
            'The most valuable output of a good engagement is a client team that can carry on without help. Pair every adviser with a client owner, document the methods as working playbooks, and plan the final month as a transition in which the client runs the work and the advisers coach.',
        },
      ],
      conclusion:
        'Good advisory work is scoped for results from its first conversation. Define the decision or outcome, agree how success will be measured, and make sure the capability stays with your team when the engagement ends.',
    },
  },
];

/** Creates the sample content; returns what it created, for the sandbox banner. */
export async function seedContent(): Promise<string[]> {
  const categories = await ensureCategories();
  const authors = await ensureAuthors();
  let articles = 0;
  for (const sample of sampleArticles) {
    const author = authors.get(sample.author);
    const category = categories.get(sample.category);
    if (!author || !category)
      throw new Error(`Seed article "${sample.body.title}" has no author or category`);
    try {
      await createArticle(
        {
          // The store the API writes through, so each sample enters the quality index.
          articles: articleDeps.articles,
          authors: authorRepository,
          categories: categoryRepository,
          // The article's publication date is its creation time: give it the sample's date.
          now: () => new Date(sample.publishedAt),
        },
        // Parsed like an API body, so sample content obeys the same rules as an editor's.
        articleCreateBodySchema.parse({
          ...sample.body,
          slug: '',
          author_id: author.id,
          category_id: category.id,
          image_url: '/images/article-default.svg',
          is_published: true,
        }),
      );
      articles += 1;
    } catch (error) {
      // Already there from an interrupted earlier run.
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return [`${categories.size} categories`, `${authors.size} authors`, `${articles} articles`];
}

/** Who the activity log says wrote the seeds. */
const seedActor = { email: 'sandbox-seed' };

async function ensureCategories(): Promise<Map<string, CategoryRecord>> {
  const deps = { categories: categoryRepository };
  const existing = new Map(
    (await listCategories(deps)).items.map((category) => [category.name, category]),
  );
  for (const name of allowedCategoryNames) {
    if (!existing.has(name)) existing.set(name, await createCategory(deps, { name }, seedActor));
  }
  return new Map(allowedCategoryNames.map((name) => [name, existing.get(name)!]));
}

async function ensureAuthors(): Promise<Map<AuthorKey, AuthorRecord>> {
  const deps = { authors: authorRepository };
  const existing = new Map((await listAuthors(deps)).items.map((author) => [author.name, author]));
  const authors = new Map<AuthorKey, AuthorRecord>();
  for (const [key, input] of Object.entries(sampleAuthors) as [AuthorKey, AuthorInput][]) {
    authors.set(key, existing.get(input.name) ?? (await createAuthor(deps, input, seedActor)));
  }
  return authors;
}
