/**
 * The offline adapter of the ContentModel port: the default wherever Bedrock is not configured
 * (the sandbox, tests). It writes readable, structured drafts from the inputs with templates,
 * choosing among several phrasings by a hash of the inputs, so the same inputs always give the
 * same text and different inputs give visibly different texts. Headings are in sentence case and
 * no field is ever cut to fit its limit: a shorter phrasing is chosen instead (`offline-text`).
 * Every draft says plainly that it is an offline draft (the article introduction and the page
 * intro start with 'Offline draft:').
 */
import type { GeneratedArticle } from '@shared/schemas/generation';
import type { GeneratedPageContent } from '@shared/schemas/page';
import type {
  ArticleRequest,
  AssistModel,
  ContentModel,
  PageRequest,
} from '@functions/domain/generation/content-model';
import { offlineAssist } from '@functions/adapters/content-model/offline-assist';
import {
  capitalise,
  fits,
  chooser,
  inline,
  painPhrases,
  pathLabel,
  type Limit,
} from '@functions/adapters/content-model/offline-text';

/** The words every offline draft starts with. */
export const offlineDraftMarker = 'Offline draft:';

// The schemas' limits (shared/schemas/generation, shared/schemas/page); the title and the meta
// descriptions must also show whole on a desktop result page (shared/rules/serp-preview).
const limits = {
  sectionTitle: { max: 200 },
  metaDescription: { max: 160, serp: 'description' },
  title: { max: 60, serp: 'title' },
  h1: { max: 120 },
  subheadline: { max: 300 },
  introParagraph: { max: 2000 },
  bullet: { max: 300 },
  question: { max: 300 },
  // A bullet or question quoting the pain point: its first clause rather than a paragraph.
  quote: { max: 110 },
} as const satisfies Record<string, Limit>;

