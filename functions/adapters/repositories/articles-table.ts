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
 * "Public" is the shared rule `isPublicArticle`: published and in an allowed category. Every index
 * projects KEYS_ONLY; the rows are then fetched by key (BatchGetItem).
 */
import type { AdminArticleListItem, ArticleRecord } from '@shared/schemas/article';
import { isPublicArticle } from '@shared/rules/article-content';
import { normaliseSeo, type SeoFields } from '@shared/rules/seo-fields';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { config } from '@functions/lib/config';
import { reviewSchema, type Review } from '@shared/schemas/review';
import { scheduleFromItem, scheduleIndexAttributes } from './schedule-index';

/** A stored `review` attribute as a record's, or nothing when absent or malformed. */
export function reviewFromItem(value: unknown): { review?: Review } {
  const parsed = reviewSchema.safeParse(value);
  return parsed.success ? { review: parsed.data } : {};
}

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
  return items.map((item) => String(item.id));
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

/**
 * A stored item as a record. Lenient on purpose: rows written by older code or by hand must not
 * break a list; missing text becomes '' and the public rules (`rules/article-content`) take over.
 * The editors' `seo` object, when stored, is read back normalised (`rules/seo-fields`).
 */
export function fromItem(item: Record<string, unknown>): ArticleRecord {
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
    ...(typeof item.created_by === 'string' ? { created_by: item.created_by } : {}),
    ...(Array.isArray(item.previous_slugs)
      ? { previous_slugs: (item.previous_slugs as unknown[]).filter((s) => typeof s === 'string') }
      : {}),
    ...(typeof item.seo === 'object' && item.seo !== null
      ? { seo: normaliseSeo(item.seo as Partial<SeoFields>) }
      : {}),
    ...scheduleFromItem(item.schedule),
    ...reviewFromItem(item.review),
  };
}
