/**
 * The `counters` table: exact counts, each changed in the SAME transaction as the write it counts,
 * so reading a count is one BatchGetItem and never a Scan or a COUNT query. This module is the only
 * code that knows the counter keys:
 *
 *   articles                               every article
 *   articles#published                     published articles, whatever their category
 *   articles#published#category#{name}     published articles per category NAME (what the public
 *                                          list filters on; a rename moves the count with them)
 *   articles#author#{authorId}             articles naming an author (guards author deletion)
 *   articles#category#{categoryId}         articles in a category (guards category deletion)
 *   review#waiting                         articles and pages waiting for review (the dashboard's)
 *   list#{partition}                       items in an admin list partition (`article|status=draft`:
 *                                          listings-table.ts), so a list's total is read with its
 *                                          rows, never counted by a Query
 *   authors, categories                    rows of those tables
 *   seed-runs#{name}                       how often a sandbox seeder has run
 *
 * The counts of articles, of what waits for review and of the list partitions are split into {@link counterShards} rows
 * each (`shard{n}#{key}`, shard 0 being the plain key, so counts kept before the split still
 * count): an item always counts on the shard its id picks, and a count is the sum of its shards.
 * Every article write changes these counts, so one row per count would make concurrent writes
 * (a batch generation's ten workers) queue behind each other on it, as DynamoDB cancels
 * transactions that touch one item at the same time (TransactionConflict). Split, two writes
 * meet on a row only when their ids pick the same shard.
 *
 * The author's and category's shards also stand guard over the name an article copies
 * ({@link nameGuard}): a create or rename writes the name onto every shard and a delete a
 * tombstone, in their own transactions (the `name-guards` migration wrote those of the authors and
 * categories stored before), and an article write's counter update on its shard carries the
 * condition that the name it copied is still the one there. So an article never keeps a name its
 * author or category no longer has, nor one that is gone, without every article write touching
 * the one author or category row.
 *
 * Other repositories put `counterUpdates(...)`, `guardedCounterUpdates(...)`, `nameGuardWrites`
 * and `noArticlesWrites(...)` into their transactions.
 */
