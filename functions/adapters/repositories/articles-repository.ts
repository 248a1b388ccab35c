/**
 * The `articles` table: the only code that knows its keys and indexes.
 *
 * Item: the ArticleRecord plus index attributes derived from it on every write:
 *   entity = 'ARTICLE', sort_key = '{published_date}#{id}'   -> byEntity: every article, newest first
 *   published_key = 'PUBLISHED'        (only when public)     -> byPublished: sparse, newest first
 *   published_category = category name (only when public)    -> byCategory: sparse, newest first
 *   author_id / category_id                                   -> byAuthor / byCategoryId
 * "Public" is the shared rule `isPublicArticle`: published and in an allowed category. Every index
 * projects KEYS_ONLY: an index entry is ~100 bytes instead of a copy of the whole article, so index
 * writes stay cheap and skipping to page N reads small entries; the rows shown are then fetched by
 * key (BatchGetItem).
 *
 * Cost of the public list, whatever the number of articles: page 1 is one Query with Limit 6 on a
 * sparse index (a few hundred bytes of keys) plus one BatchGetItem of the 6 rows shown (plus the
 * counters, read elsewhere). Page p reads the 6p newest index keys (~200 bytes each, so ~1.2 KB
 * per page skipped: page 50 is ~60 KB of keys, about 8 eventually consistent read units) plus the
 * same 6 rows. No path of the public site uses Scan.
 *
 * Writes are single transactions with everything they imply: the slug marker, the checks that the
 * author and category still carry the names copied onto the article, the version condition and
 * the exact counters (counters-repository).
 */
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminArticleListItem, ArticleRecord } from '@shared/schemas/article';
import { isPublicArticle } from '@shared/rules/article-content';
import { dynamoClient } from '@functions/adapters/aws-clients';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import { transactWrite, type TransactItem } from '@functions/adapters/dynamo/transact-write';
import {
  claimUnique,
  failedConditions,
  ownerOfUnique,
  releaseUnique,
  uniqueKey,
} from '@functions/adapters/dynamo/uniques';
import { authorNameCheck } from '@functions/adapters/repositories/authors-repository';
import { categoryNameCheck } from '@functions/adapters/repositories/categories-repository';
import {
  articleCountChanges,
  counterRepository,
  counterUpdates,
  mergeCounterChanges,
  type CounterChanges,
} from '@functions/adapters/repositories/counters-repository';
import type {
  ArticleRepository,
  ArticleWriteFailure,
  ArticleWriteResult,
  PublishedArticleCard,
  PublishedArticleReader,
  PublishedPageRequest,
} from '@functions/domain/articles/article-ports';
import { config } from '@functions/lib/config';

const table = () => config().tables.articles;

const entityValue = 'ARTICLE';
const publishedValue = 'PUBLISHED';

/** The indexes and the attribute each is keyed by. */
const indexes = {
  all: { name: 'byEntity', key: 'entity', sorted: true },
  published: { name: 'byPublished', key: 'published_key', sorted: true },
  publishedInCategory: { name: 'byCategory', key: 'published_category', sorted: true },
  author: { name: 'byAuthor', key: 'author_id', sorted: false },
  category: { name: 'byCategoryId', key: 'category_id', sorted: false },
} as const;

type Index = (typeof indexes)[keyof typeof indexes];

const cardAttributes = [
  'id',
  'title',
  'slug',
  'excerpt',
  'published_date',
  'author_name',
  'category_name',
  'image_url',
  'image_alt',
  'is_published',
] as const satisfies readonly (keyof PublishedArticleCard)[];

const adminRowAttributes = [
  'id',
  'title',
  'slug',
  'excerpt',
  'author_name',
  'category_name',
  'image_url',
  'is_published',
  'published_date',
  'updated_at',
  'version',
] as const satisfies readonly (keyof AdminArticleListItem)[];

/** What a rename needs to read of each article it rewrites. */
const renameAttributes = [
  'id',
  'version',
  'author_id',
  'author_name',
  'category_id',
  'category_name',
  'is_published',
] as const satisfies readonly (keyof ArticleRecord)[];

type RenameView = Pick<ArticleRecord, (typeof renameAttributes)[number]>;

/** Articles rewritten per transaction by a rename (each one item, plus two counters at most). */
const renameChunk = 40;
const renameAttempts = 5;

/** One item of a write transaction, and what its failed condition means. */
interface Step {
  item: TransactItem;
  failure?: ArticleWriteFailure;
}

