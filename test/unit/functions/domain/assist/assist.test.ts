/**
 * The editors' assist over in-memory items and a scripted model: who may ask (403 for a
 * contributor on someone else's draft, 429 over the limit), what is refused and asked again (a
 * title or description Google would cut, an empty or over-long answer, a "shorter" rewrite that is
 * not shorter), and the one message the editor reads when the model fails; plus the versioned
 * prompt builders and the offline model's answers (they fit the result page, alt text needs review).
 */
import { describe, expect, it } from 'vitest';
import { serpLine } from '@shared/rules/serp-preview';
import { assistFailedMessage, type SeoSuggestion } from '@shared/schemas/assist';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { createArticle } from '@functions/domain/articles/manage-articles';
import {
  altTextProblem,
  assistRateRule,
  maxAttempts,
  rewriteProblem,
  seoProblem,
  suggestAltText,
  suggestRewrite,
  suggestSeo,
  type AssistDeps,
  type AssistStaff,
} from '@functions/domain/assist/assist';
import * as altTextPrompt from '@functions/domain/assist/prompts/alt-text-v1';
import * as rewritePrompt from '@functions/domain/assist/prompts/rewrite-v1';
import * as seoPrompt from '@functions/domain/assist/prompts/seo-v1';
import { ForbiddenError, RateLimitError, UnavailableError } from '@functions/domain/errors';
import type { AssistModel } from '@functions/domain/generation/content-model';
import { InMemoryRateLimitCounter } from '../rate-limit/in-memory-rate-limit-counter';
import { contentWithReferences, createBody } from '../articles/fixtures';

const writer: AssistStaff = { sub: 'writer-sub', role: 'contributor' };
const stranger: AssistStaff = { sub: 'other-sub', role: 'contributor' };
const editor: AssistStaff = { sub: 'editor-sub', role: 'editor' };

async function world(model: AssistModel = createOfflineContentModel()) {
  const content = contentWithReferences();
  const articleDeps = {
    articles: content.articles,
    authors: content.authors,
    categories: content.categories,
    now: () => new Date('2026-11-26T10:00:00Z'),
  };
  const draft = await createArticle(articleDeps, createBody({ is_published: false }), {
    createdBy: writer.sub,
  });
  const failures: unknown[] = [];
  const deps: AssistDeps = {
    model,
    rateLimits: new InMemoryRateLimitCounter(),
    articles: articleDeps,
    pages: { get: async () => undefined } as unknown as AssistDeps['pages'],
    imageOf: async () => undefined,
    now: () => new Date('2026-11-26T10:00:00Z'),
    onModelFailure: (error) => void failures.push(error),
  };
  return { deps, draft, target: { kind: 'article' as const, id: draft.id }, failures };
}

/** A model answering the scripted SEO suggestions in turn, recording each request's feedback. */
function scripted(answers: (SeoSuggestion | Error)[]) {
  const feedback: (string | undefined)[] = [];
  const offline = createOfflineContentModel();
  const model: AssistModel = {
    ...offline,
    async suggestSeo(request) {
      feedback.push(request.feedback);
      const answer = answers.shift();
      if (!answer || answer instanceof Error) throw answer ?? new Error('no more answers');
      return answer;
    },
  };
  return { model, feedback };
}

const seoInput = {
  title: 'Pricing Power in Slow Markets',
  excerpt: 'How firms keep margins when demand softens, with three moves that work.',
  content: 'Pricing power is the ability to raise prices without losing customers.',
  keyword: 'pricing power',
};

const tooWideTitle = 'W'.repeat(40);
const fitting: SeoSuggestion = {
  meta_title: 'Pricing power in slow markets',
  meta_description:
    'How firms keep their margins when demand softens: three pricing moves that work, and the signals that tell you it is time.',
};

describe('seoProblem', () => {
  it('passes what shows whole, and names the box a cut title or description overflows', () => {
    expect(seoProblem(fitting)).toBeUndefined();
    expect(seoProblem({ ...fitting, meta_title: tooWideTitle })).toMatch(/600 px/);
    expect(seoProblem({ ...fitting, meta_description: 'word '.repeat(60) })).toMatch(/920 px/);
    expect(seoProblem({ ...fitting, meta_title: '  ' })).toMatch(/empty/);
  });
});

describe('altTextProblem and rewriteProblem', () => {
  it('refuse empty and over-long answers, and a shorter rewrite that is not shorter', () => {
    expect(altTextProblem({ alt_text: 'A chart of margins', needs_review: true })).toBeUndefined();
    expect(altTextProblem({ alt_text: ' ', needs_review: true })).toMatch(/empty/);
    expect(altTextProblem({ alt_text: 'x'.repeat(251), needs_review: false })).toMatch(/250/);
    const passage = { text: 'Short text here.', instruction: 'shorter' as const };
    expect(rewriteProblem(passage, { text: 'Short text.' })).toBeUndefined();
    expect(rewriteProblem(passage, { text: 'Short text here, and more.' })).toMatch(/not shorter/);
    expect(rewriteProblem({ ...passage, instruction: 'clearer' }, { text: '' })).toMatch(/empty/);
  });
});

