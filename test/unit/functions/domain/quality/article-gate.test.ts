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

  it("leaves an editor's own article to them: no hold on their create", async () => {
    const { deps } = world();
    await createArticle(deps, body('same'));

    const copy = await createArticle(deps, body('same', { title: 'Another', excerpt: 'Another' }));

    expect(copy).toMatchObject({ is_published: true });
    expect(copy.quality).toBeUndefined();
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
