/**
 * Writes the content index rows (content-index-repository.ts) of every article and programmatic
 * page stored before the quality gate, so its first checks compare with them. A one-off migration
 * (migrations.ts records the run): it reads both tables whole. Idempotent: each row is derived
 * from its item, and an item already indexed keeps its buckets.
 */
import { scanPages } from '@functions/adapters/dynamo/pages';
import { fromItem } from '@functions/adapters/repositories/articles-table';
import { contentIndexRepository } from '@functions/adapters/repositories/content-index-repository';
import { toRecord } from '@functions/adapters/repositories/pages-repository';
import { keepIndexed } from '@functions/domain/quality/indexed-stores';
import type { QualitySubject } from '@functions/domain/quality/quality-gate';
import { articleSubject, pageSubject } from '@functions/domain/quality/subjects';
import { config } from '@functions/lib/config';

type Item = Record<string, unknown>;

const kinds: { kind: string; table: () => string; subject: (item: Item) => QualitySubject }[] = [
  {
    kind: 'article',
    table: () => config().tables.articles,
    subject: (item) => articleSubject(fromItem(item)),
  },
  {
    kind: 'page',
    table: () => config().tables.pages,
    subject: (item) => pageSubject(toRecord(item)),
  },
];

/** Indexes every article and page with text; e.g. ['12 articles indexed', '3 pages indexed']. */
export async function backfillContentIndex(): Promise<string[]> {
  const done: string[] = [];
  for (const { kind, table, subject } of kinds) {
    let indexed = 0;
    for await (const page of scanPages({ TableName: table() })) {
      for (const item of page.Items ?? []) {
        if (typeof item.id !== 'string') continue;
        // A page before its first generation has no text to compare: left out of the index.
        if (await keepIndexed(contentIndexRepository, subject(item))) indexed += 1;
      }
    }
    done.push(`${indexed} ${kind}s indexed`);
  }
  return done;
}