import { createHash } from 'node:crypto';
import {
  dynamoClient,
  GetCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import { allowedCategoryNames, isAllowedCategory } from '@shared/content/categories';
import type { ArticleRecord } from '@shared/schemas/article';
import type { DashboardCounts } from '@shared/schemas/dashboard';
import { batchGetByKey, PendingRead } from '@functions/adapters/dynamo/batch-get';
import type { TransactItem } from '@functions/adapters/dynamo/transact-write';
import type { PublishedCountReader } from '@functions/domain/articles/article-ports';
import type { DashboardCountReader } from '@functions/domain/dashboard/dashboard';
import { isPublic, publicTransition } from '@functions/domain/publication/publication-events';
import { config } from '@functions/lib/config';
import { listPartition } from './list-partitions';
import { waitingDelta, type Reviewable } from '@shared/rules/review';

const keys = {
  articles: 'articles',
  published: 'articles#published',
  publishedInCategory: (name: string) => `articles#published#category#${name}`,
  // Published in one of the site's categories: the public list's total, one count to read.
  publishedListed: 'articles#published#listed',
  ofAuthor: (id: string) => `articles#author#${id}`,
  ofCategory: (id: string) => `articles#category#${id}`,
  waitingForReview: 'review#waiting',
  listed: (partition: string) => `list#${partition}`,
  authors: 'authors',
  categories: 'categories',
  seedRuns: (name: string) => `seed-runs#${name}`,
  migrationRuns: (name: string) => `migration-runs#${name}`,
};

/**
 * Rows each sharded count is split into: the generation queue's ten workers (its maximum
 * concurrency) then rarely meet on one, and the dashboard's five counts are still one
 * BatchGetItem (80 keys, within its 100).
 */
export const counterShards = 16;

/** The shard an item counts on: fixed by its id, so every change of one item meets on one row. */
export function shardOf(itemId: string): number {
  return createHash('sha256').update(itemId).digest().readUInt32BE(0) % counterShards;
}

/** The row of `key`'s shard `shard`; shard 0 is the plain key (the counts kept before the split). */
export function shardKey(key: string, shard: number): string {
  return shard === 0 ? key : `shard${shard}#${key}`;
}

/** Every row of a sharded count. */
function shardKeys(key: string): string[] {
  return Array.from({ length: counterShards }, (_, shard) => shardKey(key, shard));
}

/** Pending changes to counters: key -> amount to add. */
export type CounterChanges = Map<string, number>;

/** The fields of an article that counters depend on. */
export type CountedArticle = Pick<
  ArticleRecord,
  'id' | 'is_published' | 'category_name' | 'author_id' | 'category_id' | 'review'
>;

/**
 * What the counters must do when an article goes from `before` to `after` (undefined: it does not
 * exist on that side). Only changes are returned.
 */
export function articleCountChanges(
  before: CountedArticle | undefined,
  after: CountedArticle | undefined,
): CounterChanges {
  const changes: CounterChanges = new Map();
  // Before and after are one article: one id, one shard.
  const shard = shardOf((after ?? before)?.id ?? '');
  const addTo = (key: string, delta: number) => add(changes, shardKey(key, shard), delta);
  const count = (article: CountedArticle | undefined, delta: number) => {
    if (!article) return;
    addTo(keys.articles, delta);
    addTo(keys.ofAuthor(article.author_id), delta);
    addTo(keys.ofCategory(article.category_id), delta);
  };
  const countPublished = (article: CountedArticle | undefined, delta: number) => {
    if (!article) return;
    addTo(keys.published, delta);
    addTo(keys.publishedInCategory(article.category_name), delta);
    if (isAllowedCategory(article.category_name)) addTo(keys.publishedListed, delta);
  };
  count(before, -1);
  count(after, +1);
  // The published counts follow the domain's one rule of what became or stopped being public.
  const transition = publicTransition(isPublic('article', before), isPublic('article', after));
  if (transition === 'stopped-being-public' || transition === 'changed-while-public')
    countPublished(before, -1);
  if (transition === 'became-public' || transition === 'changed-while-public')
    countPublished(after, +1);
  return mergeCounterChanges(
    changes,
    reviewCountChanges(
      (after ?? before)?.id ?? '',
      before && { published: before.is_published, review: before.review },
      after && { published: after.is_published, review: after.review },
    ),
  );
}

/**
 * What the Waiting for review count must do when the article or page `itemId` goes from `before`
 * to `after` (undefined: it does not exist on that side); nothing when it neither starts nor
 * stops waiting.
 */
export function reviewCountChanges(
  itemId: string,
  before: Reviewable | undefined,
  after: Reviewable | undefined,
): CounterChanges {
  const delta = waitingDelta(before, after);
  const key = shardKey(keys.waitingForReview, shardOf(itemId));
  return new Map(delta === 0 ? [] : [[key, delta]]);
}

/**
 * What the list counts must do when the item `itemId` moves from the list partitions `before` to
 * `after` (listings-table.ts names them): one less in each it leaves, one more in each it joins.
 * `shard: 0` counts on the plain keys, for bulk loads (one ADD per partition, not per shard).
 */
export function listCountChanges(
  itemId: string,
  before: readonly string[],
  after: readonly string[],
  shard = shardOf(itemId),
): CounterChanges {
  const changes: CounterChanges = new Map();
  for (const partition of before) add(changes, shardKey(keys.listed(partition), shard), -1);
  for (const partition of after) add(changes, shardKey(keys.listed(partition), shard), +1);
  return new Map([...changes].filter(([, delta]) => delta !== 0));
}

/**
 * The kept count of a list partition, as reads of its shards that another batch may carry (the
 * list's rows are read by key anyway): `total()` sums them once they are settled.
 */
export function pendingListCount(partition: string): {
  reads: PendingRead<unknown>[];
  total(): Promise<number>;
} {
  const reads = shardKeys(keys.listed(partition)).map(
    (key) => new PendingRead(config().tables.counters, { key }, (item) => item?.count),
  );
  return {
    reads,
    total: async () => sumOf(await Promise.all(reads.map((read) => read.value()))),
  };
}

/**
 * Sets a list partition's kept count to `count` (a migration that recounted the partition's rows):
 * adds the difference from what its shards hold to the plain key, so shards changed meanwhile keep
 * their changes. Says whether it changed anything.
 */
export function reconcileListCount(partition: string, count: number): Promise<boolean> {
  return reconcileCount(keys.listed(partition), count);
}

/**
 * Sets the count of published articles in the site's categories to the sum of their own counts
 * (the `published-listed` migration: the count began after articles were published). Says
 * whether it changed anything.
 */
export async function reconcilePublishedListedCount(): Promise<boolean> {
  const perCategory = await shardSums(allowedCategoryNames.map(keys.publishedInCategory), true);
  return reconcileCount(keys.publishedListed, sumOf([...perCategory.values()].map(toCount)));
}

/** Sets the sharded count `key` to `count` by adding the difference to its plain key. */
async function reconcileCount(key: string, count: number): Promise<boolean> {
  const held = (await shardSums([key], true)).get(key) ?? 0;
  if (held === count) return false;
  await counterRepository.apply(new Map([[key, count - held]]));
  return true;
}

/** Change of the row count of the authors or categories table. */
export function entityCountChange(entity: 'authors' | 'categories', delta: number): CounterChanges {
  return new Map([[keys[entity], delta]]);
}

/** Adds `more` into `target` (for one transaction covering several articles). */
export function mergeCounterChanges(target: CounterChanges, more: CounterChanges): CounterChanges {
  for (const [key, delta] of more) add(target, key, delta);
  return target;
}

/**
 * Transaction items applying `changes`: one atomic ADD per counter (a transaction may touch an
 * item only once, which is why changes are merged per key first). Zero changes are left out.
 */
export function counterUpdates(changes: CounterChanges): TransactItem[] {
  return guardedCounterUpdates(changes, []).map(({ item }) => item);
}

/** Tombstone a deleted author's or category's shards carry instead of a name (no name has a C0). */
const goneName = '\u0000deleted';

/**
 * The condition of a name guard: the shard holds `:guardName`. An author or category that does
 * not exist (never, or no more) has no name there, so it fails too.
 */
const guardCondition = '#guardName = :guardName';

/**
 * The guard of the name an article copies from its author or category: that owner's count shard
 * the article counts on, and the name it must still hold there.
 */
export interface NameGuard {
  key: string;
  name: string;
}

/** The guard of `name`, copied from `owner` by the article `articleId`. */
export function nameGuard(
  owner: { authorId: string } | { categoryId: string },
  articleId: string,
  name: string,
): NameGuard {
  return { key: shardKey(ownerKey(owner), shardOf(articleId)), name };
}

const ownerKey = (owner: { authorId: string } | { categoryId: string }) =>
  'authorId' in owner ? keys.ofAuthor(owner.authorId) : keys.ofCategory(owner.categoryId);

/**
 * Transaction items applying `changes` and checking `guards`: a guarded counter's ADD carries
 * the guard's condition, and a guard whose shard no change touches is a ConditionCheck of its
 * own. Each item names the guard it carries, so a cancelled transaction says which name changed.
 */
export function guardedCounterUpdates(
  changes: CounterChanges,
  guards: readonly NameGuard[],
): { item: TransactItem; guard?: NameGuard }[] {
  const guardOf = new Map(guards.map((guard) => [guard.key, guard]));
  const condition = (guard: NameGuard | undefined) =>
    guard
      ? {
          ConditionExpression: guardCondition,
          ExpressionAttributeNames: { '#guardName': 'name' },
          ExpressionAttributeValues: { ':guardName': guard.name },
        }
      : undefined;
  const updates = [...changes].flatMap(([key, delta]) => {
    if (delta === 0) return [];
    const guard = guardOf.get(key);
    guardOf.delete(key);
    const guarded = condition(guard);
    return [
      {
        item: {
          Update: {
            TableName: config().tables.counters,
            Key: { key },
            UpdateExpression: 'ADD #count :delta',
            ...guarded,
            ExpressionAttributeNames: { '#count': 'count', ...guarded?.ExpressionAttributeNames },
            ExpressionAttributeValues: { ':delta': delta, ...guarded?.ExpressionAttributeValues },
          },
        },
        ...(guard ? { guard } : {}),
      },
    ];
  });
  const checks = [...guardOf.values()].map((guard) => ({
    item: {
      ConditionCheck: {
        TableName: config().tables.counters,
        Key: { key: guard.key },
        ...(condition(guard) as NonNullable<ReturnType<typeof condition>>),
      },
    },
    guard,
  }));
  return [...updates, ...checks];
}

/**
 * Transaction items writing an author's or category's name onto every shard of its article
 * count, which the name guards of article writes compare with: an article write that read the old
 * name and commits after a rename is cancelled and reads the name again. Idempotent.
 */
export function nameGuardWrites(
  owner: { authorId: string } | { categoryId: string },
  name: string,
): TransactItem[] {
  return shardKeys(ownerKey(owner)).map((key) => ({
    Update: {
      TableName: config().tables.counters,
      Key: { key },
      UpdateExpression: 'SET #guardName = :guardName',
      ExpressionAttributeNames: { '#guardName': 'name' },
      ExpressionAttributeValues: { ':guardName': name },
    },
  }));
}

/** The shards of an author's or category's article count, as read before deleting it. */
export type OwnerShards = ReadonlyMap<string, number | undefined>;

/** The articles naming an author or in a category, from its shards as read. */
export function articleCountOf(shards: OwnerShards): number {
  return sumOf([...shards.values()]);
}

/**
 * Transaction items for deleting an author or category that no article names: each shard of its
 * article count must still hold what `seen` read (a count of 0 in all), and gets the tombstone
 * that cancels any article write still carrying its name. An article written between the read and
 * the delete changed a shard, so the delete is cancelled (and reads again) rather than leaving the
 * article without its owner. Undefined when `seen` counts articles: the delete must be refused.
 */
export function noArticlesWrites(seen: OwnerShards): TransactItem[] | undefined {
  if (articleCountOf(seen) > 0) return undefined;
  return [...seen].map(([key, count]) => ({
    Update: {
      TableName: config().tables.counters,
      Key: { key },
      UpdateExpression: 'SET #guardName = :gone',
      ConditionExpression: count === undefined ? 'attribute_not_exists(#count)' : '#count = :seen',
      ExpressionAttributeNames: { '#guardName': 'name', '#count': 'count' },
      ExpressionAttributeValues: {
        ':gone': goneName,
        ...(count === undefined ? {} : { ':seen': count }),
      },
    },
  }));
}

/** Reads of the counters. */
export class DynamoCounterRepository implements PublishedCountReader, DashboardCountReader {
  /** Published articles per category name (0 for names never counted). */
  async publishedByCategory(names: readonly string[]): Promise<Record<string, number>> {
    const counts = await this.readSharded(names.map(keys.publishedInCategory));
    return Object.fromEntries(
      names.map((name) => [name, counts.get(keys.publishedInCategory(name)) ?? 0]),
    );
  }

  /** Published articles in the site's categories (the public list's total). */
  async publishedListed(): Promise<number> {
    return (await this.readSharded([keys.publishedListed])).get(keys.publishedListed) ?? 0;
  }

  /**
   * The figures of the admin dashboard: the counters, and the articles and pages in review, the
   * kept counts of their lists' in-review partitions.
   */
  async dashboardCounts(): Promise<DashboardCounts> {
    const articlesInReview = keys.listed(listPartition('article', { status: 'in_review' }));
    const pagesInReview = keys.listed(listPartition('page', { status: 'in_review' }));
    const counts = await this.readSharded([
      keys.articles,
      keys.published,
      keys.waitingForReview,
      keys.authors,
      keys.categories,
      articlesInReview,
      pagesInReview,
    ]);
    return {
      totalArticles: counts.get(keys.articles) ?? 0,
      publishedArticles: counts.get(keys.published) ?? 0,
      waitingForReview: counts.get(keys.waitingForReview) ?? 0,
      articlesInReview: counts.get(articlesInReview) ?? 0,
      pagesInReview: counts.get(pagesInReview) ?? 0,
      authors: counts.get(keys.authors) ?? 0,
      categories: counts.get(keys.categories) ?? 0,
    };
  }

  /** Articles naming the author. */
  async articlesOfAuthor(authorId: string): Promise<number> {
    return articleCountOf(await this.ownerShards({ authorId }));
  }

  /** Articles in the category. */
  async articlesOfCategory(categoryId: string): Promise<number> {
    return articleCountOf(await this.ownerShards({ categoryId }));
  }

  /**
   * Every shard of an author's or category's article count, read strongly consistent: what
   * {@link noArticlesWrites} checks is unchanged when it deletes the owner.
   */
  async ownerShards(owner: { authorId: string } | { categoryId: string }): Promise<OwnerShards> {
    const shards = shardKeys(ownerKey(owner));
    const items = await batchGetByKey(shards, {
      table: config().tables.counters,
      keyName: 'key',
      attributes: ['count'],
      consistent: true,
    });
    // A shard row may hold a name and no count yet (written by the owner's create or rename).
    const counts = new Map(
      items.flatMap((item) =>
        typeof item.count === 'number' ? [[String(item.key), item.count] as const] : [],
      ),
    );
    return new Map(shards.map((key) => [key, counts.get(key)]));
  }

  /** How many times the named seeder has completed. */
  async seedRuns(name: string): Promise<number> {
    return this.readOne(keys.seedRuns(name));
  }

  /** Records one completed run of the named seeder. */
  async recordSeedRun(name: string): Promise<void> {
    await this.apply(new Map([[keys.seedRuns(name), 1]]));
  }

  /** How many times the named migration has completed on this data (adapters/migrations). */
  async migrationRuns(name: string): Promise<number> {
    return this.readOne(keys.migrationRuns(name));
  }

  /** Records one completed run of the named migration. */
  async recordMigrationRun(name: string): Promise<void> {
    await this.apply(new Map([[keys.migrationRuns(name), 1]]));
  }

  /**
   * Applies changes outside any transaction, one ADD per counter. Only for bulk loads (seeding,
   * benchmarks) whose items are written by BatchWriteItem, which has no transactions.
   */
  async apply(changes: CounterChanges): Promise<void> {
    for (const [key, delta] of changes) {
      if (delta === 0) continue;
      await dynamoClient().send(
        new UpdateCommand({
          TableName: config().tables.counters,
          Key: { key },
          UpdateExpression: 'ADD #count :delta',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':delta': delta },
        }),
      );
    }
  }

  private async readOne(key: string): Promise<number> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: config().tables.counters, Key: { key }, ConsistentRead: true }),
    );
    return toCount(Item?.count);
  }

  /** Each count summed over its shards, never below zero as shown. */
  private async readSharded(counterKeys: readonly string[]): Promise<Map<string, number>> {
    const sums = await shardSums(counterKeys);
    return new Map(counterKeys.map((key) => [key, toCount(sums.get(key))]));
  }
}

