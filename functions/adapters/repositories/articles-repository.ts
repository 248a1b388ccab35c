/**
 * The `articles` table's reads and single-article writes. The table's layout (keys, indexes, item
 * shape) is articles-table.ts; renames reaching many articles are article-renames.ts; the seeds'
 * bulk load is article-bulk-insert.ts. Together they are the only code that knows the table.
 *
 * The two public indexes (byPublished, byCategory) carry the card fields (`articleCardFields`,
 * ~1 KB an entry instead of a copy of the whole article, whose body runs to 50,000 characters);
 * the others project KEYS_ONLY, and the admin's rows are then fetched by key (BatchGetItem).
 *
 * Cost of the public list, whatever the number of articles: page 1 is one Query with Limit 6 on a
 * sparse index (six cards, a few KB), plus the counters, read elsewhere. Page p reads the 6p
 * newest entries (~1 KB each: page 50 is ~300 KB, about 40 eventually consistent read units),
 * where keys and then rows by key would read a fifth of that in two round trips; the public list
 * is read far more often at page 1 than deep, so the round trip is what is saved. No path of the
 * public site uses Scan.
 *
 * Writes are single transactions with everything they imply: the slug marker, the checks that the
 * author and category still carry the names copied onto the article, the version condition and
 * the exact counters (counters-repository). The name checks ride on the article's own shard of
 * its author's and category's counts, never on the author or category row, so concurrent writes
 * of articles by one author in one category (a batch generation) do not queue on one item.
 */
import { dynamoClient, GetCommand } from '@functions/adapters/dynamo/document-client';
import { queryAll } from '@functions/adapters/dynamo/pages';
import {
  articleCardFields,
  type AdminArticleListItem,
  type ArticleRecord,
} from '@shared/schemas/article';
import { isPublicArticle } from '@shared/rules/article-content';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import {
  maxTransactItems,
  transactWrite,
  type TransactItem,
} from '@functions/adapters/dynamo/transact-write';
import {
  claimUnique,
  failedConditions,
  ownerOfUnique,
  releaseUnique,
  uniqueKey,
} from '@functions/adapters/dynamo/uniques';
import { articleImageUseWrites } from '@functions/adapters/repositories/image-usage';
import {
  articleCountChanges,
  guardedCounterUpdates,
  nameGuard,
  type NameGuard,
} from '@functions/adapters/repositories/counters-repository';
import {
  forgetRevisions,
  revisionWriteItems,
} from '@functions/adapters/repositories/revisions-repository';
import type {
  ArticleStore,
  ArticleWriteFailure,
  ArticleWriteResult,
  PublishedArticleCard,
  PublishedArticleReader,
  PublishedPageRequest,
} from '@functions/domain/articles/article-ports';
import type { ActivityEntry } from '@shared/schemas/activity';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import type { RevisionEntry } from '@functions/domain/revisions/revision-ports';
import type { PublishedSlug } from '@functions/domain/sitemap/sitemap';
import {
  adminArticleRowAttributes,
  entriesOf,
  entityValue,
  fromItem,
  fromProjection,
  indexes,
  keysOf,
  publishedValue,
  table,
  toItem,
} from './articles-table';
import { articleEntry, listingSteps, writeListingSteps } from './listings-table';

/** What the sitemap reads of a public article: its slug, last change and SEO switches. */
const sitemapAttributes = [
  'id',
  'slug',
  'updated_at',
  'is_published',
  'category_name',
  'seo',
] as const satisfies readonly (typeof articleCardFields)[number][];

/** What the weekly digest lists of an article (and the public rule needs to check it). */
const digestAttributes = [
  'id',
  'title',
  'slug',
  'excerpt',
  'published_date',
  'is_published',
  'category_name',
] as const satisfies readonly (typeof articleCardFields)[number][];

/** One item of a write transaction, and what its failed condition means. */
interface Step {
  item: TransactItem;
  failure?: ArticleWriteFailure;
  /**
   * Derived from the record and idempotent (the admin lists' index rows): written after the
   * transaction when the write would not fit one.
   */
  deferrable?: true;
}

