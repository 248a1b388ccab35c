import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import {
  createArticle,
  deleteArticle,
  setArticlePublished,
  updateArticle,
} from '@functions/domain/articles/manage-articles';
import { newPageRecord } from '@functions/domain/pages/create-page';
import { deletePage, setPagePublished } from '@functions/domain/pages/manage-pages';
import {
  publicationEvent,
  type PublicationEvent,
  type PublicationEvents,
} from '@functions/domain/publication/publication-events';
import { approve, articleReviews, submitForReview } from '@functions/domain/review/manage-reviews';
import { publishDue } from '@functions/domain/schedules/publish-due';
import { contentWithReferences, createBody } from '../articles/fixtures';
import { generatedContent, pageTestDeps } from '../pages/in-memory-page-store';

const id = '00000000-0000-4000-8000-000000000001';

function article(fields: Partial<ArticleRecord> = {}) {
  return { id, slug: 'first-meeting', is_published: true, ...fields };
}

function page(status: 'draft' | 'published' | 'error') {
  return { id, slug: 'revenue-operations', status };
}

describe('publicationEvent, the one rule of what a write did to the public site', () => {
  it('a draft published is became-public at its slug', () => {
    expect(publicationEvent('article', article({ is_published: false }), article())).toEqual({
      type: 'became-public',
      kind: 'article',
      id,
      slug: 'first-meeting',
      earlierSlugs: [],
      deleted: false,
    });
  });

  it('an article created published is became-public; one created as a draft is nothing', () => {
    expect(publicationEvent('article', undefined, article())?.type).toBe('became-public');
    expect(
      publicationEvent('article', undefined, article({ is_published: false })),
    ).toBeUndefined();
  });

  it('an edit of a published article is changed-while-public', () => {
    expect(publicationEvent('article', article(), article())).toMatchObject({
      type: 'changed-while-public',
      slug: 'first-meeting',
    });
  });

  it('a rename while published names the old slug and the new one', () => {
    const event = publicationEvent(
      'article',
      article({ previous_slugs: ['older'] }),
      article({ slug: 'winning-the-first-meeting', previous_slugs: ['older', 'first-meeting'] }),
    );

    expect(event).toEqual({
      type: 'changed-while-public',
      kind: 'article',
      id,
      slug: 'winning-the-first-meeting',
      previousSlug: 'first-meeting',
      earlierSlugs: ['older'],
      deleted: false,
    });
  });

  it('unpublishing is stopped-being-public at the slug it was public at', () => {
    expect(publicationEvent('article', article(), article({ is_published: false }))).toMatchObject({
      type: 'stopped-being-public',
      slug: 'first-meeting',
      deleted: false,
    });
  });

  it('unpublishing and renaming in one save stops it at the old slug, with no rename', () => {
    const event = publicationEvent(
      'article',
      article(),
      article({ slug: 'new-name', is_published: false, previous_slugs: ['first-meeting'] }),
    );

    expect(event).toMatchObject({ type: 'stopped-being-public', slug: 'first-meeting' });
    expect(event?.previousSlug).toBeUndefined();
  });

  it('deleting a published article is stopped-being-public with every slug it answered', () => {
    expect(publicationEvent('article', article({ previous_slugs: ['a', 'b'] }), undefined)).toEqual(
      {
        type: 'stopped-being-public',
        kind: 'article',
        id,
        slug: 'first-meeting',
        earlierSlugs: ['a', 'b'],
        deleted: true,
      },
    );
  });

  it('a draft edited or deleted concerns no visitor', () => {
    const draft = article({ is_published: false });
    expect(publicationEvent('article', draft, { ...draft, slug: 'other' })).toBeUndefined();
    expect(publicationEvent('article', draft, undefined)).toBeUndefined();
  });

  it('a schedule firing (draft with a schedule to published, schedule gone) is became-public', () => {
    const scheduled = {
      ...article({ is_published: false }),
      schedule: { publish_at: '2026-01-01T00:00:00.000Z' },
    };
    expect(publicationEvent('article', scheduled, article())?.type).toBe('became-public');
  });

  it('a review approved (draft in review to published) is became-public', () => {
    const inReview = { ...page('draft'), review: { state: 'in_review' } };
    expect(publicationEvent('page', inReview, page('published'))?.type).toBe('became-public');
  });

  it('a restore keeps the publish state: changed-while-public when live, nothing for a draft', () => {
    expect(
      publicationEvent(
        'article',
        article({ slug: 'restored', previous_slugs: ['first-meeting'] }),
        article({ previous_slugs: ['restored'] }),
      ),
    ).toMatchObject({
      type: 'changed-while-public',
      slug: 'first-meeting',
      previousSlug: 'restored',
    });
    expect(publicationEvent('page', page('draft'), page('draft'))).toBeUndefined();
  });

  it('pages follow their status: published, unpublished, deleted; an error page is not public', () => {
    expect(publicationEvent('page', page('draft'), page('published'))?.type).toBe('became-public');
    expect(publicationEvent('page', page('published'), page('published'))?.type).toBe(
      'changed-while-public',
    );
    expect(publicationEvent('page', page('published'), page('draft'))?.type).toBe(
      'stopped-being-public',
    );
    expect(publicationEvent('page', page('published'), undefined)).toMatchObject({
      type: 'stopped-being-public',
      deleted: true,
    });
    expect(publicationEvent('page', page('error'), page('draft'))).toBeUndefined();
  });
});

