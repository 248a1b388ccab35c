/** The offline content model: deterministic, varied, valid, marked as an offline draft. */
import { describe, expect, it, vi } from 'vitest';
import { generatedArticleSchema } from '@shared/schemas/generation';
import { generatedPageContentSchema } from '@shared/schemas/page';
import { isGenericHeading } from '@shared/rules/generic-headings';
import { serpLine } from '@shared/rules/serp-preview';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { exactSimilarity, textWords, uniqueWordCount } from '@functions/domain/quality/fingerprint';
import { defaultQualitySettings } from '@shared/schemas/quality';

const model = createOfflineContentModel();
const request = {
  title: 'Scaling a Partner Channel',
  keyword: 'channel partnerships',
  includeLinks: false,
  siteLinks: [],
};

describe('offline content model', () => {
  it('writes a schema-valid article marked as an offline draft', async () => {
    const article = await model.generateArticle(request);

    expect(generatedArticleSchema.parse(article)).toEqual(article);
    expect(article.introduction.startsWith('Offline draft:')).toBe(true);
    expect(article.introduction).toContain('channel partnerships');
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
    expect(article.sections.some((section) => isGenericHeading(section.title))).toBe(false);
    expect(article.introduction).not.toMatch(/lorem ipsum/i);
  });

  it('gives the same text for the same inputs and different texts for different inputs', async () => {
    const again = await model.generateArticle({ ...request });
    const first = await model.generateArticle(request);
    const others = await Promise.all(
      ['pricing strategy', 'market entry', 'sales enablement', 'customer retention'].map(
        (keyword) => model.generateArticle({ ...request, title: `A Guide to ${keyword}`, keyword }),
      ),
    );

    expect(again).toEqual(first);
    const shapes = new Set(
      others.map((article) => article.sections.map((section) => section.title).join('|')),
    );
    expect(shapes.size).toBeGreaterThan(1);
  });

  it('links only to the site paths it was given when links are asked for', async () => {
    const siteLinks = ['/contact', '/insights', '/insights/pricing-basics'];

    const article = await model.generateArticle({ ...request, includeLinks: true, siteLinks });

    const text = [
      article.introduction,
      ...article.sections.map((section) => section.content),
      article.conclusion,
    ].join('\n');
    const targets = [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.every((target) => siteLinks.includes(target!))).toBe(true);
  });

  it('writes a schema-valid landing page with a CTA fitting its type', async () => {
    const input = {
      keyword: 'sales pipeline consulting',
      industry: 'SaaS',
      pain_point: 'Inconsistent pipeline generation and low win rates',
      intent_level: 'commercial',
      cta_type: 'download',
    };

    const page = await model.generatePage(input);

    expect(generatedPageContentSchema.parse(page)).toEqual(page);
    expect(page.title.length).toBeLessThanOrEqual(60);
    expect(page.intro_paragraph.startsWith('Offline draft:')).toBe(true);
    expect(page.cta_section).toMatch(/download/i);
    expect(await model.generatePage(input)).toEqual(page);
  });

  it('keeps a page valid for very long inputs', async () => {
    const long = 'x'.repeat(180);

    const page = await model.generatePage({
      keyword: long,
      industry: long,
      pain_point: 'p '.repeat(900),
      intent_level: 'informational',
      cta_type: 'webinar',
    });

    expect(generatedPageContentSchema.safeParse(page).success).toBe(true);
  });

  it('takes the configured latency per draft, and none by default', async () => {
    vi.useFakeTimers();
    try {
      const slow = createOfflineContentModel({ latencyMs: 500 });
      let done = false;
      const pending = slow
        .generatePage({
          keyword: 'pricing',
          industry: 'Retail',
          pain_point: 'Margins are thin.',
          intent_level: 'commercial',
          cta_type: 'consultation',
        })
        .then((page) => {
          done = true;
          return page;
        });
      await vi.advanceTimersByTimeAsync(499);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(generatedPageContentSchema.parse(await pending)).toBeTruthy();

      let immediate = false;
      void model.generateArticle(request).then(() => (immediate = true));
      await Promise.resolve();
      await Promise.resolve();
      expect(immediate).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('offline drafts read like a product', () => {
  const keywords = [
    'pricing',
    'Sales Pipeline Consulting',
    'revenue operations for SaaS',
    'zebracorn lattice optimisation for multi-region procurement teams in regulated markets with long approval chains and several distinct buying committees across every quarterly review',
  ];
  const industries = [
    'SaaS',
    'Retail',
    'Financial Services',
    'quillwort industrial fabrication and heavy equipment maintenance for municipal utilities, regional transit authorities and other public infrastructure operators',
  ];
  const painPoints = [
    'Margins are thin.',
    'Inconsistent pipeline generation and low win rates',
    'Our sales cycle keeps getting longer, because every deal now needs sign-off from finance, legal and procurement; nobody owns the forecast. We miss the quarter more often than we hit it, and the board has started asking why the plan keeps changing. '.repeat(
      6,
    ),
  ];
  const grid = keywords.flatMap((keyword) =>
    industries.flatMap((industry) =>
      painPoints.map((pain_point) => ({
        keyword,
        industry,
        pain_point,
        intent_level: 'commercial',
        cta_type: 'consultation',
      })),
    ),
  );
  const articleGrid = keywords.flatMap((keyword) =>
    ['Scaling a Partner Channel', 'x'.repeat(200), 'Why pricing power is the next board topic'].map(
      (title) => ({ title, keyword, includeLinks: false, siteLinks: [] }),
    ),
  );

  const pageTexts = (page: Awaited<ReturnType<typeof model.generatePage>>) => [
    page.title,
    page.meta_description,
    page.h1,
    page.subheadline,
    page.intro_paragraph,
    ...page.value_bullets,
    page.cta_section,
    ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
  const articleTexts = (article: Awaited<ReturnType<typeof model.generateArticle>>) => [
    article.introduction,
    ...article.keyPoints,
    ...article.sections.flatMap((section) => [section.title, section.content]),
    article.conclusion,
    article.metaDescription,
  ];

  /** Sentence case: a capital first letter and no capitalised ordinary word after it. */
  const expectSentenceCase = (heading: string) => {
    expect(heading.charAt(0)).toMatch(/[A-Z0-9]/);
    const later = heading.split(/\s+/).slice(1);
    expect(later.filter((word) => /^[A-Z][a-z]+[.,:;?!]?$/.test(word))).toEqual([]);
  };

  /** A heading naming the start of an input names all of it: nothing is cut mid-phrase or mid-word. */
  const expectWholeInputs = (heading: string, inputs: string[]) => {
    const text = heading.toLowerCase();
    for (const input of inputs) {
      const phrase = input.toLowerCase().replace(/[.,]+$/, '');
      const first = phrase.split(' ')[0]!;
      if (new RegExp(`\\b${first}\\b`).test(text)) expect(text).toContain(phrase);
    }
  };

  it('never writes an ellipsis and keeps every page field whole, in sentence case and in its limit', async () => {
    for (const input of grid) {
      const page = await model.generatePage(input);

      expect(generatedPageContentSchema.parse(page)).toEqual(page);
      for (const text of pageTexts(page)) expect(text).not.toMatch(/\.\.\.|…/);
      for (const heading of [page.title, page.h1]) {
        expectSentenceCase(heading);
        expectWholeInputs(heading, [input.keyword, input.industry]);
      }
      expect(page.title.length).toBeLessThanOrEqual(60);
      expect(serpLine('title', page.title).truncated).toBe(false);
      expect(serpLine('description', page.meta_description).truncated).toBe(false);
      expect(page.intro_paragraph.startsWith('Offline draft:')).toBe(true);
      expect(await model.generatePage({ ...input })).toEqual(page);
    }
  });

  it('writes the short inputs into the headings whole and the pain point where it fits', async () => {
    const page = await model.generatePage({
      keyword: 'Sales Pipeline Consulting',
      industry: 'SaaS',
      pain_point: 'Inconsistent pipeline generation and low win rates',
      intent_level: 'commercial',
      cta_type: 'contact',
    });

    expect(page.title).toMatch(/^Sales pipeline consulting\b.*\bSaaS\b/);
    expect(page.h1.toLowerCase()).toContain('sales pipeline consulting');
    expect(page.intro_paragraph.toLowerCase()).toContain(
      'inconsistent pipeline generation and low win rates',
    );
  });

  it('quotes a long pain point by a whole sentence or clause, never a cut', async () => {
    const page = await model.generatePage({ ...grid[0]!, pain_point: painPoints[2]! });
    const texts = pageTexts(page).join('\n');

    expect(texts).toContain('Our sales cycle keeps getting longer');
    expect(texts).not.toMatch(/\.\.\.|…/);
  });

  it('gives different inputs different headings, in more than one phrasing', async () => {
    const pages = await Promise.all(grid.map((input) => model.generatePage(input)));
    const pairs = grid.map((input, index) => ({ input, page: pages[index]! }));

    for (const [a, b] of [
      [pairs[0]!, pairs[5]!],
      [pairs[1]!, pairs[2]!],
    ] as const) {
      expect(a.input).not.toEqual(b.input);
      expect([a.page.h1, a.page.meta_description]).not.toEqual([
        b.page.h1,
        b.page.meta_description,
      ]);
    }
    // The same phrasing with the inputs taken out: several templates are in use, not one.
    const shapes = new Set(
      pairs.map(({ input, page }) =>
        page.h1
          .toLowerCase()
          .replace(input.keyword.toLowerCase(), 'K')
          .replace(input.industry.toLowerCase(), 'I'),
      ),
    );
    expect(shapes.size).toBeGreaterThan(2);
    expect(new Set(pages.map((page) => page.h1)).size).toBeGreaterThan(grid.length / 2);
  });

  it('writes articles with whole, sentence-case headings and no ellipsis', async () => {
    for (const input of articleGrid) {
      const article = await model.generateArticle(input);

      expect(generatedArticleSchema.parse(article)).toEqual(article);
      for (const text of articleTexts(article)) expect(text).not.toMatch(/\.\.\.|…/);
      for (const section of article.sections) {
        expectSentenceCase(section.title);
        expectWholeInputs(section.title, [input.keyword]);
      }
      expect(serpLine('description', article.metaDescription).truncated).toBe(false);
      expect(article.introduction.startsWith('Offline draft:')).toBe(true);
      expect(await model.generateArticle({ ...input })).toEqual(article);
    }
  });
});

describe('offline pages of a keyword x industry x pain point grid pass the quality gate', () => {
  const grid = ['Revenue Operations', 'Pricing Strategy', 'Digital Transformation'].flatMap(
    (keyword) =>
      ['SaaS', 'Manufacturing', 'Construction', 'Retail'].flatMap((industry) =>
        ['Slow pipeline growth', 'Thin margins', 'Long sales cycles'].map((pain_point) => ({
          keyword,
          industry,
          pain_point,
          intent_level: 'commercial',
          cta_type: 'consultation',
        })),
      ),
  );
  // The text the gate reads of a page (functions/domain/quality/subjects).
  const gateText = (page: Awaited<ReturnType<typeof model.generatePage>>) =>
    [
      page.title,
      page.h1,
      page.subheadline,
      page.intro_paragraph,
      ...page.value_bullets,
      page.cta_section,
      ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
    ].join('\n');

  it('gives every cell its own title and meta description', async () => {
    const pages = await Promise.all(grid.map((input) => model.generatePage(input)));

    const normalised = (text: string) => text.trim().toLowerCase();
    expect(new Set(pages.map((page) => normalised(page.title))).size).toBe(grid.length);
    expect(new Set(pages.map((page) => normalised(page.meta_description))).size).toBe(grid.length);
  });

  it('writes texts below the similarity threshold of one another and above the page floor', async () => {
    const texts = (await Promise.all(grid.map((input) => model.generatePage(input)))).map(gateText);

    let highest = 0;
    for (let i = 0; i < texts.length; i += 1)
      for (let j = i + 1; j < texts.length; j += 1)
        highest = Math.max(highest, exactSimilarity(texts[i]!, texts[j]!));
    expect(highest).toBeLessThan(defaultQualitySettings.similarity_threshold);
    for (const text of texts)
      expect(uniqueWordCount(textWords(text))).toBeGreaterThanOrEqual(
        defaultQualitySettings.page_min_unique_words,
      );
  });
});
