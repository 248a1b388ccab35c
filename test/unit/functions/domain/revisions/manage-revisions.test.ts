import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import type { Revision } from '@shared/schemas/revision';
import { updateArticle } from '@functions/domain/articles/manage-articles';
import { ConflictError, NotFoundError } from '@functions/domain/errors';
import type { PageStore } from '@functions/domain/pages/page-store';
import {
  emptyPageRevisionMessage,
  listRevisions,
  restoreRevision,
  type RevisionDeps,
} from '@functions/domain/revisions/manage-revisions';
import type { RevisionEntry } from '@functions/domain/revisions/revision-ports';
import type { PublicationEvent } from '@functions/domain/publication/publication-events';
import { contentWithReferences, createBody, storedArticle } from '../articles/fixtures';

const now = () => new Date('2025-06-01T09:00:00.000Z');
const actor = 'editor@example.com';

/** A world whose stores keep revisions in memory, as the DynamoDB adapters do in their writes. */
function world() {
  const content = contentWithReferences();
  const kept: RevisionEntry[] = [];
  const articles = {
    ...content.articles,
    update: async (before: ArticleRecord, after: ArticleRecord, revision?: RevisionEntry) => {
      const result = await content.articles.update(before, after);
      if (result.ok && revision) kept.push(revision);
      return result;
    },
  };
  const pageRows = new Map<string, PageRecord>();
  const pages: PageStore = {
    create: async () => 'created',
    get: async (id) => pageRows.get(id),
    findBySlug: async () => undefined,
    listNewestFirst: async () => [...pageRows.values()],
    update: async (id, expected, changes, revision) => {
      const page = pageRows.get(id);
      if (!page || page.version !== expected) return undefined;
      const next = { ...page, ...changes, version: expected + 1 } as PageRecord;
      pageRows.set(id, next);
      if (revision) kept.push(revision);
      return next;
    },
    remove: async () => true,
  };
  const deps: RevisionDeps = {
    revisions: {
      list: async (type, id) =>
        kept
          .filter((entry) => entry.item_type === type && entry.item_id === id)
          .sort((a, b) => b.version - a.version)
          .map(({ snapshot: _snapshot, ...summary }) => summary),
      get: async (type, id, version) =>
        kept.find(
          (entry) => entry.item_type === type && entry.item_id === id && entry.version === version,
        ) as Revision | undefined,
    },
    articles: { articles, authors: content.authors, categories: content.categories, now },
    pages: { pages, now },
  };
  return { content, deps, pageRows, kept };
}

describe('restoring an article revision', () => {
  it('writes the kept fields as a new version and keeps the replaced state as a restore', async () => {
    const { content, deps } = world();
    const original = storedArticle(0, { title: 'First title', excerpt: 'First excerpt' });
    content.articleRows.set(original.id, original);
    const edited = await updateArticle(
      deps.articles,
      original.id,
      { ...createBody({ title: 'Second title', excerpt: 'Second excerpt' }), version: 1 },
      { actor },
    );

    const restored = await restoreRevision(
      deps,
      'article',
      original.id,
      1,
      {
        expected_version: edited.version,
      },
      actor,
    );

    expect(restored).toMatchObject({ title: 'First title', excerpt: 'First excerpt', version: 3 });
    const history = await listRevisions(deps, 'article', original.id);
    expect(history.items.map((item) => [item.version, item.kind, item.actor])).toEqual([
      [2, 'restore', actor],
      [1, 'save', actor],
    ]);
  });

  it('refuses a restore from a stale version with a conflict and writes nothing', async () => {
    const { content, deps, kept } = world();
    const original = storedArticle(0);
    content.articleRows.set(original.id, original);
    await updateArticle(deps.articles, original.id, { ...createBody(), version: 1 }, { actor });

    await expect(
      restoreRevision(deps, 'article', original.id, 1, { expected_version: 1 }, actor),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(kept).toHaveLength(1);
    expect(content.articleRows.get(original.id)?.version).toBe(2);
  });

  it('answers not found for a version that was never kept', async () => {
    const { content, deps } = world();
    const original = storedArticle(0);
    content.articleRows.set(original.id, original);

    await expect(
      restoreRevision(deps, 'article', original.id, 5, { expected_version: 1 }, actor),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('restoring a page revision', () => {
  const emptyPage: PageRecord = {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    keyword: 'Pricing',
    industry: 'Software',
    pain_point: 'Margins',
    intent_level: 'commercial',
    cta_type: 'consultation',
    slug: 'pricing',
    status: 'draft',
    title: '',
    meta_description: '',
    h1: '',
    subheadline: '',
    intro_paragraph: '',
    value_bullets: [],
    cta_section: '',
    faqs: [],
    error_message: null,
    created_at: '2025-06-01T08:00:00.000Z',
    updated_at: '2025-06-01T08:00:00.000Z',
    version: 1,
  };

  it('refuses the state kept before the first generation: there is no content to restore', async () => {
    const { deps, pageRows, kept } = world();
    const generated = { ...emptyPage, title: 'T', h1: 'H', intro_paragraph: 'I', version: 2 };
    pageRows.set(emptyPage.id, generated);
    kept.push({
      item_type: 'page',
      item_id: emptyPage.id,
      version: 1,
      kind: 'generate',
      actor: 'AI generation',
      at: now().toISOString(),
      snapshot: emptyPage,
    });

    await expect(
      restoreRevision(deps, 'page', emptyPage.id, 1, { expected_version: 2 }, actor),
    ).rejects.toThrow(emptyPageRevisionMessage);
    expect(pageRows.get(emptyPage.id)?.version).toBe(2);
  });

  it('announces a restore of a live page once, as a change while public', async () => {
    const { deps, pageRows, kept } = world();
    const events: PublicationEvent[] = [];
    const live = {
      ...emptyPage,
      title: 'New',
      h1: 'H',
      intro_paragraph: 'I',
      status: 'published' as const,
      version: 3,
    };
    pageRows.set(emptyPage.id, live);
    kept.push({
      item_type: 'page',
      item_id: emptyPage.id,
      version: 2,
      kind: 'regenerate',
      actor: 'AI generation',
      at: now().toISOString(),
      snapshot: { ...live, title: 'Old', version: 2 },
    });
    const publication = { announce: async (event: PublicationEvent) => void events.push(event) };

    await restoreRevision(
      { ...deps, pages: { ...deps.pages, publication } },
      'page',
      emptyPage.id,
      2,
      { expected_version: 3 },
      actor,
    );

    expect(pageRows.get(emptyPage.id)).toMatchObject({ title: 'Old', status: 'published' });
    expect(events.map((event) => [event.type, event.kind, event.slug])).toEqual([
      ['changed-while-public', 'page', 'pricing'],
    ]);
  });
});
