/**
 * The `articles` table's layout, shared by the modules that read and write it
 * (articles-repository.ts, article-renames.ts, article-bulk-insert.ts) and by nothing else.
 *
 * Item: the ArticleRecord plus index attributes derived from it on every write:
 *   entity = 'ARTICLE', sort_key = '{published_date}#{id}'   -> byEntity: every article, newest first
 *   published_key = 'PUBLISHED'        (only when public)     -> byPublished: sparse, newest first
 *   published_category = category name (only when public)    -> byCategory: sparse, newest first
 *   author_id / category_id                                   -> byAuthor / byCategoryId
 *   scheduled_key / scheduled_at (only a waiting draft)        -> byScheduled (schedule-index.ts)
 * "Public" is the shared rule `isPublicArticle`: published and in an allowed category. The public
 * indexes (byPublished, byCategory) carry the card fields (`articleCardFields`); the others
 * project KEYS_ONLY, and their rows are then fetched by key (BatchGetItem).
 */
import type * as z from 'zod';
import {
  articleRecordSchema,
  type AdminArticleListItem,
  type ArticleRecord,
} from '@shared/schemas/article';
import { fieldMask } from '@shared/schemas/field-lists';
import { isPublicArticle } from '@shared/rules/article-content';
import { normaliseSeo, type SeoFields } from '@shared/rules/seo-fields';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { parseStoredRow } from '@functions/adapters/dynamo/stored-row';
import { config } from '@functions/lib/config';
import { scheduleIndexAttributes } from './schedule-index';

/** The table's name in this stage. */
export const table = () => config().tables.articles;

/**
 * What a row of the admin article list shows (read with a projection): who may change it (a
 * contributor their own drafts) and its scheduled publish, if any, included.
 */
export const adminArticleRowAttributes = [
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
  'created_by',
  'schedule',
  'review',
  'quality',
] as const satisfies readonly (keyof AdminArticleListItem)[];

export const entityValue = 'ARTICLE';
export const publishedValue = 'PUBLISHED';

/** The indexes and the attribute each is keyed by. */
export const indexes = {
  all: { name: 'byEntity', key: 'entity', sorted: true },
  published: { name: 'byPublished', key: 'published_key', sorted: true },
  publishedInCategory: { name: 'byCategory', key: 'published_category', sorted: true },
  author: { name: 'byAuthor', key: 'author_id', sorted: false },
  category: { name: 'byCategoryId', key: 'category_id', sorted: false },
} as const;

export type Index = (typeof indexes)[keyof typeof indexes];

/** Ids of an index partition in index order, at most `limit` of them. */
export async function keysOf(
  index: Index,
  value: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<string[]> {
  return (await entriesOf(index, value, limit)).map((entry) => String(entry.id));
}

/**
 * The entries of an index partition in index order, at most `limit` of them, with what the index
 * projects: keys, and on the public indexes the card fields (`articleCardFields`).
 */
export async function entriesOf(
  index: Index,
  value: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<Record<string, unknown>[]> {
  const { items } = await queryAll(
    {
      TableName: table(),
      IndexName: index.name,
      KeyConditionExpression: '#key = :value',
      ExpressionAttributeNames: { '#key': index.key },
      ExpressionAttributeValues: { ':value': value },
      ...(index.sorted ? { ScanIndexForward: false } : {}),
    },
    { limit },
  );
  return items;
}

/** The index attributes of a record: which indexes list it, and where. */
export function indexAttributes(record: Pick<ArticleRecord, 'is_published' | 'category_name'>) {
  return isPublicArticle(record)
    ? { published_key: publishedValue, published_category: record.category_name }
    : {};
}

export function toItem(record: ArticleRecord): Record<string, unknown> {
  return {
    ...record,
    entity: entityValue,
    sort_key: `${record.published_date}#${record.id}`,
    ...indexAttributes(record),
    ...scheduleIndexAttributes(record),
  };
}

/** Where a row came from, for the log of a row that does not parse. */
const rowSource = (item: Record<string, unknown>) => ({ table: table(), key: { id: item.id } });

/**
 * A stored item as a record, parsed with the record's schema (functions/adapters/dynamo/
 * stored-row.ts): the index attributes are dropped, the defaults of fields added since the row
 * was written filled; a row that does not match throws, logged with its id.
 */
export function fromItem(item: Record<string, unknown>): ArticleRecord {
  return withNormalSeo(parseStoredRow(articleRecordSchema, item, rowSource(item)));
}

/** The editors' `seo` object, when stored, read back normalised (`rules/seo-fields`). */
function withNormalSeo<T extends { seo?: SeoFields }>(record: T): T {
  return record.seo ? { ...record, seo: normaliseSeo(record.seo) } : record;
}

const projections = new Map<string, z.ZodType>();

/**
 * An item read with a projection of `attributes`, parsed with those fields of the record's
 * schema (optional fields the projection found absent stay absent).
 */
export function fromProjection<const K extends keyof ArticleRecord>(
  item: Record<string, unknown>,
  attributes: readonly K[],
): Pick<ArticleRecord, K> {
  const name = attributes.join(',');
  let schema = projections.get(name);
  if (!schema) {
    schema = articleRecordSchema.pick(fieldMask(attributes) as Record<keyof ArticleRecord, true>);
    projections.set(name, schema);
  }
  return withNormalSeo(parseStoredRow(schema, item, rowSource(item)) as Pick<ArticleRecord, K>);
}