/** Articles in DynamoDB. */
export class DynamoArticleRepository implements ArticleStore, PublishedArticleReader {
  async get(id: string): Promise<ArticleRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  }

  /**
   * Whole articles by id, strongly consistent as {@link get}: one BatchGetItem per 100 (a
   * whole-site render reads its articles so, a chunk at a time). Ids with no article are left out.
   */
  async getMany(ids: readonly string[]): Promise<ArticleRecord[]> {
    const items = await batchGetByKey(ids, { table: table(), keyName: 'id', consistent: true });
    return items.map((item) => fromItem(item));
  }

  /** Two GetItems: the slug marker names the article's id. */
  async findBySlug(slug: string): Promise<ArticleRecord | undefined> {
    const id = await ownerOfUnique('article-slug', slug);
    if (!id) return undefined;
    const { Item } = await dynamoClient().send(new GetCommand({ TableName: table(), Key: { id } }));
    const record = Item ? fromItem(Item) : undefined;
    return record?.slug === slug ? record : undefined;
  }

  async publishedPage(request: PublishedPageRequest): Promise<PublishedArticleCard[]> {
    const [index, value] =
      request.category === undefined
        ? [indexes.published, publishedValue]
        : [indexes.publishedInCategory, request.category];
    const items = await entriesOf(index, value, request.offset + request.limit);
    return items.slice(request.offset).map((item) => fromProjection(item, articleCardFields));
  }

  /** Every article's id, in the `all` index's order: its Query alone, no item read. */
  async allIds(): Promise<string[]> {
    return keysOf(indexes.all, entityValue);
  }

  /** Every article, newest first: the keys from byEntity, then the table columns by key. */
  async listAll(): Promise<AdminArticleListItem[]> {
    const ids = await this.allIds();
    const items = await batchGetByKey(ids, {
      table: table(),
      keyName: 'id',
      attributes: adminArticleRowAttributes,
    });
    return items.map((item) => fromProjection(item, adminArticleRowAttributes));
  }

  /**
   * The public articles that went live in [from, to), newest first, with their card fields (the
   * weekly digest): one Query of byPublished by its sort key's range, `<published_date>#<id>`,
   * so it reads the week's entries only, however many articles the site has.
   */
  async publishedBetween(
    from: Date,
    to: Date,
  ): Promise<Pick<ArticleRecord, 'id' | 'title' | 'slug' | 'excerpt' | 'published_date'>[]> {
    const { items } = await queryAll({
      TableName: table(),
      IndexName: indexes.published.name,
      KeyConditionExpression: '#key = :value AND sort_key BETWEEN :from AND :to',
      ExpressionAttributeNames: { '#key': indexes.published.key },
      // '#' sorts before every id character and '~' after them: the bounds hold whole timestamps.
      ExpressionAttributeValues: {
        ':value': publishedValue,
        ':from': `${from.toISOString()}#`,
        ':to': `${new Date(to.getTime() - 1).toISOString()}#~`,
      },
      ScanIndexForward: false,
    });
    return items
      .map((item) => fromProjection(item, digestAttributes))
      .filter(isPublicArticle)
      .map(({ id, title, slug, excerpt, published_date }) => ({
        id,
        title,
        slug,
        excerpt,
        published_date,
      }));
  }

  /**
   * Slug, last change and SEO switches of every public article, newest first, for the XML
   * sitemap: a Query of the sparse byPublished index, which carries them.
   */
  async publishedSlugs(): Promise<PublishedSlug[]> {
    const items = await entriesOf(indexes.published, publishedValue);
    return items
      .map((item) => fromProjection(item, sitemapAttributes))
      .filter(isPublicArticle)
      .map((record) => ({
        slug: record.slug,
        updated_at: record.updated_at,
        ...(record.seo
          ? { seo: { noindex: record.seo.noindex, canonical: record.seo.canonical } }
          : {}),
      }));
  }

  async create(record: ArticleRecord, activity?: ActivityEntry): Promise<ArticleWriteResult> {
    return commit([
      {
        item: {
          Put: {
            TableName: table(),
            Item: toItem(record),
            ConditionExpression: 'attribute_not_exists(#id)',
            ExpressionAttributeNames: { '#id': 'id' },
          },
        },
        failure: 'stale',
      },
      { item: claimUnique('article-slug', record.slug, record.id), failure: 'slug-taken' },
      ...counterSteps(undefined, record, { author: true, category: true }),
      ...listSteps(undefined, record),
      ...articleImageUseWrites(undefined, record).map((item) => ({ item })),
      ...activitySteps(activity),
    ]);
  }

  async update(
    before: ArticleRecord,
    after: ArticleRecord,
    revision?: RevisionEntry,
    activity?: ActivityEntry,
  ): Promise<ArticleWriteResult> {
    const slugMoves =
      uniqueKey('article-slug', before.slug) !== uniqueKey('article-slug', after.slug);
    // Names already on the article were checked when they were written, and any rename since then
    // bumped the version; only a name this write introduces needs a check.
    const authorChanges =
      before.author_id !== after.author_id || before.author_name !== after.author_name;
    const categoryChanges =
      before.category_id !== after.category_id || before.category_name !== after.category_name;
    return commit([
      {
        item: {
          Put: {
            TableName: table(),
            Item: toItem(after),
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': before.version },
          },
        },
        failure: 'stale',
      },
      ...(slugMoves
        ? [
            {
              item: releaseUnique('article-slug', before.slug, before.id),
              failure: 'stale' as const,
            },
            {
              item: claimUnique('article-slug', after.slug, after.id),
              failure: 'slug-taken' as const,
            },
          ]
        : []),
      ...counterSteps(before, after, { author: authorChanges, category: categoryChanges }),
      // The kept state, in the same transaction (revisions-repository); a revision already
      // stored for this version means another write won: stale.
      ...(revision
        ? (await revisionWriteItems(revision, after)).map((item) => ({
            item,
            failure: 'stale' as const,
          }))
        : []),
      ...listSteps(before, after),
      ...articleImageUseWrites(before, after).map((item) => ({ item })),
      ...activitySteps(activity),
    ]);
  }

  async remove(record: ArticleRecord, activity?: ActivityEntry): Promise<ArticleWriteResult> {
    const result = await commit([
      {
        item: {
          Delete: {
            TableName: table(),
            Key: { id: record.id },
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': record.version },
          },
        },
        failure: 'stale',
      },
      { item: releaseUnique('article-slug', record.slug, record.id), failure: 'stale' },
      ...counterSteps(record, undefined, { author: false, category: false }),
      ...listSteps(record, undefined),
      ...articleImageUseWrites(record, undefined).map((item) => ({ item })),
      ...activitySteps(activity),
    ]);
    if (result.ok) await forgetRevisions('article', record.id);
    return result;
  }
}

