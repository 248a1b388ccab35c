/**
 * The `listings` table: the index rows of the admin lists, written in the
 * same transaction as the article, page or contact submission they list, and read by
 * admin-lists-repository.ts. Together with the kinds' repositories, the only code that knows it.
 *
 * Why a table of rows and not a GSI per filter: the lists filter on several dimensions at once
 * (an article by status AND category AND author) and search words; a GSI keyed by one dimension
 * answers a combination only by filtering its partition, whose cost grows with the table. Here
 * every combination is its own partition, so page 1 of any filter is one Query of `limit + 1`
 * keys, plus one BatchGetItem of the rows shown, at 100 items as at 10,000.
 *
 * Rows of an item (pk, sk = '{date}#{id}', so a partition is in date order either way):
 *   '{kind}|{filters}'  one per subset of its filter values ('' = no filter): 2^dimensions rows
 *                       (articles 8: status, category, author; contacts 4; pages 2)
 *   '{kind}@{order}|{filters}'  the same subsets again for each other order an item is listed
 *                       by (articles and pages: `title`, `updated`), sk = '{order key}#{id}', so a
 *                       title or last-change order is one Query too; a save moves its `updated`
 *                       rows (2 per subset), a rename its `title` rows
 *   '{kind}|held'       one while the quality gate holds the item (its `quality` flag), so the
 *                       Held filter reads the holds alone, as Scheduled reads its sparse index
 *   '{kind}|~{stem}'    one per distinct word stem of its searchable text (shared/rules/search-terms),
 *                       carrying the item's words and filter values so a search checks them
 *   'sitemap'           not an admin list: one row per published programmatic page (its slug, last
 *                       change and SEO switches) and one per manual redirect (the path it sends
 *                       elsewhere), so the XML sitemap reads both in one Query, besides the
 *                       articles' own index ({@link readSitemapRows})
 * A search reads the stem partition of its longest term and keeps the rows whose words begin with
 * every term and whose filters match (a FilterExpression). Its cost is bounded, not constant in
 * results: it evaluates at most {@link maxEvaluatedRows} rows per request, so a rare combination
 * of a common stem and a narrow filter may answer a short page with a cursor to read on.
 * Limits: a word beyond an item's first 20 stems can be matched but not looked up; terms of one
 * or two characters match whole words only when they are the longest term.
 */
import { indexedStems, searchableText, searchWords, stemOf } from '@shared/rules/search-terms';
import { encodeCursor, type CursorPage } from '@shared/schemas/admin-list';
import type { ArticleRecord } from '@shared/schemas/article';
import type { ContactRecord } from '@shared/schemas/contact';
import type { PageRecord } from '@shared/schemas/page';
import { normaliseSeo } from '@shared/rules/seo-fields';
import { PendingRead } from '@functions/adapters/dynamo/batch-get';
import { batchWriteAll, type WriteRequest } from '@functions/adapters/dynamo/batch-write';
import { queryAll, queryPages } from '@functions/adapters/dynamo/pages';
import type { TransactItem } from '@functions/adapters/dynamo/transact-write';
import type { ListOrder, ListRequest } from '@functions/domain/lists/admin-lists';
import type { PublishedSlug } from '@functions/domain/sitemap/sitemap';
import { config } from '@functions/lib/config';
import { contentStatus } from '@shared/rules/review';
import { pageListStatus } from '@shared/rules/page-status';
import { counterUpdates, listCountChanges } from './counters-repository';
import {
  filterKey,
  listedPartitions,
  listPartition,
  subsets,
  type ListKind,
} from './list-partitions';

export type { ListKind } from './list-partitions';

/** What an item is listed by. */
export interface ListEntry {
  id: string;
  /** ISO timestamp the list is ordered by. */
  date: string;
  filters: Record<string, string>;
  words: string[];
  /** Keys of the other orders the item is listed by (absent: date order only). */
  orders?: Partial<Record<Exclude<ListOrder, 'date'>, string>>;
  /** True while the quality gate holds the item (articles and pages). */
  held?: boolean;
  /** A published page's row in the sitemap partition. */
  sitemap?: SitemapPageRow;
}

