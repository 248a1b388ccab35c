/**
 * Writes the admin lists' index rows (listings-table.ts) of every article, programmatic page and
 * contact submission stored before the lists had an index. A one-off migration, never a request
 * path: it reads each table whole (Scan), which is why it runs once per data set (migrations.ts
 * records the run, in AWS and in the sandbox alike). Idempotent:
 * the rows are derived from the items, so running it again writes the same rows.
 *
 * {@link recountLists} sets the lists' kept counts the same way, from the items.
 */
import type { ContactRecord } from '@shared/schemas/contact';
import { scanPages } from '@functions/adapters/dynamo/pages';
import { config } from '@functions/lib/config';
import { fromItem } from '@functions/adapters/repositories/articles-table';
import { reconcileListCount } from '@functions/adapters/repositories/counters-repository';
import { listedPartitions } from '@functions/adapters/repositories/list-partitions';
import { toRecord as toPageRecord } from '@functions/adapters/repositories/pages-repository';
import {
  articleEntry,
  contactEntry,
  pageEntry,
  putListingRows,
  type ListEntry,
  type ListKind,
} from '@functions/adapters/repositories/listings-table';

/** How each kind's stored item becomes its list entry, and which table holds it. */
const kinds: {
  kind: ListKind;
  table: () => string;
  entry: (item: Record<string, unknown>) => ListEntry;
}[] = [
  {
    kind: 'article',
    table: () => config().tables.articles,
    entry: (item) => articleEntry(fromItem(item)),
  },
  {
    kind: 'page',
    table: () => config().tables.pages,
    entry: (item) => pageEntry(toPageRecord(item)),
  },
  {
    kind: 'contact',
    table: () => config().tables.contacts,
    entry: (item) => contactEntry(item as ContactRecord),
  },
];

/** Indexes every stored item; answers how many of each kind, e.g. ['12 articles listed']. */
export async function backfillListings(): Promise<string[]> {
  const done: string[] = [];
  for (const { kind, table, entry } of kinds) {
    let count = 0;
    for await (const page of scanPages({ TableName: table() })) {
      const entries = (page.Items ?? []).filter((item) => typeof item.id === 'string').map(entry);
      await putListingRows(kind, entries);
      count += entries.length;
    }
    done.push(`${count} ${kind}s listed`);
  }
  return done;
}

/**
 * Sets the kept count of every list partition that lists an item to the items it lists
 * (counters-repository.ts): for the data stored before the counts were kept. An item written
 * while it runs may be counted twice or not at all; running it again puts that right.
 */
export async function recountLists(): Promise<string[]> {
  const tally = new Map<string, number>();
  for (const { kind, table, entry } of kinds) {
    for await (const page of scanPages({ TableName: table() })) {
      for (const item of page.Items ?? []) {
        if (typeof item.id !== 'string') continue;
        for (const partition of listedPartitions(kind, entry(item).filters))
          tally.set(partition, (tally.get(partition) ?? 0) + 1);
      }
    }
  }
  let set = 0;
  for (const [partition, count] of tally) if (await reconcileListCount(partition, count)) set += 1;
  return [`${tally.size} list counts checked, ${set} set`];
}
