/**
 * Data migrations: what a release must do to the data already stored before its code can rely on
 * it (the index attributes and rows that later releases added, the defaults of record fields added
 * since a row was written). One list, run in order by
 * the `migrate` function after each deploy in AWS (a CDK trigger) and by the sandbox when it
 * starts, so both bring old data up to date the same way.
 *
 * Each migration is idempotent and runs to completion once per data set: the counters table
 * records each completed run, so later deploys skip it; one that fails is not recorded and runs
 * again next time. Add new migrations at the end; never rename one (the name is its record).
 */
import { rebuildCounterRollups } from '@functions/adapters/repositories/analytics-repository';
import {
  counterRepository,
  reconcilePublishedListedCount,
} from '@functions/adapters/repositories/counters-repository';
import { backfillContentIndex } from './content-index-backfill';
import { backfillImageUses } from './image-uses-backfill';
import { backfill } from './index-backfills';
import { backfillListings, recountLists } from './listings-backfill';
import { writeNameGuards } from './name-guards';
import { upgradeRows } from './row-schemas';
import { backfillRedirectSources, backfillSitemapRows } from './sitemap-backfill';

export interface Migration {
  /** Stable name: the completed run is recorded under it. */
  name: string;
  /** Does the work; says what it changed, e.g. '12 articles listed'. */
  run(): Promise<string[]>;
}

export const migrations: readonly Migration[] = [
  { name: 'listings', run: () => backfillListings() },
  { name: 'media-library', run: async () => [await backfill('media')] },
  { name: 'subscribers-list', run: async () => [await backfill('subscribers')] },
  // Replaces `image-usage`, which filled the articles' and authors' byImage indexes (featured
  // image and photo only); those indexes are gone.
  { name: 'image-uses', run: () => backfillImageUses() },
  // The lists' title and last-change orders, and the article search's slug, excerpt and category
  // words: the same backfill again writes the rows items stored before them lack.
  { name: 'listings-orders', run: () => backfillListings() },
  { name: 'row-schemas', run: () => upgradeRows() },
  // The quality gate's index of the articles and pages stored before it (DESIGN §14).
  { name: 'content-index', run: () => backfillContentIndex() },
  // The lists' Held filter rows of the items the gate held before the filter existed.
  { name: 'listings-held', run: () => backfillListings() },
  // The names article writes check on their author's and category's count shards.
  { name: 'name-guards', run: () => writeNameGuards() },
  // The sitemap partition: published pages and manual redirects read in one Query.
  { name: 'sitemap-rows', run: () => backfillSitemapRows() },
  // The analytics dashboard's week and month rollups of the counters stored before them.
  { name: 'analytics-rollups', run: () => rebuildCounterRollups() },
  // The admin lists' kept counts (a list's total is read with its rows, not counted by a Query).
  { name: 'list-counts', run: () => recountLists() },
  // The page list's redirect sources, read with its rows (its slug conflicts).
  { name: 'redirect-sources', run: () => backfillRedirectSources() },
  // The public list's total: published articles in the site's categories, one kept count.
  {
    name: 'published-listed',
    run: async () => [
      (await reconcilePublishedListedCount())
        ? 'published-listed count set'
        : 'published-listed count checked',
    ],
  },
];

export interface MigrationRun {
  name: string;
  done: string[];
}

/** Runs every migration not completed on this data yet, in order; what each did. */
export async function runMigrations(
  list: readonly Migration[] = migrations,
): Promise<MigrationRun[]> {
  const runs: MigrationRun[] = [];
  for (const migration of list) {
    if ((await counterRepository.migrationRuns(migration.name)) > 0) continue;
    const done = await migration.run();
    await counterRepository.recordMigrationRun(migration.name);
    runs.push({ name: migration.name, done });
  }
  return runs;
}