describe('suggestSeo', () => {
  it('asks again with the reason when the title would be cut, and answers the one that fits', async () => {
    const { model, feedback } = scripted([{ ...fitting, meta_title: tooWideTitle }, fitting]);
    const { deps, target } = await world(model);

    const answer = await suggestSeo(deps, target, seoInput, editor);

    expect(answer).toEqual(fitting);
    expect(feedback[0]).toBeUndefined();
    expect(feedback[1]).toMatch(/title is too wide/);
  });

  it(`after ${maxAttempts} answers that do not fit, or on a model failure, says the assistant could not answer`, async () => {
    const wide = { ...fitting, meta_title: tooWideTitle };
    const tooWide = await world(scripted([wide, wide, wide, fitting]).model);
    const failing = await world(scripted([new Error('ThrottlingException')]).model);

    const refused = suggestSeo(tooWide.deps, tooWide.target, seoInput, editor);
    const failed = suggestSeo(failing.deps, failing.target, seoInput, editor);

    await expect(refused).rejects.toThrow(new UnavailableError(assistFailedMessage));
    await expect(failed).rejects.toThrow(new UnavailableError(assistFailedMessage));
    expect(failing.failures).toHaveLength(1);
  });

  it("refuses a contributor on someone else's draft, and a member over the limit", async () => {
    const { deps, target } = await world();

    await expect(suggestSeo(deps, target, seoInput, stranger)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    for (let i = 0; i < assistRateRule.limit; i += 1)
      await suggestSeo(deps, target, seoInput, writer);
    await expect(suggestSeo(deps, target, seoInput, writer)).rejects.toBeInstanceOf(RateLimitError);
    // The limit is the member's: an editor still asks.
    await expect(suggestSeo(deps, target, seoInput, editor)).resolves.toBeDefined();
  });

  it('the offline model answers a title and description Google shows whole', async () => {
    const { deps, target } = await world();
    const long = { ...seoInput, title: 'A '.repeat(40) + 'very long working title about pricing' };

    for (const input of [seoInput, long, { ...seoInput, excerpt: '', content: '', keyword: '' }]) {
      const answer = await suggestSeo(deps, target, input, editor);
      expect(serpLine('title', answer.meta_title).truncated).toBe(false);
      expect(serpLine('description', answer.meta_description).truncated).toBe(false);
      expect(answer.meta_title.length).toBeGreaterThan(0);
    }
  });
});

describe('suggestAltText and suggestRewrite (offline)', () => {
  it('alt text from the caption, heading and title, marked for review', async () => {
    const { deps, target } = await world();

    const withCaption = await suggestAltText(
      deps,
      target,
      {
        image_url: '/media/team-workshop.jpg',
        caption: 'Partners at a pricing workshop.',
        heading: 'Three moves that work',
        title: 'Pricing Power',
      },
      editor,
    );
    const fromFileName = await suggestAltText(
      deps,
      target,
      { image_url: '/images/margin-chart.png', caption: '', heading: '', title: 'Pricing Power' },
      editor,
    );

    expect(withCaption).toEqual({
      alt_text: 'Partners at a pricing workshop, illustrating Three moves that work',
      needs_review: true,
    });
    expect(fromFileName.alt_text).toBe('Margin chart, illustrating Pricing Power');
  });

  it('a shorter rewrite is shorter; a more formal one has no contractions', async () => {
    const { deps, target } = await world();
    const text =
      "We really think pricing is just a lever. It's the one most firms don't pull. In fact, it pays back quickly. That is why it matters.";

    const shorter = await suggestRewrite(
      deps,
      target,
      { text, heading: '', instruction: 'shorter', custom_instruction: '' },
      editor,
    );
    const formal = await suggestRewrite(
      deps,
      target,
      { text, heading: '', instruction: 'more-formal', custom_instruction: '' },
      editor,
    );

    expect(shorter.text.length).toBeLessThan(text.length);
    expect(formal.text).toContain('It is the one most firms do not pull.');
  });
});

describe('the prompts (versioned modules)', () => {
  it('the SEO prompt names the pixel boxes, the copy, and on a retry the reason', () => {
    const prompt = seoPrompt.user({ ...seoInput, feedback: 'The title is too wide.' });

    expect(seoPrompt.version).toBe('assist-seo-v1');
    expect(seoPrompt.system).toContain('600 px');
    expect(seoPrompt.system).toContain('920 px');
    expect(prompt).toContain('Page title: Pricing Power in Slow Markets');
    expect(prompt).toContain('Primary keyword: pricing power');
    expect(prompt).toContain('refused: The title is too wide.');
    expect(seoPrompt.user({ ...seoInput, content: 'x'.repeat(10_000) }).length).toBeLessThan(
      seoPrompt.contentExcerptLength + 500,
    );
  });

  it('the alt text and rewrite prompts carry the context and the instruction', () => {
    const alt = altTextPrompt.user({
      imageUrl: '/media/x.jpg',
      caption: 'Partners at work',
      heading: 'Moves',
      title: 'Pricing',
    });
    const preset = rewritePrompt.user({
      text: 'Passage.',
      heading: 'Moves',
      instruction: 'more-formal',
      customInstruction: '',
    });
    const custom = rewritePrompt.user({
      text: 'Passage.',
      heading: '',
      instruction: 'custom',
      customInstruction: 'Address a CFO',
    });

    expect(alt).toContain('titled: Pricing');
    expect(alt).toContain('caption: Partners at work');
    expect(preset).toContain(rewritePrompt.presetInstructions['more-formal']);
    expect(preset).toContain('section titled: Moves');
    expect(custom).toContain('Instruction: Address a CFO');
  });
});