/** Publication events recorded as the listeners would get them. */
function recorder() {
  const events: PublicationEvent[] = [];
  const publication: PublicationEvents = { announce: async (event) => void events.push(event) };
  return { events, publication };
}

function articleWorld() {
  const content = contentWithReferences();
  const { events, publication } = recorder();
  const deps = {
    articles: content.articles,
    authors: content.authors,
    categories: content.categories,
    now: () => new Date('2026-11-26T10:00:00Z'),
    publication,
  };
  return { content, deps, events };
}

describe('the services announce each write once', () => {
  it('an article created published, renamed, unpublished and deleted: one event per write', async () => {
    const { deps, events } = articleWorld();

    const created = await createArticle(deps, createBody({ slug: 'first' }));
    const renamed = await updateArticle(deps, created.id, {
      ...createBody({ slug: 'second' }),
      version: created.version,
    });
    await setArticlePublished(deps, created.id, false);
    await deleteArticle(deps, created.id);

    expect(events.map((event) => [event.type, event.slug, event.previousSlug])).toEqual([
      ['became-public', 'first', undefined],
      ['changed-while-public', 'second', 'first'],
      ['stopped-being-public', 'second', undefined],
    ]);
    expect(renamed.previous_slugs).toEqual(['first']);
  });

  it('deleting a live article announces every slug it answered, so its 301s go too', async () => {
    const { deps, events } = articleWorld();
    const created = await createArticle(deps, createBody({ slug: 'first' }));
    await updateArticle(deps, created.id, {
      ...createBody({ slug: 'second' }),
      version: created.version,
    });

    await deleteArticle(deps, created.id);

    expect(events.at(-1)).toMatchObject({
      type: 'stopped-being-public',
      slug: 'second',
      earlierSlugs: ['first'],
      deleted: true,
    });
  });

  it('the scheduled publish announces became-public once, through the publish switch', async () => {
    const { deps, content, events } = articleWorld();
    const draft = await createArticle(deps, createBody({ is_published: false }));
    const schedule = {
      publish_at: '2026-11-26T09:00:00.000Z',
      attempts: 0,
      last_error: null,
      last_attempt_at: null,
    };
    content.articleRows.set(draft.id, { ...draft, schedule });

    await publishDue(
      {
        kinds: [
          {
            name: 'article',
            schedules: { due: async () => [draft.id], recordFailure: async () => false },
            get: (itemId) => content.articles.get(itemId),
            publish: (itemId, version) =>
              setArticlePublished(deps, itemId, true, { actor: 'Scheduled publish' }, version),
          },
        ],
        logError: () => {},
      },
      new Date('2026-11-26T10:00:00Z'),
    );

    expect(events).toEqual([
      {
        type: 'became-public',
        kind: 'article',
        id: draft.id,
        slug: draft.slug,
        earlierSlugs: [],
        deleted: false,
      },
    ]);
  });

  it('a review submitted announces nothing; its approval announces became-public once', async () => {
    const { deps, events } = articleWorld();
    const editor = { sub: 'editor-sub', role: 'editor' as const, email: 'editor@example.com' };
    const draft = await createArticle(deps, createBody({ is_published: false }));
    const kind = articleReviews(deps);

    await submitForReview(kind, draft.id, { expected_version: 1 }, editor);
    expect(events).toEqual([]);
    await approve(kind, draft.id, { expected_version: 2 }, editor);

    expect(events.map((event) => event.type)).toEqual(['became-public']);
  });

  it('a page published, unpublished and deleted: one event per write', async () => {
    const base = pageTestDeps();
    const { events, publication } = recorder();
    const deps = { ...base, publication };
    const stored = {
      ...newPageRecord(
        {
          keyword: 'Revenue Operations',
          industry: 'Technology',
          pain_point: 'Reps ramp slowly',
          intent_level: 'commercial',
          cta_type: 'consultation',
        },
        { id: base.newId(), slug: 'revenue-operations', now: base.now() },
      ),
      ...generatedContent,
    };
    await base.pages.create(stored);

    await setPagePublished(deps, stored.id, true);
    await setPagePublished(deps, stored.id, true);
    await setPagePublished(deps, stored.id, false);
    await setPagePublished(deps, stored.id, true);
    await deletePage(deps, stored.id);

    expect(events.map((event) => event.type)).toEqual([
      'became-public',
      'stopped-being-public',
      'became-public',
      'stopped-being-public',
    ]);
    expect(events.at(-1)).toMatchObject({ slug: 'revenue-operations', deleted: true });
  });
});