/** The partition the XML sitemap reads besides the articles' index (see the header). */
const sitemapPartition = 'sitemap';

/** What the sitemap lists of a published page, as its row stores it (strings only). */
interface SitemapPageRow {
  pk: typeof sitemapPartition;
  /** `page#{created_at}#{id}`: the pages sort as the pages table's byEntity lists them. */
  sk: string;
  id: string;
  slug: string;
  updated_at: string;
  /** 'true' when the editors set noindex; absent otherwise. */
  noindex?: 'true';
  /** The editors' canonical address, when set. */
  canonical?: string;
}

/** A published page's sitemap row, or undefined for a page the sitemap does not list. */
function sitemapPageRow(
  record: Pick<PageRecord, 'id' | 'created_at' | 'updated_at' | 'status' | 'slug' | 'seo'>,
): SitemapPageRow | undefined {
  if (record.status !== 'published') return undefined;
  const seo = record.seo ? normaliseSeo(record.seo) : undefined;
  return {
    pk: sitemapPartition,
    sk: `page#${record.created_at}#${record.id}`,
    id: record.id,
    slug: record.slug,
    updated_at: record.updated_at,
    ...(seo?.noindex ? { noindex: 'true' as const } : {}),
    ...(seo?.canonical ? { canonical: seo.canonical } : {}),
  };
}

/** The sitemap row of a manual redirect: its source is left out of the sitemap. */
const redirectRowKey = (from: string) => ({ pk: sitemapPartition, sk: `redirect#${from}` });

/**
 * The one row of every manual redirect's source, as a string set (`froms`): the admin page list
 * flags the pages a redirect hides from it, read with the list's rows by key
 * ({@link pendingRedirectSources}) instead of a Query of the redirects.
 */
const redirectSourcesKey = { pk: 'redirect-sources', sk: 'manual' };

/** Adds `from` to the sources row's set, or takes it out (a set: either is idempotent). */
function sourcesUpdate(action: 'ADD' | 'DELETE', from: string): TransactItem {
  return {
    Update: {
      TableName: table(),
      Key: redirectSourcesKey,
      UpdateExpression: `${action} #froms :from`,
      ExpressionAttributeNames: { '#froms': 'froms' },
      ExpressionAttributeValues: { ':from': new Set([from]) },
    },
  };
}

/** A manual redirect's rows (its sitemap row, its source in the sources row), in its save. */
export function redirectSourceWrites(from: string): TransactItem[] {
  return [
    { Put: { TableName: table(), Item: { ...redirectRowKey(from), from } } },
    sourcesUpdate('ADD', from),
  ];
}

/** Takes a manual redirect's rows away, in the transaction that removes the redirect. */
export function redirectSourceDeletes(from: string): TransactItem[] {
  return [
    { Delete: { TableName: table(), Key: redirectRowKey(from) } },
    sourcesUpdate('DELETE', from),
  ];
}

/** Every manual redirect's source, as a read another batch may carry. */
export function pendingRedirectSources(): PendingRead<string[]> {
  return new PendingRead(table(), redirectSourcesKey, (item) =>
    item?.froms instanceof Set ? [...(item.froms as Set<string>)].map(String) : [],
  );
}

/** Writes the rows of manual redirects stored before the rows existed (a migration). */
export async function putRedirectSourceRows(froms: readonly string[]): Promise<void> {
  await batchWriteAll(table(), [
    ...froms.map((from) => ({ PutRequest: { Item: { ...redirectRowKey(from), from } } })),
    // A string set is never empty in DynamoDB: no sources, no set.
    froms.length > 0
      ? { PutRequest: { Item: { ...redirectSourcesKey, froms: new Set(froms) } } }
      : { DeleteRequest: { Key: redirectSourcesKey } },
  ]);
}

