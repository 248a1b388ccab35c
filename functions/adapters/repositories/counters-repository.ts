/**
 * The `counters` table: exact counts, each changed in the SAME transaction as the write it counts,
 * so reading a count is one GetItem and never a Scan or a COUNT query. This module is the only
 * code that knows the counter keys:
 *
 *   articles                               every article
 *   articles#published                     published articles, whatever their category
 *   articles#published#category#{name}     published articles per category NAME (what the public
 *                                          list filters on; a rename moves the count with them)
 *   articles#author#{authorId}             articles naming an author (guards author deletion)
 *   articles#category#{categoryId}         articles in a category (guards category deletion)
 *   review#waiting                         articles and pages waiting for review (the dashboard's)
 *   authors, categories                    rows of those tables
 *   seed-runs#{name}                       how often a sandbox seeder has run
 *
 * Other repositories put `counterUpdates(...)` and `noArticlesCheck(...)` into their transactions.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ArticleRecord } from '@shared/schemas/article';
import type { DashboardCounts } from '@shared/schemas/dashboard';
import { dynamoClient } from '@functions/adapters/aws-clients';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import type { TransactItem } from '@functions/adapters/dynamo/transact-write';
import type { PublishedCountReader } from '@functions/domain/articles/article-ports';
import type { DashboardCountReader } from '@functions/domain/dashboard/dashboard';
import { isPublic, publicTransition } from '@functions/domain/publication/publication-events';
import { countListing } from '@functions/adapters/repositories/listings-table';
import { config } from '@functions/lib/config';
import { waitingDelta, type Reviewable } from '@shared/rules/review';

const keys = {
  articles: 'articles',
  published: 'articles#published',
  publishedInCategory: (name: string) => `articles#published#category#${name}`,
  ofAuthor: (id: string) => `articles#author#${id}`,
  ofCategory: (id: string) => `articles#category#${id}`,
  waitingForReview: 'review#waiting',
  authors: 'authors',
  categories: 'categories',
  seedRuns: (name: string) => `seed-runs#${name}`,
  migrationRuns: (name: string) => `migration-runs#${name}`,
};

/** Pending changes to counters: key -> amount to add. */
export type CounterChanges = Map<string, number>;

/** The fields of an article that counters depend on. */
export type CountedArticle = Pick<
  ArticleRecord,
  'is_published' | 'category_name' | 'author_id' | 'category_id' | 'review'
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
  const count = (article: CountedArticle | undefined, delta: number) => {
    if (!article) return;
    add(changes, keys.articles, delta);
    add(changes, keys.ofAuthor(article.author_id), delta);
    add(changes, keys.ofCategory(article.category_id), delta);
  };
  const countPublished = (article: CountedArticle | undefined, delta: number) => {
    if (!article) return;
    add(changes, keys.published, delta);
    add(changes, keys.publishedInCategory(article.category_name), delta);
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
      before && { published: before.is_published, review: before.review },
      after && { published: after.is_published, review: after.review },
    ),
  );
}

/**
 * What the Waiting for review count must do when an article or page goes from `before` to
 * `after` (undefined: it does not exist on that side); nothing when it neither starts nor stops
 * waiting.
 */
export function reviewCountChanges(
  before: Reviewable | undefined,
  after: Reviewable | undefined,
): CounterChanges {
  const delta = waitingDelta(before, after);
  return new Map(delta === 0 ? [] : [[keys.waitingForReview, delta]]);
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
  return [...changes].flatMap(([key, delta]) =>
    delta === 0
      ? []
      : [
          {
            Update: {
              TableName: config().tables.counters,
              Key: { key },
              UpdateExpression: 'ADD #count :delta',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':delta': delta },
            },
          },
        ],
  );
}

/**
 * Transaction item that cancels the transaction while any article names the author or is in the
 * category. Article writes change the same counter in their own transactions, so the check and
 * those writes are serialised: no article can be added between the check and the delete.
 */
export function noArticlesCheck(
  owner: { authorId: string } | { categoryId: string },
): TransactItem {
  const key =
    'authorId' in owner ? keys.ofAuthor(owner.authorId) : keys.ofCategory(owner.categoryId);
  return {
    ConditionCheck: {
      TableName: config().tables.counters,
      Key: { key },
      ConditionExpression: 'attribute_not_exists(#count) OR #count <= :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
}

/** Reads of the counters. */
export class DynamoCounterRepository implements PublishedCountReader, DashboardCountReader {
  /** Published articles per category name (0 for names never counted). */
  async publishedByCategory(names: readonly string[]): Promise<Record<string, number>> {
    const counts = await this.read(names.map(keys.publishedInCategory));
    return Object.fromEntries(
      names.map((name) => [name, counts.get(keys.publishedInCategory(name)) ?? 0]),
    );
  }

  /**
   * The figures of the admin dashboard: the counters, and the articles and pages in review each
   * counted from their list's in-review partition (few rows: what waits for an editor).
   */
  async dashboardCounts(): Promise<DashboardCounts> {
    const [articlesInReview, pagesInReview] = await Promise.all([
      countListing('article', { status: 'in_review' }),
      countListing('page', { status: 'in_review' }),
    ]);
    const counts = await this.read([
      keys.articles,
      keys.published,
      keys.waitingForReview,
      keys.authors,
      keys.categories,
    ]);
    return {
      totalArticles: counts.get(keys.articles) ?? 0,
      publishedArticles: counts.get(keys.published) ?? 0,
      waitingForReview: counts.get(keys.waitingForReview) ?? 0,
      articlesInReview,
      pagesInReview,
      authors: counts.get(keys.authors) ?? 0,
      categories: counts.get(keys.categories) ?? 0,
    };
  }

  /** Articles naming the author. */
  async articlesOfAuthor(authorId: string): Promise<number> {
    return this.readOne(keys.ofAuthor(authorId));
  }

  /** Articles in the category. */
  async articlesOfCategory(categoryId: string): Promise<number> {
    return this.readOne(keys.ofCategory(categoryId));
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

  private async read(counterKeys: readonly string[]): Promise<Map<string, number>> {
    const items = await batchGetByKey(counterKeys, {
      table: config().tables.counters,
      keyName: 'key',
      attributes: ['count'],
    });
    return new Map(items.map((item) => [String(item.key), toCount(item.count)]));
  }
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
