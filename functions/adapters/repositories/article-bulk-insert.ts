/**
 * Stores many new articles fast, for the sandbox's scale seeds and benchmarks, never for the
 * product's own writes: BatchWriteItem for the rows and their slug markers, then the counters.
 * NOT atomic and without uniqueness checks: the caller gives fresh ids and distinct slugs and
 * nothing else writes meanwhile.
 */
import type { ArticleRecord } from '@shared/schemas/article';
import { batchWriteAll } from '@functions/adapters/dynamo/batch-write';
import { uniqueKey } from '@functions/adapters/dynamo/uniques';
import {
  articleCountChanges,
  counterRepository,
  listCountChanges,
  mergeCounterChanges,
  type CounterChanges,
} from '@functions/adapters/repositories/counters-repository';
import { config } from '@functions/lib/config';
import { table, toItem } from './articles-table';
import { listedPartitions } from './list-partitions';
import { articleEntry, putListingRows } from './listings-table';

/** Writes `records` as new articles with their slug markers and counts. */
export async function bulkInsertArticles(records: readonly ArticleRecord[]): Promise<void> {
  const { uniques } = config().tables;
  const requests = records.flatMap((record) => [
    { table: table(), item: toItem(record) },
    {
      table: uniques,
      item: {
        key: uniqueKey('article-slug', record.slug),
        owner_id: record.id,
        kind: 'article-slug',
      },
    },
  ]);
  for (const name of new Set(requests.map((request) => request.table))) {
    await batchWriteAll(
      name,
      requests
        .filter((request) => request.table === name)
        .map(({ item }) => ({ PutRequest: { Item: item } })),
    );
  }
  const changes: CounterChanges = new Map();
  for (const record of records) {
    mergeCounterChanges(changes, articleCountChanges(undefined, record));
    // The list counts on their plain keys: one ADD per partition, not one per partition and shard.
    const partitions = listedPartitions('article', articleEntry(record).filters);
    mergeCounterChanges(changes, listCountChanges(record.id, [], partitions, 0));
  }
  await counterRepository.apply(changes);
  // The admin lists' index rows (listings-table.ts), so bulk-loaded articles are listed too.
  await putListingRows('article', records.map(articleEntry));
}