/** The activity log's entry of a write, in its transaction (a failed entry: a replayed write). */
function activitySteps(activity: ActivityEntry | undefined) {
  return activity ? [{ item: activityPut(activity), failure: 'stale' as const }] : [];
}

/** The process's article repository, built once at module scope (its SDK client is lazy). */
export const articleRepository = new DynamoArticleRepository();

/**
 * Sends a write transaction and says which step's condition stopped it, if one did. A write of
 * more than DynamoDB's 100 items (a save that changes title, category, author and status at once
 * moves up to about 90 list index rows, before its revision, counters and image uses) commits
 * everything else in the transaction and then writes the list rows, which only follow the record:
 * the save is never refused for its size, and the lists catch up a moment later.
 */
async function commit(steps: Step[]): Promise<ArticleWriteResult> {
  const deferred = steps.length > maxTransactItems ? steps.filter((step) => step.deferrable) : [];
  const transacted = deferred.length > 0 ? steps.filter((step) => !step.deferrable) : steps;
  try {
    await transactWrite(transacted.map((step) => step.item));
  } catch (error) {
    const failure = failedConditions(error)
      .map((index) => transacted[index]?.failure)
      .find((reason) => reason !== undefined);
    if (failure) return { ok: false, reason: failure };
    throw error;
  }
  if (deferred.length > 0) await writeListingSteps(deferred.map((step) => step.item));
  return { ok: true };
}

/**
 * The counter updates of a write from `before` to `after`, with the checks that `after` still
 * carries its author's and category's names where `check` asks for them (the names it brings).
 */
function counterSteps(
  before: ArticleRecord | undefined,
  after: ArticleRecord | undefined,
  check: { author: boolean; category: boolean },
): Step[] {
  const guards: (NameGuard & { failure: ArticleWriteFailure })[] = [];
  if (after && check.author)
    guards.push({
      ...nameGuard({ authorId: after.author_id }, after.id, after.author_name),
      failure: 'author-changed',
    });
  if (after && check.category)
    guards.push({
      ...nameGuard({ categoryId: after.category_id }, after.id, after.category_name),
      failure: 'category-changed',
    });
  const failureOf = new Map(guards.map((guard) => [guard.key, guard.failure]));
  return guardedCounterUpdates(articleCountChanges(before, after), guards).map(
    ({ item, guard }) => ({ item, ...(guard ? { failure: failureOf.get(guard.key) } : {}) }),
  );
}

/**
 * The admin lists' index rows the write moves (listings-table.ts), deferrable, and the list counts'
 * ADDs, which stay in the transaction (applied twice, a count would count twice); none when
 * nothing listed changes.
 */
function listSteps(before: ArticleRecord | undefined, after: ArticleRecord | undefined): Step[] {
  return listingSteps('article', before && articleEntry(before), after && articleEntry(after)).map(
    (item) => (item.Update ? { item } : { item, deferrable: true as const }),
  );
}