/** Writes the sitemap rows of published pages stored before the rows existed (a migration). */
export function putSitemapPageRows(pages: readonly PageRecord[]): Promise<void> {
  return batchWriteAll(
    table(),
    pages.flatMap((page) => {
      const row = sitemapPageRow(page);
      return row ? [{ PutRequest: { Item: row } }] : [];
    }),
  );
}

/**
 * The published pages (newest first, as the pages table lists them) and the manual redirects'
 * sources, for the XML sitemap: one Query of the sitemap partition, page by page past 1 MB.
 */
export async function readSitemapRows(): Promise<{
  pages: PublishedSlug[];
  redirected: Set<string>;
}> {
  const { items } = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': sitemapPartition },
    ScanIndexForward: false,
  });
  const pages: PublishedSlug[] = [];
  const redirected = new Set<string>();
  for (const item of items) {
    if (String(item.sk).startsWith('redirect#')) {
      redirected.add(String(item.from));
      continue;
    }
    const canonical = typeof item.canonical === 'string' ? item.canonical : '';
    pages.push({
      slug: String(item.slug),
      updated_at: String(item.updated_at),
      ...(item.noindex === 'true' || canonical
        ? { seo: { noindex: item.noindex === 'true', canonical } }
        : {}),
    });
  }
  return { pages, redirected };
}

/** The partition of the held items of a kind. */
export function heldPartition(kind: ListKind): string {
  return `${kind}|held`;
}

/** Characters of a title that order it: enough to sort, and a cursor stays short. */
const titleKeyLength = 60;

/** A title's sort key: case and accents ignored, so "école" sorts beside "ecole". */
export function titleKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .toLowerCase()
    .trim()
    .slice(0, titleKeyLength);
}

/** Most index rows one search request reads before it answers (a short page and a cursor). */
export const maxEvaluatedRows = 500;

const table = () => config().tables.listings;

/**
 * An article is listed by publication date, title and last change, filtered by status, category
 * and author, and searched by its title, slug, excerpt and category name.
 */
export function articleEntry(
  record: Pick<
    ArticleRecord,
    | 'id'
    | 'published_date'
    | 'updated_at'
    | 'is_published'
    | 'category_id'
    | 'category_name'
    | 'author_id'
    | 'title'
    | 'slug'
    | 'excerpt'
    | 'review'
    | 'quality'
  >,
): ListEntry {
  return {
    id: record.id,
    date: record.published_date,
    ...(record.quality ? { held: true } : {}),
    filters: {
      status: contentStatus({ published: record.is_published, review: record.review }),
      category: record.category_id,
      author: record.author_id,
    },
    // Title first: only an item's first stems are looked up (maxIndexedStems).
    words: searchWords(record.title, record.slug, record.category_name, record.excerpt),
    orders: { title: titleKey(record.title), updated: record.updated_at },
  };
}

/** A programmatic page is listed by creation, title and last change, status, keyword and title. */
export function pageEntry(
  record: Pick<
    PageRecord,
    | 'id'
    | 'created_at'
    | 'updated_at'
    | 'status'
    | 'keyword'
    | 'title'
    | 'review'
    | 'quality'
    | 'slug'
    | 'seo'
  >,
): ListEntry {
  const sitemap = sitemapPageRow(record);
  return {
    id: record.id,
    ...(record.quality ? { held: true } : {}),
    date: record.created_at,
    filters: { status: pageListStatus(record) },
    words: searchWords(record.keyword, record.title),
    orders: { title: titleKey(record.title), updated: record.updated_at },
    ...(sitemap ? { sitemap } : {}),
  };
}

/** A contact submission is listed by creation, status, interest, name, company and e-mail. */
export function contactEntry(
  record: Pick<
    ContactRecord,
    | 'id'
    | 'created_at'
    | 'status'
    | 'interest'
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'company_name'
  >,
): ListEntry {
  return {
    id: record.id,
    date: record.created_at,
    filters: { status: record.status, interest: record.interest },
    words: searchWords(record.first_name, record.last_name, record.email, record.company_name),
  };
}

