import { describe, expect, it } from 'vitest';
import {
  createArticle,
  setArticlePublished,
  updateArticle,
} from '@functions/domain/articles/manage-articles';
import { ConflictError } from '@functions/domain/errors';
import { indexedArticleStore } from '@functions/domain/quality/indexed-stores';
import { qualityGate } from '@functions/domain/quality/quality-gate';
import { submittedReview } from '@shared/rules/review';
import type { ArticleCreateBody } from '@shared/schemas/article';
import { contentWithReferences, createBody } from '../articles/fixtures';
import {
  distinctText,
  InMemoryContentIndex,
  InMemoryQualitySettings,
} from './in-memory-content-index';

let ids = 0;

function world() {
  const content = contentWithReferences();
  const index = new InMemoryContentIndex();
  const now = () => new Date('2026-01-05T10:00:00.000Z');
  const deps = {
    articles: indexedArticleStore(content.articles, index),
    authors: content.authors,
    categories: content.categories,
    now,
    newId: () => `aaaaaaaa-aaaa-4aaa-8aaa-${String(++ids).padStart(12, '0')}`,
    quality: qualityGate({ index, settings: new InMemoryQualitySettings(), now }),
  };
  return { content, index, deps };
}

/** An article body of 300 distinct words, varied by `seed`. */
function body(seed: string, fields: Partial<ArticleCreateBody> = {}): ArticleCreateBody {
  return createBody({
    title: `Title ${seed}`,
    excerpt: `Excerpt ${seed}`,
    introduction: distinctText(seed, 300),
    ...fields,
  });
}

describe('the quality gate on articles', () => {
  it('lets a distinct article go live and indexes it', async () => {
    const { index, deps } = world();

    const article = await createArticle(deps, body('one'));

    expect(article.is_published).toBe(true);
    expect(article.quality).toBeUndefined();
    expect((await index.get(article.id))?.status).toBe('published');
  });

  it("refuses an editor's create that would publish a copy, naming the nearest, and stores nothing", async () => {
    const { content, deps } = world();
    await createArticle(deps, body('same'));

    const copy = createArticle(deps, body('same', { title: 'Another', excerpt: 'Another' }));

    await expect(copy).rejects.toThrow(ConflictError);
    await expect(copy).rejects.toThrow(/similar to \/insights\/title-same/);
    expect(await content.articles.listAll()).toHaveLength(1);
  });

  it("holds an editor's draft copy of a published title on save, staying a draft", async () => {
    const { deps } = world();
    const original = await createArticle(deps, body('one'));

    const draft = await createArticle(
      deps,
      body('two', { title: original.title, slug: 'two', is_published: false }),
    );

    expect(draft).toMatchObject({
      is_published: false,
      quality: { reason: 'duplicate_title', nearest: { id: original.id } },
    });
    expect(draft.review).toBeUndefined();
    expect(draft.generated).toBeUndefined();
  });

  it('publishes a short hand-written article: the thin floor is for generated ones', async () => {
    const { deps } = world();

    const short = await createArticle(deps, body('short', { introduction: distinctText('s', 20) }));

    expect(short.is_published).toBe(true);
    expect(short.quality).toBeUndefined();
  });

  it("keeps a live article live when a save gives it another article's title, showing the hold", async () => {
    const { deps } = world();
    const first = await createArticle(deps, body('one'));
    const second = await createArticle(deps, body('two'));

    const saved = await updateArticle(deps, second.id, {
      ...body('two', { title: first.title, slug: second.slug }),
      version: second.version,
    });

    expect(saved).toMatchObject({
      is_published: true,
      quality: { reason: 'duplicate_title', nearest: { id: first.id } },
    });
  });

  it('checks again on publish an article that passed on save, and keeps the hold it finds', async () => {
    const { content, deps } = world();
    const draft = await createArticle(deps, body('same', { is_published: false }));
    await createArticle(deps, body('same', { title: 'Live', excerpt: 'Live' }));

    await expect(
      setArticlePublished(deps, draft.id, true, { actor: 'editor@example.com' }),
    ).rejects.toThrow(/similar to \/insights\/live/);

    expect(draft.quality).toBeUndefined();
    expect(await content.articles.get(draft.id)).toMatchObject({
      is_published: false,
      quality: { reason: 'similar' },
    });
  });

  it('lands a generated near-duplicate in review with its hold, though the job asked to publish', async () => {
    const { deps } = world();
    await createArticle(deps, body('same'));
    const review = submittedReview('AI generation', deps.now());

    const held = await createArticle(deps, body('same', { title: 'Copy', excerpt: 'Copy' }), {
      onSlugTaken: 'next-candidate',
      heldReview: review,
    });

    expect(held).toMatchObject({
      is_published: false,
      review: { state: 'in_review' },
      quality: { reason: 'similar' },
    });
    expect(held.quality?.score).toBeGreaterThan(0.9);
    expect(held.generated).toBe(true);
  });

  it('judges a generated article once, however many of its slugs are taken', async () => {
    const { deps } = world();
    await createArticle(deps, body('first', { title: 'Same Title' }));
    let checks = 0;
    const counted = {
      ...deps,
      quality: {
        check: (subject: Parameters<typeof deps.quality.check>[0]) => {
          checks += 1;
          return deps.quality.check(subject);
        },
      },
    };

    const copy = await createArticle(counted, body('copy', { title: 'Same Title' }), {
      onSlugTaken: 'next-candidate',
      heldReview: submittedReview('AI generation', deps.now()),
    });

    // The first candidate was taken: the article was saved at a later one.
    expect(copy.slug).toMatch(/^same-title-\d+-\d+$/);
    expect(checks).toBe(1);
    expect(copy.quality).toMatchObject({ reason: 'duplicate_title' });
  });

  it('checks a held article again on save, and its publish switch needs an override with a reason', async () => {
    const { deps } = world();
    await createArticle(deps, body('same'));
    const held = await createArticle(deps, body('same', { title: 'Copy', excerpt: 'Copy' }), {
      heldReview: submittedReview('AI generation', deps.now()),
    });
    const saved = await updateArticle(deps, held.id, {
      ...body('same', { title: 'Copy', excerpt: 'Copy', is_published: false }),
      introduction: distinctText('short', 100),
      version: held.version,
    });
    expect(saved.quality).toMatchObject({
      reason: 'thin',
      score: expect.any(Number),
      minimum: 180,
    });

    await expect(
      setArticlePublished(deps, held.id, true, { actor: 'editor@example.com' }),
    ).rejects.toThrow(ConflictError);
    const published = await setArticlePublished(deps, held.id, true, {
      actor: 'editor@example.com',
      override: 'Short note the client wants live',
    });
    expect(published.is_published).toBe(true);
    expect(published.quality).toBeUndefined();
  });
});
