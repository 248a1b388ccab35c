/**
 * Reading a Query or a Scan past its first page: DynamoDB answers at most 1 MB (or `Limit` rows)
 * per call with a `LastEvaluatedKey` to go on from. The one loop over those pages, so each
 * repository states only its question and when it has read enough.
 */
import {
  dynamoClient,
  QueryCommand,
  ScanCommand,
  type QueryCommandInput,
  type QueryCommandOutput,
  type ScanCommandInput,
  type ScanCommandOutput,
} from '@functions/adapters/dynamo/document-client';

type Item = Record<string, unknown>;
type Key = Record<string, unknown>;

export interface ReadOptions {
  /**
   * Rows wanted at most (with a filter, rows that matched): each call asks for what is still
   * missing, so the answer stops exactly there and its `lastKey` goes on from the last row.
   */
  limit?: number;
  /** Rows read (before a filter) after which no further page is asked for. */
  readBudget?: number;
}

export interface ReadResult {
  /** The rows, in the index's order (none with `Select: 'COUNT'`). */
  items: Item[];
  /** How many rows matched (with `Select: 'COUNT'`, the only answer). */
  count: number;
  /** Where to go on from; absent when the key space was read to its end. */
  lastKey?: Key;
}

type Page = Pick<QueryCommandOutput, 'Items' | 'Count' | 'ScannedCount' | 'LastEvaluatedKey'>;

/**
 * The pages of a Query from its `ExclusiveStartKey` (the start when absent), until the key space
 * ends or the caller stops iterating. `pageLimit`, asked before each call, gives that call's
 * `Limit` (none when it answers undefined).
 */
export function queryPages(
  input: Omit<QueryCommandInput, 'Limit'>,
  pageLimit: () => number | undefined = () => undefined,
): AsyncGenerator<QueryCommandOutput> {
  return pagesOf(
    (ExclusiveStartKey, Limit) =>
      dynamoClient().send(new QueryCommand({ ...input, ExclusiveStartKey, Limit })),
    input.ExclusiveStartKey,
    pageLimit,
  );
}

/** The pages of a Scan, as {@link queryPages}. */
export function scanPages(
  input: Omit<ScanCommandInput, 'Limit'>,
  pageLimit: () => number | undefined = () => undefined,
): AsyncGenerator<ScanCommandOutput> {
  return pagesOf(
    (ExclusiveStartKey, Limit) =>
      dynamoClient().send(new ScanCommand({ ...input, ExclusiveStartKey, Limit })),
    input.ExclusiveStartKey,
    pageLimit,
  );
}

/** Every row a Query answers, or as many as `options` allow. */
export function queryAll(
  input: Omit<QueryCommandInput, 'Limit'>,
  options: ReadOptions = {},
): Promise<ReadResult> {
  return collect((pageLimit) => queryPages(input, pageLimit), options);
}

/** Every row a Scan answers, or as many as `options` allow. */
export function scanAll(
  input: Omit<ScanCommandInput, 'Limit'>,
  options: ReadOptions = {},
): Promise<ReadResult> {
  return collect((pageLimit) => scanPages(input, pageLimit), options);
}

async function* pagesOf<Output extends Page>(
  send: (start: Key | undefined, limit: number | undefined) => Promise<Output>,
  first: Key | undefined,
  pageLimit: () => number | undefined,
): AsyncGenerator<Output> {
  let start = first;
  do {
    const page = await send(start, pageLimit());
    yield page;
    start = page.LastEvaluatedKey;
  } while (start);
}

async function collect(
  pages: (pageLimit: () => number | undefined) => AsyncGenerator<Page>,
  { limit = Number.POSITIVE_INFINITY, readBudget = Number.POSITIVE_INFINITY }: ReadOptions,
): Promise<ReadResult> {
  const items: Item[] = [];
  let count = 0;
  let read = 0;
  let lastKey: Key | undefined;
  for await (const page of pages(() => (Number.isFinite(limit) ? limit - count : undefined))) {
    items.push(...(page.Items ?? []));
    count += page.Count ?? page.Items?.length ?? 0;
    read += page.ScannedCount ?? 0;
    lastKey = page.LastEvaluatedKey;
    if (count >= limit || read >= readBudget) break;
  }
  return { items, count, ...(lastKey ? { lastKey } : {}) };
}