type Row = Record<string, string> & { pk: string; sk: string };

/** The filter values as one string a condition tests: ';name=value;' for each. */
function filterText(filters: Record<string, string>): string {
  return `;${filterKey(filters).replace(/&/g, ';')};`;
}

/** The index rows of an item. */
export function listingRows(kind: ListKind, entry: ListEntry): Row[] {
  const sk = `${entry.date}#${entry.id}`;
  const filterRows = subsets(entry.filters).flatMap((subset) => [
    { pk: listPartition(kind, subset), sk, id: entry.id },
    ...Object.entries(entry.orders ?? {}).map(([order, key]) => ({
      pk: `${kind}@${order}|${filterKey(subset)}`,
      sk: `${key}#${entry.id}`,
      id: entry.id,
    })),
  ]);
  const termRows = indexedStems(entry.words).map((stem) => ({
    pk: `${kind}|~${stem}`,
    sk,
    id: entry.id,
    words: searchableText(entry.words),
    filters: filterText(entry.filters),
  }));
  const heldRows = entry.held ? [{ pk: heldPartition(kind), sk, id: entry.id }] : [];
  const sitemapRows: Row[] = entry.sitemap ? [{ ...entry.sitemap }] : [];
  return [...filterRows, ...heldRows, ...termRows, ...sitemapRows];
}

const rowKey = (row: Row) => `${row.pk}\u0000${row.sk}`;

/**
 * The transaction items that move an item's index rows from `before` to `after` (undefined: the
 * item does not exist on that side), and the ADDs of the list counts it leaves or joins (Update
 * items of the counters table, which must stay in the transaction: applied twice they would count
 * twice, where the rows are only written again). Rows that stay the same cost nothing: an edit of
 * an article's body adds no item to its transaction.
 */
export function listingSteps(
  kind: ListKind,
  before: ListEntry | undefined,
  after: ListEntry | undefined,
): TransactItem[] {
  const old = new Map((before ? listingRows(kind, before) : []).map((row) => [rowKey(row), row]));
  const next = after ? listingRows(kind, after) : [];
  const puts = next
    .filter((row) => JSON.stringify(old.get(rowKey(row))) !== JSON.stringify(row))
    .map((row): TransactItem => ({ Put: { TableName: table(), Item: row } }));
  const kept = new Set(next.map(rowKey));
  const deletes = [...old.values()]
    .filter((row) => !kept.has(rowKey(row)))
    .map((row): TransactItem => ({
      Delete: { TableName: table(), Key: { pk: row.pk, sk: row.sk } },
    }));
  const id = (after ?? before)?.id ?? '';
  const counts = counterUpdates(
    listCountChanges(
      id,
      before ? listedPartitions(kind, before.filters) : [],
      after ? listedPartitions(kind, after.filters) : [],
    ),
  );
  return [...deletes, ...puts, ...counts];
}

/**
 * Applies index row steps of {@link listingSteps} outside a transaction, in BatchWriteItem calls
 * (deletes before puts, as the steps come): for a write too large for one transaction. Rows are
 * derived from the item, so writing them again is harmless.
 */
export function writeListingSteps(steps: readonly TransactItem[]): Promise<void> {
  return batchWriteAll(
    table(),
    steps.flatMap((step): WriteRequest[] =>
      step.Delete
        ? [{ DeleteRequest: { Key: step.Delete.Key! } }]
        : step.Put
          ? [{ PutRequest: { Item: step.Put.Item } }]
          : [],
    ),
  );
}

/**
 * Writes the index rows of items in BatchWriteItem calls, for bulk loads and the backfill of
 * items stored before the lists had an index (not atomic; rows are idempotent).
 */
export function putListingRows(kind: ListKind, entries: readonly ListEntry[]): Promise<void> {
  return batchWriteAll(
    table(),
    entries.flatMap((entry) => listingRows(kind, entry)).map((Item) => ({ PutRequest: { Item } })),
  );
}