/** Articles in DynamoDB. */
export class DynamoArticleRepository implements ArticleRepository, PublishedArticleReader {
  async get(id: string): Promise<ArticleRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
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
    const ids = await this.keysOf(index, value, request.offset + request.limit);
    const items = await batchGetByKey(ids.slice(request.offset), {
      table: table(),
      keyName: 'id',
      attributes: cardAttributes,
    });
    return items.map(fromItem);
  }

  /** Every article, newest first: the keys from byEntity, then the table columns by key. */
  async listAll(): Promise<AdminArticleListItem[]> {
    const ids = await this.keysOf(indexes.all, entityValue);
    const items = await batchGetByKey(ids, {
      table: table(),
      keyName: 'id',
      attributes: adminRowAttributes,
    });
    return items.map(fromItem).map((record) => ({
      id: record.id,
      title: record.title,
      slug: record.slug,
      excerpt: record.excerpt,
      author_name: record.author_name,
      category_name: record.category_name,
      image_url: record.image_url,
      is_published: record.is_published,
      published_date: record.published_date,
      updated_at: record.updated_at,
      version: record.version,
    }));
  }

  /**
   * Slug and last change of every public article, newest first, for the XML sitemap: the keys of
   * the sparse byPublished index (Query), then three small attributes per row by key.
   */
  async publishedSlugs(): Promise<{ slug: string; updated_at: string }[]> {
    const ids = await this.keysOf(indexes.published, publishedValue);
    const items = await batchGetByKey(ids, {
      table: table(),
      keyName: 'id',
      attributes: ['id', 'slug', 'updated_at', 'is_published', 'category_name'],
    });
    return items
      .map(fromItem)
      .filter(isPublicArticle)
      .map((record) => ({ slug: record.slug, updated_at: record.updated_at }));
  }

  async create(record: ArticleRecord): Promise<ArticleWriteResult> {
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
      { item: authorNameCheck(record.author_id, record.author_name), failure: 'author-changed' },
      {
        item: categoryNameCheck(record.category_id, record.category_name),
        failure: 'category-changed',
      },
      ...counterSteps(articleCountChanges(undefined, record)),
    ]);
  }

  async update(before: ArticleRecord, after: ArticleRecord): Promise<ArticleWriteResult> {
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
      ...(authorChanges
        ? [
            {
              item: authorNameCheck(after.author_id, after.author_name),
              failure: 'author-changed' as const,
            },
          ]
        : []),
      ...(categoryChanges
        ? [
            {
              item: categoryNameCheck(after.category_id, after.category_name),
              failure: 'category-changed' as const,
            },
          ]
        : []),
      ...counterSteps(articleCountChanges(before, after)),
    ]);
  }

  async remove(record: ArticleRecord): Promise<ArticleWriteResult> {
    return commit([
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
      ...counterSteps(articleCountChanges(record, undefined)),
    ]);
  }

  async renameAuthor(authorId: string, name: string): Promise<number> {
    return this.rewrite(indexes.author, authorId, (article) =>
      article.author_id === authorId && article.author_name !== name
        ? { ...article, author_name: name }
        : undefined,
    );
  }

  async renameCategory(categoryId: string, name: string): Promise<number> {
    return this.rewrite(indexes.category, categoryId, (article) =>
      article.category_id === categoryId && article.category_name !== name
        ? { ...article, category_name: name }
        : undefined,
    );
  }

  /**
   * Stores many new articles fast, for seeding and benchmarks: BatchWriteItem for the rows and
   * their slug markers, then the counters. NOT atomic and without uniqueness checks: the caller
   * gives fresh ids and distinct slugs and nothing else writes meanwhile.
   */
  async bulkInsert(records: readonly ArticleRecord[]): Promise<void> {
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
    for (let start = 0; start < requests.length; start += 25) {
      let pending: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> = {};
      for (const { table: name, item } of requests.slice(start, start + 25)) {
        (pending[name] ??= []).push({ PutRequest: { Item: item } });
      }
      while (Object.keys(pending).length > 0) {
        const answer = await dynamoClient().send(new BatchWriteCommand({ RequestItems: pending }));
        pending = (answer.UnprocessedItems ?? {}) as typeof pending;
      }
    }
    const changes: CounterChanges = new Map();
    for (const record of records)
      mergeCounterChanges(changes, articleCountChanges(undefined, record));
    await counterRepository().apply(changes);
  }

  /** Ids of an index partition in index order, at most `limit` of them. */
  private async keysOf(
    index: Index,
    value: string,
    limit = Number.POSITIVE_INFINITY,
  ): Promise<string[]> {
    const ids: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamoClient().send(
        new QueryCommand({
          TableName: table(),
          IndexName: index.name,
          KeyConditionExpression: '#key = :value',
          ExpressionAttributeNames: { '#key': index.key },
          ExpressionAttributeValues: { ':value': value },
          ...(index.sorted ? { ScanIndexForward: false } : {}),
          ...(Number.isFinite(limit) ? { Limit: limit - ids.length } : {}),
          ExclusiveStartKey: start,
        }),
      );
      ids.push(...(page.Items ?? []).map((item) => String(item.id)));
      start = page.LastEvaluatedKey;
    } while (start && ids.length < limit);
    return ids;
  }

  /**
   * Applies `change` to every article of an index partition (an author's or a category's), in
   * transactions of {@link renameChunk} articles, each with its counter changes, so counts stay
   * exact at every moment. Each article is rewritten only if its version is the one just read;
   * a chunk that lost a race is read again. Safe to run again: articles already right are skipped,
   * so repeating a rename finishes one that was interrupted.
   */
  private async rewrite(
    index: Index,
    ownerId: string,
    change: (article: RenameView) => RenameView | undefined,
  ): Promise<number> {
    const ids = await this.keysOf(index, ownerId);
    let changed = 0;
    for (let start = 0; start < ids.length; start += renameChunk) {
      const chunk = ids.slice(start, start + renameChunk);
      for (let attempt = 1; ; attempt += 1) {
        const current = (
          await batchGetByKey(chunk, {
            table: table(),
            keyName: 'id',
            attributes: renameAttributes,
            consistent: true,
          })
        ).map(fromItem);
        const rewrites = current.flatMap((before) => {
          const after = change(before);
          return after ? [{ before, after }] : [];
        });
        if (rewrites.length === 0) break;
        const counters: CounterChanges = new Map();
        for (const { before, after } of rewrites)
          mergeCounterChanges(counters, articleCountChanges(before, after));
        try {
          await transactWrite([
            ...rewrites.map(({ before, after }) => renameUpdate(before, after)),
            ...counterUpdates(counters),
          ]);
          changed += rewrites.length;
          break;
        } catch (error) {
          if (failedConditions(error).length === 0 || attempt >= renameAttempts) throw error;
        }
      }
    }
    return changed;
  }
}

