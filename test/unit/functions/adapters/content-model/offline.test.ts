/** The offline content model: deterministic, varied, valid, marked as an offline draft. */
import { describe, expect, it, vi } from 'vitest';
import { generatedArticleSchema } from '@shared/schemas/generation';
import { generatedPageContentSchema } from '@shared/schemas/page';
import { isGenericHeading } from '@shared/rules/generic-headings';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';

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
      painPoint: 'Inconsistent pipeline generation and low win rates',
      intentLevel: 'commercial',
      ctaType: 'download',
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
      painPoint: 'p '.repeat(900),
      intentLevel: 'informational',
      ctaType: 'webinar',
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
          painPoint: 'Margins are thin.',
          intentLevel: 'commercial',
          ctaType: 'consultation',
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