/** The partition, conditions and names of a list request's Query. */
function listingQuery(kind: ListKind, request: ListRequest) {
  const [first] = request.terms;
  const names: Record<string, string> = {};
  const values: Record<string, string> = { ':pk': '' };
  const conditions: string[] = [];
  if (first === undefined) {
    const order = request.order === 'date' ? '' : `@${request.order}`;
    values[':pk'] = `${kind}${order}|${filterKey(request.filters)}`;
  } else {
    values[':pk'] = `${kind}|~${stemOf(first)}`;
    names['#words'] = 'words';
    request.terms.forEach((term, index) => {
      values[`:t${index}`] = ` ${term}`;
      conditions.push(`contains(#words, :t${index})`);
    });
    Object.entries(request.filters).forEach(([name, value], index) => {
      names['#filters'] = 'filters';
      values[`:f${index}`] = filterText({ [name]: value });
      conditions.push(`contains(#filters, :f${index})`);
    });
  }
  return { names, values, conditions };
}

/**
 * How many items match a list request in all: a COUNT Query of the partition its first page
 * reads, with the same conditions, page by page. DynamoDB returns no rows for it, but it reads
 * every index row of the partition (each about 100 bytes, so 1 MB, one step, per ~10,000 rows):
 * its cost grows with the partition, in read units, not in round trips.
 */
export async function countMatching(kind: ListKind, request: ListRequest): Promise<number> {
  const { names, values, conditions } = listingQuery(kind, request);
  const { count } = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: values,
    ...(conditions.length
      ? { FilterExpression: conditions.join(' AND '), ExpressionAttributeNames: names }
      : {}),
    Select: 'COUNT',
  });
  return count;
}

/**
 * The ids of one page of a list, in order, and the cursor of the next page. Without a search it
 * is one Query of `limit + 1` keys of the partition of exactly the asked filters (the extra key
 * says whether a next page exists); with one it reads the longest term's stem partition,
 * checking the other conditions, until the page is full or {@link maxEvaluatedRows} were read.
 */
export async function queryListing(
  kind: ListKind,
  request: ListRequest,
): Promise<Omit<CursorPage<string>, 'total'>> {
  const { names, values, conditions } = listingQuery(kind, request);
  const found: { id: string; sk: string }[] = [];
  const start = request.after === undefined ? undefined : { pk: values[':pk'], sk: request.after };
  let evaluated = 0;
  const answers = queryPages(
    {
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: values,
      ...(conditions.length
        ? { FilterExpression: conditions.join(' AND '), ExpressionAttributeNames: names }
        : {}),
      ScanIndexForward: request.ascending,
      ExclusiveStartKey: start,
    },
    // Without conditions every row read is a match: one more than the page says if it is the
    // last. With them, the first step reads as much (a search most rows match is done in one
    // step), later ones larger steps within the remaining budget.
    () =>
      conditions.length && evaluated > 0
        ? Math.min(maxEvaluatedRows - evaluated, Math.max(100, request.limit + 1))
        : request.limit + 1 - found.length,
  );
  for await (const answer of answers) {
    evaluated += answer.ScannedCount ?? 0;
    found.push(
      ...(answer.Items ?? []).map((item) => ({ id: String(item.id), sk: String(item.sk) })),
    );
    if (found.length > request.limit) {
      const page = found.slice(0, request.limit);
      return { items: page.map((row) => row.id), nextCursor: encodeCursor(page.at(-1)!.sk) };
    }
    const next = answer.LastEvaluatedKey;
    if (next && (evaluated >= maxEvaluatedRows || conditions.length === 0)) {
      // The budget is spent (or, without conditions, the page is exactly full): go on from here.
      return { items: found.map((row) => row.id), nextCursor: encodeCursor(String(next.sk)) };
    }
  }
  return { items: found.map((row) => row.id), nextCursor: null };
}