function writeArticle(request: ArticleRequest): GeneratedArticle {
  const kw = inline(request.keyword);
  const title = request.title.trim();
  const { pick, some, between, fitting } = chooser(`${title}|${request.keyword.trim()}`);

  const opening = pick(
    [
      `${offlineDraftMarker} "${title}" is a question more leadership teams are asking as ${kw} moves from a side project to a board-level priority.`,
      `${offlineDraftMarker} Few topics come up as often in planning sessions as ${kw}, and the reason is simple: it sits where strategy meets day-to-day execution.`,
      `${offlineDraftMarker} When growth slows, the companies that recover fastest are usually the ones that treat ${kw} as a discipline rather than a one-off initiative.`,
      `${offlineDraftMarker} Every organisation says it wants to get better at ${kw}; far fewer can say what "better" looks like in numbers.`,
    ],
    'opening',
  );
  const follow = pick(
    [
      `This article sets out what ${kw} means in practice, where teams most often lose momentum, and the steps that turn good intentions into measurable results.`,
      `Below we look at the decisions that matter most, the mistakes we see repeatedly in client work, and a practical sequence for getting started with ${kw}.`,
      `The good news is that the fundamentals are learnable. What follows is a field guide to ${kw}, drawn from the patterns we see across growing companies.`,
    ],
    'follow',
  );
  const introduction = `${opening} ${follow}\n\nThis text was produced by the offline content model from the title and keyword; review and edit it before publishing it as the firm's view.`;

  const keyPointPool = [
    `Treat ${kw} as an operating discipline with an owner, a budget and a review rhythm.`,
    `Start from the customer problem you are solving, not from the tools you want to use.`,
    `Agree on three to five metrics before you launch, and report them the same way every month.`,
    `Small, fast experiments beat large programmes that take a year to show results.`,
    `Most failures come from unclear ownership rather than weak ideas.`,
    `Document what works so the next team can repeat it without starting over.`,
    `Align sales, marketing and operations early; ${kw} rarely succeeds in one function alone.`,
    `Revisit the plan every quarter: markets move, and so should your priorities.`,
  ];
  const keyPoints = some(keyPointPool, between(4, 5, 'kp-count'), 'kp');

  // Each section's headings: ones naming the keyword, then plainer ones for a keyword too long.
  const sectionPool: { titles: [string[], string[]]; paragraphs: string[] }[] = [
    {
      titles: [
        [
          `Why ${kw} matters now`,
          `The business case for ${kw}`,
          `What is driving the focus on ${kw}`,
        ],
        ['Why this matters now', 'The business case for acting this year'],
      ],
      paragraphs: [
        `Buyers are better informed, cycles are longer and budgets are scrutinised more closely than a few years ago. In that environment, ${kw} is no longer a nice-to-have: it is one of the few levers that improves both growth and efficiency at the same time.`,
        `The firms that invest early build an advantage that compounds. Each quarter of disciplined work on ${kw} produces data, habits and relationships that competitors cannot copy quickly.`,
      ],
    },
    {
      titles: [
        ['Where teams lose momentum', `Common pitfalls with ${kw}`, 'Mistakes we see repeatedly'],
        ['Where teams lose momentum', 'Mistakes we see repeatedly'],
      ],
      paragraphs: [
        `The most common problem is not a lack of ideas but a lack of focus. Teams launch several initiatives at once, none of them gets the attention it needs, and after six months the conclusion is that ${kw} "does not work here".`,
        `A second pitfall is measuring activity instead of outcomes. Counting meetings, campaigns or reports feels productive, yet it says little about whether customers or revenue moved.`,
      ],
    },
    {
      titles: [
        [
          'A practical framework',
          `Building a repeatable approach to ${kw}`,
          'From plan to practice',
        ],
        ['A practical framework', 'From plan to practice'],
      ],
      paragraphs: [
        `Begin with a short diagnostic: where are you today, what does good look like in twelve months, and which two or three constraints stand in the way? Write the answers down and share them with everyone involved.`,
        `Then sequence the work. Pick one initiative with a clear owner, define the metric it should move, and agree on a four-to-six-week checkpoint. Only add the next initiative when the first is running reliably.`,
      ],
    },
    {
      titles: [
        ['Measuring what matters', 'Metrics that show real progress', 'How to know it is working'],
        ['Measuring what matters'],
      ],
      paragraphs: [
        `Choose a small set of leading and lagging indicators. Leading indicators, such as response times or pipeline created, tell you early whether the approach is on track; lagging indicators, such as revenue or retention, confirm the result.`,
        `Review the numbers on a fixed rhythm with the people who can act on them. A monthly thirty-minute review with clear decisions beats a quarterly deck that nobody reads.`,
      ],
    },
    {
      titles: [
        ['Getting your team on board', 'People, roles and ownership', 'Leading the change'],
        ['Leading the change'],
      ],
      paragraphs: [
        `Progress on ${kw} depends on people more than on plans. Name an owner with the authority to make trade-offs, and make sure their role is visible to the rest of the organisation.`,
        `Invest in the skills the work needs, and celebrate early wins publicly. Nothing builds support faster than a colleague showing a result that matters to the business.`,
      ],
    },
    {
      titles: [
        ['A 90-day plan to get started', 'Your first three months', 'Where to begin next week'],
        ['Your first three months'],
      ],
      paragraphs: [
        `In the first month, agree on the goal, the owner and the metrics. In the second, run one focused experiment and document what you learn. In the third, decide whether to scale, adjust or stop, and plan the next step.`,
        `Keep the plan on one page. If it does not fit, it is probably trying to do too much at once.`,
      ],
    },
  ];
  const chosen = some(sectionPool, between(3, 5, 'section-count'), 'sections');
  const sections = chosen.map((section, index) => ({
    title: capitalise(fitting(`section-title-${index}`, limits.sectionTitle, section.titles)),
    content: section.paragraphs.join('\n\n'),
  }));

  if (request.includeLinks && request.siteLinks.length > 0) {
    const articleLinks = request.siteLinks.filter((path) => path.startsWith('/insights/'));
    const links: string[] = [];
    if (request.siteLinks.includes('/contact')) {
      links.push(`If you would like a second opinion on your plan, [talk to our team](/contact).`);
    }
    if (articleLinks.length > 0) {
      const related = pick(articleLinks, 'related');
      links.push(`For a related perspective, read [${pathLabel(related)}](${related}).`);
    } else if (request.siteLinks.includes('/insights')) {
      links.push(`You can find more practical guidance in [our insights](/insights).`);
    }
    const last = sections[sections.length - 1];
    if (last && links.length > 0) last.content = `${last.content}\n\n${links.join(' ')}`;
  }

  const conclusion = pick(
    [
      `${capitalise(kw)} rewards patience and focus. Start small, measure honestly and build on what works, and within a few quarters the results will speak for themselves.`,
      `There is no single recipe for ${kw}, but the pattern is consistent: clear ownership, a short list of metrics and a steady rhythm of review. Put those in place and the rest becomes much easier.`,
      `The organisations that win with ${kw} are rarely the ones with the biggest budgets. They are the ones that decide what matters, act on it consistently and learn faster than their competitors.`,
    ],
    'conclusion',
  );

  const metaDescription = fitting('meta', limits.metaDescription, [
    [
      `${title}: a practical guide to ${kw}, with the priorities, pitfalls and a 90-day plan to get started.`,
      `${title}: what matters in ${kw}, what to avoid and where to begin.`,
      `How to make ${kw} work: priorities, common mistakes and the metrics that show progress.`,
      `${capitalise(kw)} explained for leaders: what matters, what to avoid and where to begin.`,
    ],
    [
      `${title}: priorities, pitfalls and a 90-day plan to get started.`,
      `A practical guide to ${kw}.`,
    ],
    [
      'A practical guide for leaders: the priorities, the common pitfalls and a 90-day plan to get started.',
    ],
  ]);

  return { introduction, keyPoints, sections, conclusion, metaDescription };
}