let repository: DynamoArticleRepository | undefined;

/** The process's article repository. */
export function articleRepository(): DynamoArticleRepository {
  repository ??= new DynamoArticleRepository();
  return repository;
}

/** Sends a write transaction and says which step's condition stopped it, if one did. */
async function commit(steps: Step[]): Promise<ArticleWriteResult> {
  try {
    await transactWrite(steps.map((step) => step.item));
    return { ok: true };
  } catch (error) {
    const failure = failedConditions(error)
      .map((index) => steps[index]?.failure)
      .find((reason) => reason !== undefined);
    if (failure) return { ok: false, reason: failure };
    throw error;
  }
}

function counterSteps(changes: CounterChanges): Step[] {
  return counterUpdates(changes).map((item) => ({ item }));
}

/** The index attributes of a record: which indexes list it, and where. */
function indexAttributes(record: Pick<ArticleRecord, 'is_published' | 'category_name'>) {
  return isPublicArticle(record)
    ? { published_key: publishedValue, published_category: record.category_name }
    : {};
}

function toItem(record: ArticleRecord): Record<string, unknown> {
  return {
    ...record,
    entity: entityValue,
    sort_key: `${record.published_date}#${record.id}`,
    ...indexAttributes(record),
  };
}

/** The update of one article by a rename: the new names, index attributes, next version. */
function renameUpdate(before: RenameView, after: RenameView): TransactItem {
  const index = indexAttributes(after);
  const names: Record<string, string> = {
    '#version': 'version',
    '#author': 'author_name',
    '#category': 'category_name',
    '#pk': 'published_key',
    '#pc': 'published_category',
  };
  const values: Record<string, unknown> = {
    ':version': before.version,
    ':next': before.version + 1,
    ':author': after.author_name,
    ':category': after.category_name,
  };
  let expression = 'SET #version = :next, #author = :author, #category = :category';
  if (index.published_key) {
    expression += ', #pk = :pk, #pc = :pc';
    values[':pk'] = index.published_key;
    values[':pc'] = index.published_category;
  } else {
    expression += ' REMOVE #pk, #pc';
  }
  return {
    Update: {
      TableName: table(),
      Key: { id: before.id },
      UpdateExpression: expression,
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/**
 * A stored item as a record. Lenient on purpose: rows written by older code or by hand must not
 * break a list; missing text becomes '' and the public rules (`rules/article-content`) take over.
 */
function fromItem(item: Record<string, unknown>): ArticleRecord {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: text(item.id),
    title: text(item.title),
    slug: text(item.slug),
    excerpt: text(item.excerpt),
    author_id: text(item.author_id),
    category_id: text(item.category_id),
    author_name: text(item.author_name),
    category_name: text(item.category_name),
    introduction: text(item.introduction),
    key_points: Array.isArray(item.key_points) ? (item.key_points as string[]) : [],
    sections: Array.isArray(item.sections) ? (item.sections as ArticleRecord['sections']) : [],
    conclusion: text(item.conclusion),
    image_url: text(item.image_url),
    ...(typeof item.image_alt === 'string' ? { image_alt: item.image_alt } : {}),
    ...(typeof item.image_alt_review === 'boolean'
      ? { image_alt_review: item.image_alt_review }
      : {}),
    is_published: item.is_published === true,
    published_date: text(item.published_date),
    updated_at: text(item.updated_at),
    created_at: text(item.created_at),
    version: typeof item.version === 'number' ? item.version : 1,
    ...(Array.isArray(item.previous_slugs)
      ? { previous_slugs: (item.previous_slugs as unknown[]).filter((s) => typeof s === 'string') }
      : {}),
  };
}
