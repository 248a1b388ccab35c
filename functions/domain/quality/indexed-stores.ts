/**
 * Keeps the content index in step with the stores: the page store the wiring hands out is this
 * wrapper, so every write of a page (generation, save, review step, publish switch, schedule,
 * restore, delete) moves its index row without each caller remembering to. The index is derived
 * and idempotent: it is written right after the item, and a write that fails there fails the call
 * (a retried call writes it again).
 */
import type { PageChanges, PageStore } from '@functions/domain/pages/page-store';
import type { ArticleStore } from '@functions/domain/articles/article-ports';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import type { ContentIndex } from '@functions/domain/quality/content-index';
import {
  indexSubject,
  unindexItem,
  type QualitySubject,
} from '@functions/domain/quality/quality-gate';
import { articleSubject, pageSubject, pageSubjectFields } from '@functions/domain/quality/subjects';

/** Page fields the index reads: a change of anything else (a generation claim) leaves it alone. */
const indexedPageFields = new Set<string>(pageSubjectFields);

/**
 * Brings an item's index row in step with `subject`: written, or dropped when it has no words (an
 * empty item would share every empty item's buckets). The one rule of every write and the
 * backfill; resolves to whether the item is indexed.
 */
export async function keepIndexed(index: ContentIndex, subject: QualitySubject): Promise<boolean> {
  const hasWords = /[\p{L}\p{N}]/u.test(subject.text);
  if (hasWords) await indexSubject({ index }, subject);
  else await unindexItem({ index }, subject.id);
  return hasWords;
}

const keepPage = (index: ContentIndex, page: PageRecord) => keepIndexed(index, pageSubject(page));

/** `store` with every page write kept in `index`. */
export function indexedPageStore(store: PageStore, index: ContentIndex): PageStore {
  return {
    get: (id) => store.get(id),
    findBySlug: (slug) => store.findBySlug(slug),
    listNewestFirst: () => store.listNewestFirst(),
    async create(page, activity) {
      const created = await store.create(page, activity);
      if (created === 'created') await keepPage(index, page);
      return created;
    },
    async update(id, expectedVersion, changes: PageChanges, revision, activity) {
      const updated = await store.update(id, expectedVersion, changes, revision, activity);
      if (updated && Object.keys(changes).some((field) => indexedPageFields.has(field)))
        await keepPage(index, updated);
      return updated;
    },
    async remove(page, activity) {
      const removed = await store.remove(page, activity);
      if (removed) await unindexItem({ index }, page.id);
      return removed;
    },
  };
}

const keepArticle = (index: ContentIndex, article: ArticleRecord) =>
  keepIndexed(index, articleSubject(article));

/** `store` with every article write kept in `index`. */
export function indexedArticleStore(store: ArticleStore, index: ContentIndex): ArticleStore {
  return {
    get: (id) => store.get(id),
    listAll: () => store.listAll(),
    async create(record, activity) {
      const result = await store.create(record, activity);
      if (result.ok) await keepArticle(index, record);
      return result;
    },
    async update(before, after, revision, activity) {
      const result = await store.update(before, after, revision, activity);
      if (result.ok) await keepArticle(index, after);
      return result;
    },
    async remove(record, activity) {
      const result = await store.remove(record, activity);
      if (result.ok) await unindexItem({ index }, record.id);
      return result;
    },
  };
}