// The call to action's lines, per CTA type (other types get a neutral invitation): each line in
// several phrasings, so two pages with the same CTA type do not end on the same sentences.
const ctaTexts: Record<string, (kw: string, industry: string, forIndustry: string) => string[][]> =
  {
    consultation: (kw, industry) => [
      [
        `Book a free 30-minute strategy consultation.`,
        `Book a free half-hour call about ${kw}.`,
        `Ask for a free strategy consultation on ${kw}.`,
      ],
      [
        `We will review your current approach to ${kw} and outline the first steps that fit your ${industry} business.`,
        `Bring your latest numbers; we will show where ${kw} can move them in a ${industry} setting.`,
        `In thirty minutes we map your ${kw} today against what strong ${industry} teams do.`,
      ],
      [
        `No obligation, just a clear view of where to focus.`,
        `You leave with two or three priorities, whether or not we work together.`,
        `There is no pitch, only a frank view of your options.`,
      ],
    ],
    download: (kw, _industry, forIndustry) => [
      [
        `Download our practical guide to ${forIndustry}.`,
        `Download the ${forIndustry} playbook.`,
        `Get our free guide to ${forIndustry}.`,
      ],
      [
        `It includes a self-assessment checklist, the metrics that matter and a 90-day action plan.`,
        `Inside: a checklist to score your ${kw}, benchmark metrics and a first-quarter plan.`,
        `It walks through the diagnostic we use with clients, step by step, with worked examples.`,
      ],
      [
        `Free, and ready to share with your team.`,
        `Free to download and easy to share with colleagues.`,
        `No sign-up wall beyond an email address.`,
      ],
    ],
    contact: (kw, industry) => [
      [
        `Talk to our team about ${kw}.`,
        `Get in touch about ${kw}.`,
        `Send us a note about your ${kw} plans.`,
      ],
      [
        `Tell us where your ${industry} business stands today and we will come back within one business day.`,
        `Describe your ${industry} situation in a few lines; a senior advisor replies within a day.`,
        `Share what is holding your ${industry} team back and we will suggest a sensible first move.`,
      ],
      [
        `Practical advice, no sales pitch.`,
        `Straight answers from people who have done this work.`,
        `Plain advice, whatever you decide.`,
      ],
    ],
  };

