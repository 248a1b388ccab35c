/**
 * The admin lists' readers: the ids of a page from the listings index
 * (listings-table.ts: one Query), then the rows shown by key in one BatchGetItem, which also
 * carries the partition's kept count (counters-repository.ts: its shards) and the reads the
 * caller hands over (the admin guard's access row): page 1 of a list is two calls, at 100 items as
 * at 10,000. A search counts its matches with a COUNT Query of the stem partition it reads, in
 * parallel with the page (its total depends on the terms, which no count is kept for).
 *
 * The Scheduled filter is read from the tables' sparse `byScheduled` index instead
 * (schedule-index.ts), which holds exactly the drafts waiting to be published: every one is read,
 * then filtered, searched, ordered and paged here by the same list entry the index rows are made
 * of. Its cost grows with the items waiting, a queue an editor keeps short, not with the table.
 * The Orphans filter is read the same way from the links table's sparse `byOrphan` index
 * (links-repository.ts): the published items no rendered page links to. The Held filter reads
 * the listings table's `held` partition (listings-table.ts): the items the quality gate holds.
 */
import { searchableText } from '@shared/rules/search-terms';
import {
  encodeCursor,
  heldStatus,
  orphanStatus,
  scheduledStatus,
  type CursorPage,
} from '@shared/schemas/admin-list';
import type { AdminArticleListItem } from '@shared/schemas/article';
import type { ContactRecord } from '@shared/schemas/contact';
import type { PageRecord } from '@shared/schemas/page';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import type { ListReader, ListRequest } from '@functions/domain/lists/admin-lists';
import type { CarriedRead } from '@functions/lib/carried-read';
import { config } from '@functions/lib/config';
import { pendingListCount } from './counters-repository';
import { listPartition } from './list-partitions';
import {
  adminArticleRowAttributes,
  fromItem,
  fromProjection,
  table as articlesTable,
} from './articles-table';
import {
  articleEntry,
  countMatching,
  heldPartition,
  pageEntry,
  queryListing,
  type ListEntry,
  type ListKind,
} from './listings-table';
import { toRecord as toContactRecord } from './contacts-repository';
import { linksRepository } from './links-repository';
import { toRecord as toPageRecord } from './pages-repository';
import { scheduledIndexName, scheduledValue } from './schedule-index';

type Row = Record<string, unknown>;

/** Reads the items of a page by key; an id whose item is gone meanwhile is left out. */
class ListingReader<Item> implements ListReader<Item> {
  constructor(
    private readonly kind: ListKind,
    private readonly table: () => string,
    private readonly toItem: (item: Row) => Item,
    private readonly attributes?: readonly string[],
    /** The list entry of a stored item, for the kinds that can be scheduled. */
    private readonly entryOf?: (item: Row) => ListEntry,
    /** The ids of the orphans of this kind (the links table's sparse byOrphan index). */
    private readonly orphanIds?: () => Promise<string[]>,
  ) {}

  async page(request: ListRequest, carry: readonly CarriedRead[] = []): Promise<CursorPage<Item>> {
    if (request.filters.status === scheduledStatus && this.entryOf)
      return this.idsPage(request, this.entryOf, await this.scheduledIds(), carry);
    // Orphans are few by nature (each is a page to link): read, filtered and paged as Scheduled.
    if (request.filters.status === orphanStatus && this.entryOf && this.orphanIds)
      return this.idsPage(request, this.entryOf, await this.orphanIds(), carry);
    // Holds are a review queue, kept short like Scheduled: read whole, then paged here.
    if (request.filters.status === heldStatus && this.entryOf)
      return this.idsPage(request, this.entryOf, await this.heldIds(), carry);
    const kept =
      request.terms.length === 0
        ? pendingListCount(listPartition(this.kind, request.filters))
        : undefined;
    const [ids, counted] = await Promise.all([
      queryListing(this.kind, request),
      kept ? undefined : countMatching(this.kind, request),
    ]);
    const items = await batchGetByKey(ids.items, {
      table: this.table(),
      keyName: 'id',
      ...(this.attributes ? { attributes: this.attributes } : {}),
      carry: [...(kept?.reads ?? []), ...carry],
    });
    const total = kept ? await kept.total() : (counted ?? 0);
    return { items: items.map(this.toItem), nextCursor: ids.nextCursor, total };
  }

  /** One page of the items `ids`, filtered, searched, ordered and paged here. */
  private async idsPage(
    request: ListRequest,
    entryOf: (item: Row) => ListEntry,
    ids: string[],
    carry: readonly CarriedRead[],
  ): Promise<CursorPage<Item>> {
    const rows = await batchGetByKey(ids, {
      table: this.table(),
      keyName: 'id',
      carry,
    });
    const { status: _status, ...filters } = request.filters;
    const matching = rows
      .map((row) => ({ row, entry: entryOf(row) }))
      .filter(({ entry }) => matches(entry, filters, request.terms))
      .map(({ row, entry }) => ({ row, position: positionOf(entry, request) }))
      .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
    if (!request.ascending) matching.reverse();
    const after = request.after;
    const rest =
      after === undefined
        ? matching
        : matching.filter(({ position }) =>
            request.ascending ? position > after : position < after,
          );
    const page = rest.slice(0, request.limit);
    return {
      items: page.map(({ row }) => this.toItem(row)),
      nextCursor: rest.length > request.limit ? encodeCursor(page.at(-1)!.position) : null,
      total: matching.length,
    };
  }

  /** Every id in the listings table's held partition of this kind. */
  private async heldIds(): Promise<string[]> {
    const { items } = await queryAll({
      TableName: config().tables.listings,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': heldPartition(this.kind) },
      ProjectionExpression: 'id',
    });
    return items.map((item) => String(item.id));
  }

  /** Every id in the table's byScheduled index (KEYS_ONLY: a Query returns keys alone). */
  private async scheduledIds(): Promise<string[]> {
    const { items } = await queryAll({
      TableName: this.table(),
      IndexName: scheduledIndexName,
      KeyConditionExpression: '#key = :key',
      ExpressionAttributeNames: { '#key': 'scheduled_key' },
      ExpressionAttributeValues: { ':key': scheduledValue },
    });
    return items.map((item) => String(item.id));
  }
}

/** True when the entry has every filter value and a word beginning with each term. */
function matches(entry: ListEntry, filters: Record<string, string>, terms: string[]): boolean {
  const words = searchableText(entry.words);
  return (
    Object.entries(filters).every(([name, value]) => entry.filters[name] === value) &&
    terms.every((term) => words.includes(` ${term}`))
  );
}

/** The entry's place in the asked order, as the index rows' sort key would give it. */
function positionOf(entry: ListEntry, request: ListRequest): string {
  const key = request.order === 'date' ? entry.date : (entry.orders?.[request.order] ?? '');
  return `${key}#${entry.id}`;
}

/** The admin article list. */
export const articleListReader = new ListingReader<AdminArticleListItem>(
  'article',
  articlesTable,
  (item) => fromProjection(item, adminArticleRowAttributes),
  adminArticleRowAttributes,
  (item) => articleEntry(fromItem(item)),
  () => linksRepository.orphanIds('article'),
);

/** The admin programmatic page list. */
export const pageListReader = new ListingReader<PageRecord>(
  'page',
  () => config().tables.pages,
  toPageRecord,
  undefined,
  (item) => pageEntry(toPageRecord(item)),
  () => linksRepository.orphanIds('page'),
);

/** The admin contact submission list. */
export const contactListReader = new ListingReader<ContactRecord>(
  'contact',
  () => config().tables.contacts,
  toContactRecord,
);