/**
 * Each count summed over its shards as stored, in one batch read (a count never sharded is all in
 * shard 0); a sum may be below zero, which only a reconciliation needs to see.
 */
async function shardSums(
  counterKeys: readonly string[],
  consistent = false,
): Promise<Map<string, number>> {
  const items = await batchGetByKey(counterKeys.flatMap(shardKeys), {
    table: config().tables.counters,
    keyName: 'key',
    attributes: ['count'],
    consistent,
  });
  const stored = new Map(items.map((item) => [String(item.key), item.count]));
  return new Map(
    counterKeys.map((key) => [key, storedSum(shardKeys(key).map((shard) => stored.get(shard)))]),
  );
}

/** The process's counter repository, built once at module scope (its SDK client is lazy). */
export const counterRepository = new DynamoCounterRepository();

function add(changes: CounterChanges, key: string, delta: number) {
  changes.set(key, (changes.get(key) ?? 0) + delta);
}

// A counter never shows below zero, even if a bulk load was interrupted half way.
function toCount(value: unknown): number {
  return typeof value === 'number' && value > 0 ? value : 0;
}

// One shard may be below zero (an article counted on the plain key before the split and deleted
// after it counts -1 on its own shard); only the sum is a count.
function sumOf(values: readonly unknown[]): number {
  return toCount(storedSum(values));
}

/** The sum of stored counts as they are (a missing one is 0), below zero included. */
function storedSum(values: readonly unknown[]): number {
  return values.reduce<number>((sum, value) => sum + (typeof value === 'number' ? value : 0), 0);
}