function writePage(request: PageRequest): GeneratedPageContent {
  const kw = inline(request.keyword);
  const industry = inline(request.industry);
  const pains = painPhrases(request.pain_point);
  const intent = request.intent_level.trim().toLowerCase();
  const { pick, some, between, fitting } = chooser(
    `${request.keyword.trim()}|${request.industry.trim()}|${request.pain_point}|${intent}|${request.cta_type}`,
  );
  const Kw = capitalise(kw);
  const Industry = capitalise(industry);
  // A keyword that already names the industry ("revenue operations for SaaS") is not followed by
  // "for SaaS" again.
  const kwNamesIndustry = kw.toLowerCase().includes(industry.toLowerCase());
  const kwForIndustry = kwNamesIndustry ? kw : `${kw} for ${industry}`;
  /** Every phrasing of `template` over the pain point's whole parts, longest first. */
  const withPain = (template: (pain: string, Pain: string) => string) =>
    pains.map((pain) => template(pain, capitalise(pain)));
  // The pain point inside a longer sentence: its longest whole part that reads as a quote, else
  // a plain reference (a pasted paragraph is quoted whole only where the field has room).
  const shortPain = pains.find((phrase) => fits(phrase, limits.quote));
  const pain = shortPain ? `"${shortPain}"` : 'the problem you described';
  // Each sentence slot has several phrasings built around the inputs' own words, so two cells of
  // a keyword x industry x pain point grid share few three-word runs and the quality gate does
  // not read them as copies of each other.
  const say = (salt: string, options: readonly string[]) => pick(options, salt);

  // The title and the meta description name all three inputs where they fit, so no two cells of
  // a grid share either; plainer tiers follow for inputs too long for a result line.
  const title = fitting('title', limits.title, [
    withPain((p) => (kwNamesIndustry ? `${Kw}: ${p}` : `${Kw} for ${industry}: ${p}`)),
    // Narrower phrasings that still name all three, for a wide keyword or industry.
    withPain((p) => (kwNamesIndustry ? `${Kw}: ${p}` : `${Kw}, ${industry}: ${p}`)),
    withPain((p) => `${Kw}: ${p}`),
    kwNamesIndustry
      ? [Kw, `${Kw} advisory`, `${Kw}: practical advice`]
      : [
          `${Kw} for ${industry}`,
          `${Kw} for ${industry} teams`,
          `${Kw} for ${industry} companies`,
          `${Kw}: advice for ${industry}`,
        ],
    [Kw],
    [`Growth advice for ${industry}`, `Strategy advice for ${industry} teams`],
    ['Strategy and growth advisory', 'Practical growth strategy advice'],
  ]);
  const meta_description = fitting('meta', limits.metaDescription, [
    [
      ...withPain((_, P) => `${P}? See how ${kw} helps ${industry} teams move faster.`),
      ...withPain((_, P) => `${capitalise(kwForIndustry)} companies. ${P}? We help you fix it.`),
      ...withPain(
        (p) => `How ${industry} leaders use ${kw} to deal with "${p}", with a clear plan.`,
      ),
      ...withPain(
        (p) => `${Kw} advice for ${industry} firms facing "${p}": diagnostic, plan, results.`,
      ),
      ...withPain(
        (p) => `${Industry} teams hearing "${p}": a practical ${kw} plan with senior support.`,
      ),
    ],
    [
      `${capitalise(kwForIndustry)} companies: a practical, proven approach with measurable results.`,
      `See how ${kw} helps ${industry} teams move faster, with a clear plan and senior support.`,
    ],
    [
      `${Kw}: a practical, proven approach with measurable results.`,
      `${Industry} teams: a practical, proven approach to growth with measurable results.`,
    ],
    [
      'A practical, proven approach to growth, with a clear plan, senior support and results you can measure.',
    ],
  ]);
  const h1 = fitting('h1', limits.h1, [
    [
      kwNamesIndustry ? `${Kw} that delivers` : `${Kw} that works for ${industry}`,
      kwNamesIndustry ? `${Kw}, built around your numbers` : `${Kw}, built around ${industry}`,
      `Make ${kw} work for your ${industry} business`,
      `Better ${kw} for ${industry} leaders`,
      `${Kw} in ${industry}, without the guesswork`,
      `Where ${kw} pays off in ${industry}`,
    ],
    [`${Kw} that delivers`, `Make ${kw} work for your business`],
    [`Practical advice for ${industry} leaders`, `Growth that lasts for ${industry} teams`],
    ['Practical strategy advice that delivers', 'Growth plans your team can run'],
  ]);
  const subheadline = fitting('sub', limits.subheadline, [
    [
      ...withPain(
        (_, P) =>
          `${P}? We help ${industry} leaders fix it with a clear plan and hands-on support.`,
      ),
      ...withPain((p) => `When "${p}" holds a ${industry} business back, ${kw} is where we start.`),
      ...withPain((p) => `Senior ${kw} support for ${industry} teams tired of hearing "${p}".`),
      `A focused, measurable approach to ${kwForIndustry} teams that need results this year.`,
      `Senior advice on ${kwForIndustry} businesses, from the first diagnostic to lasting results.`,
    ],
    [`A focused, measurable approach to ${kw} for teams that need results this year.`],
    [`Senior advice for ${industry} businesses, from the first diagnostic to lasting results.`],
    ['A focused, measurable approach for teams that need results this year.'],
  ]);

  const cost = say('cost', [
    `It slows growth, drains the team's attention and makes planning harder than it should be.`,
    `Left alone, it eats into margin and pulls managers into firefighting instead of planning.`,
    `It shows up in the forecast first, then in morale, and by then it is expensive to undo.`,
    `Few ${industry} teams can name its true cost, which is why it keeps slipping down the agenda.`,
    `Each quarter it persists, competitors in ${industry} gain ground that is hard to win back.`,
  ]);
  const approach = say('approach', [
    `Our ${kw} work starts from your numbers and your constraints, then builds a practical plan your team can run.`,
    `We treat ${kw} as an operating habit, not a project: clear owners, a short list of measures and a steady review rhythm.`,
    `We begin with a two-week look at how ${kw} runs in your business today, then agree the few changes worth making.`,
    `Good ${kw} in ${industry} is mostly about sequence: fix the basics, prove one gain, then scale what worked.`,
    `Rather than a thick report, you get a ${kw} plan sized to your team and a partner to help run it.`,
  ]);
  const intentLine = say(
    'intent',
    intent === 'informational'
      ? [
          `Below you will find how the approach works and answers to the questions we hear most.`,
          `Read on for how ${kw} is usually set up, what tends to go wrong and how to tell it is working.`,
          `This page explains the method in plain terms, with the questions ${industry} readers ask us most.`,
        ]
      : intent === 'transactional'
        ? [
            `If you are ready to act, the next step takes less than a minute.`,
            `When you are ready, one short form gets a senior advisor on the phone.`,
            `Starting is simple: tell us about your ${industry} business and we set up a first call.`,
          ]
        : [
            `Here is what you get, how it compares with doing it alone, and what it takes to start.`,
            `Below: what an engagement includes, how it differs from hiring in, and the usual timeline.`,
            `You will see what we deliver for ${industry} clients, what it costs in time, and how to begin.`,
          ],
  );
  const tail = `${cost} ${approach} ${intentLine}`;
  const intro_paragraph = fitting('intro', limits.introParagraph, [
    [
      ...withPain(
        (p) =>
          `${offlineDraftMarker} Many ${industry} companies tell us the same thing: ${p}. ${tail}`,
      ),
      ...withPain(
        (_, P) =>
          `${offlineDraftMarker} "${P}." We hear it often from ${industry} leaders, and it rarely fixes itself. ${tail}`,
      ),
      ...withPain(
        (p) =>
          `${offlineDraftMarker} Ask a ${industry} executive what keeps ${kw} from paying off and you often hear: ${p}. ${tail}`,
      ),
    ],
    [
      `${offlineDraftMarker} Many ${industry} companies find that growth stalls for reasons that are hard to see from the inside. ${tail}`,
    ],
  ]);

  /** A bullet in the first tier of phrasings that fits, else a plain one. */
  const bullet = (salt: string, rich: string[], plain: string[]) =>
    fitting(salt, limits.bullet, [rich, plain]);
  const bullets = [
    fitting('bullet-diagnostic', limits.quote, [
      withPain((p) => `A clear diagnostic of what lies behind "${p}"`),
      withPain((p) => `A root-cause review of "${p}"`),
      ['A clear diagnostic of where the problem costs you most'],
    ]),
    bullet(
      'bullet-plan',
      [
        `A plan for ${kw}, tailored to how ${industry} companies buy and sell`,
        `A ${kw} roadmap shaped around ${industry} buying cycles`,
        `Priorities for ${kw} ranked by their effect on ${industry} margins`,
      ],
      [
        `A plan for ${kw}, tailored to your market`,
        'A plan tailored to how your market buys and sells',
      ],
    ),
    say('bullet-metrics', [
      `Metrics agreed up front, reported monthly`,
      `A handful of ${kw} measures, agreed before work starts`,
      `Monthly reporting on the numbers behind ${pain}`,
    ]),
    say('bullet-senior', [
      `Hands-on support from senior advisors, not junior analysts`,
      `Advisors who have run ${kw} inside companies, not only studied it`,
      `Senior people in the room for every ${industry} workshop`,
    ]),
    say('bullet-wins', [
      `Quick wins in the first 90 days, with a roadmap beyond them`,
      `Early progress on ${pain} within one quarter`,
      `A first visible result in weeks, then a longer ${kw} roadmap`,
    ]),
    say('bullet-playbooks', [
      `Playbooks and templates your team keeps after the engagement`,
      `${Kw} templates your people keep and reuse`,
      `Written routines so ${industry} staff can carry on without us`,
    ]),
    bullet(
      'bullet-experience',
      [
        `Experience across growth-stage and established ${industry} businesses`,
        `Lessons from dozens of ${industry} engagements, good and bad`,
        `Benchmarks from comparable ${industry} firms to test your targets against`,
      ],
      ['Experience across growth-stage and established businesses'],
    ),
  ];
  const value_bullets = some(bullets, between(5, 6, 'bullet-count'), 'bullets');

  const forIndustry = kwNamesIndustry ? kw : `${kw} for ${industry}`;
  const cta = ctaTexts[request.cta_type.trim().toLowerCase()];
  const cta_section = cta
    ? cta(kw, industry, forIndustry)
        .map((lines, index) => say(`cta-${index}`, lines))
        .join('\n')
    : [
        say('cta-0', [`Ready to make progress on ${kw}?`, `Want a second view on ${kw}?`]),
        say('cta-1', [
          `Tell us about your ${industry} business and we will suggest the most useful next step.`,
          `Share a little about your ${industry} team and we will point you to a sensible first step.`,
        ]),
      ].join('\n');

  const question = (salt: string, rich: string[], plain: string[]) =>
    fitting(salt, limits.question, [rich, plain]);
  const faqPool = [
    {
      question: question(
        'faq-involve',
        [
          `What does ${kw} involve for ${kwNamesIndustry ? 'us' : `a ${industry} company`}?`,
          `What does a ${kw} engagement look like in ${industry}?`,
        ],
        [`What does ${kw} involve?`, 'What does an engagement involve?'],
      ),
      answer: say('faq-involve-a', [
        `It starts with a short diagnostic of your current approach, followed by a focused plan, agreed metrics and support while your team puts the plan into practice.`,
        `We interview the people closest to ${kw}, study the numbers, and come back within a fortnight with three or four changes ranked by value. Then we help make them stick.`,
        `Expect a discovery phase, a written ${kw} plan your leadership signs off, and regular working sessions with the ${industry} team that owns delivery.`,
      ]),
    },
    {
      question: say('faq-speed', [
        `How quickly will we see results?`,
        `How soon will ${pain} be behind us?`,
        `How long before ${kw} shows up in the numbers?`,
      ]),
      answer: say('faq-speed-a', [
        `Most clients see early indicators move within the first 60 to 90 days. Larger outcomes, such as revenue or margin, typically follow over two to three quarters.`,
        `Leading signals usually shift inside one quarter. Hard financial results in ${industry} take longer, often six to nine months, depending on deal size and season.`,
        `We set a checkpoint at six weeks so you can judge progress early; the bigger ${kw} gains build over the following two quarters.`,
      ]),
    },
    {
      question: say('faq-size', [
        `Do you work with companies of our size?`,
        `Is this only for large ${industry} firms?`,
        `Can a small team take this on?`,
      ]),
      answer: say('faq-size-a', [
        `Yes. We work with growth-stage and established ${industry} businesses, and we scale the engagement to your team and budget.`,
        `Our ${industry} clients range from a few dozen staff to several thousand; the method is the same, the scope changes.`,
        `Smaller teams often move faster. We size the ${kw} work so it fits beside everyone's day job.`,
      ]),
    },
    {
      question: fitting('faq-pain', limits.quote, [
        withPain((_, P) => `${P}: can you help with that?`),
        withPain((p) => `Have you dealt with "${p}" before?`),
        ['Can you help with a problem like ours?'],
      ]),
      answer: say('faq-pain-a', [
        `We find where the problem starts, agree on the few changes that matter most, and support your team until the new way of working is routine.`,
        `Often, and the cause is rarely where teams first look. We trace ${pain} back through the process until the real constraint is clear.`,
        `It is one of the most common issues we meet in ${industry}. The fix usually combines a process change, a clearer owner and better data.`,
      ]),
    },
    {
      question: say('faq-cost', [
        `What does it cost?`,
        `How is the work priced?`,
        `What budget should we plan for?`,
      ]),
      answer: say('faq-cost-a', [
        `Engagements are scoped to the outcome you need. After a first conversation we propose a fixed scope and fee, so there are no surprises.`,
        `We quote a fixed fee per phase once we understand your ${kw} goals, and you can stop after any phase.`,
        `Pricing depends on scope rather than hours. Most ${industry} clients begin with a short diagnostic at a fixed price.`,
      ]),
    },
    {
      question: say('faq-next', [
        `What happens after the first conversation?`,
        `What are the next steps after we talk?`,
        `How do we get started?`,
      ]),
      answer: say('faq-next-a', [
        `You receive a short written summary of what we heard and the options we see. You decide whether and how to continue.`,
        `Within a few days you get a one-page note on your ${kw} situation and a suggested first step, with no commitment.`,
        `We send a brief proposal covering goals, timing and who from your ${industry} team should be involved.`,
      ]),
    },
  ];
  const faqs = some(faqPool, between(5, 6, 'faq-count'), 'faqs');

  return {
    title,
    meta_description,
    h1,
    subheadline,
    intro_paragraph,
    value_bullets,
    cta_section,
    faqs,
  };
}

/** Creates the offline content model. */
export interface OfflineModelOptions {
  /**
   * How long each draft takes, in ms (0 by default). A real model takes seconds; the sandbox can
   * simulate that (`OFFLINE_MODEL_LATENCY_MS`) so batch progress is visible as it would be live.
   */
  latencyMs?: number;
}

export function createOfflineContentModel({
  latencyMs = 0,
}: OfflineModelOptions = {}): ContentModel & AssistModel {
  const after = async <T>(write: () => T): Promise<T> => {
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    return write();
  };
  return {
    name: 'offline',
    generateArticle: (request) => after(() => writeArticle(request)),
    generatePage: (request) => after(() => writePage(request)),
    ...offlineAssist,
  };
}
