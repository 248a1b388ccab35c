/**
 * What the article domain needs from storage, said without storage words. The DynamoDB adapter
 * (functions/adapters/repositories/articles-repository.ts, article-renames.ts) implements these; unit tests pass
 * in-memory fakes.
 *
 * Every write is all-or-nothing together with what it implies: the slug claim, the check that the
 * author and category still carry the names copied onto the article, and the exact counts. A write
 * that loses a race does not throw; it says why, and the domain decides what the user is told.
 */
import type { ActivityEntry } from '@shared/schemas/activity';
import type { AdminArticleListItem, ArticleRecord } from '@shared/schemas/article';
import type { RevisionEntry } from '@functions/domain/revisions/revision-ports';

/** Why an article write did not happen. */
export type ArticleWriteFailure =
  /** Another article holds the slug. */
  | 'slug-taken'
  /** The stored article is not the version the write started from (or is gone). */
  | 'stale'
  /** The author is gone or no longer has the name copied onto the article. */
  | 'author-changed'
  /** The category is gone or no longer has the name copied onto the article. */
  | 'category-changed';

/** Outcome of an article write. */
export type ArticleWriteResult = { ok: true } | { ok: false; reason: ArticleWriteFailure };

/** The fields of a published article a public list card is made from. */
export type PublishedArticleCard = Pick<
  ArticleRecord,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'published_date'
  | 'author_name'
  | 'category_name'
  | 'image_url'
  | 'image_alt'
  | 'is_published'
  | 'seo'
> &
  // When it last changed: the feeds' Last-Modified.
  Partial<Pick<ArticleRecord, 'updated_at'>>;

/** One window of the public list, newest first. */
export interface PublishedPageRequest {
  /** Only this category (a stored name); undefined for every allowed category. */
  category?: string;
  /** Cards to skip. */
  offset: number;
  /** Cards to return at most. */
  limit: number;
}

/** Reads of the public site: published articles only. */
export interface PublishedArticleReader {
  /** Published articles in allowed categories, newest first, one window of them. */
  publishedPage(request: PublishedPageRequest): Promise<PublishedArticleCard[]>;
  /** The article holding `slug`, published or not. */
  findBySlug(slug: string): Promise<ArticleRecord | undefined>;
}

/** Exact published counts, kept with every write that changes them. */
export interface PublishedCountReader {
  /** Published articles per category name, for the names asked (0 when none). */
  publishedByCategory(names: readonly string[]): Promise<Record<string, number>>;
  /** Published articles in any of the site's categories (the allowed names). */
  publishedListed(): Promise<number>;
}

/** Storage of articles for the admin portal. */
export interface ArticleStore {
  /** The current article (a strongly consistent read), or undefined. */
  get(id: string): Promise<ArticleRecord | undefined>;
  /** Every article, newest publication date first. */
  listAll(): Promise<AdminArticleListItem[]>;
  /** Stores a new article and claims its slug, with the admin's activity entry when given. */
  create(record: ArticleRecord, activity?: ActivityEntry): Promise<ArticleWriteResult>;
  /**
   * Replaces `before` by `after` if the stored version is still `before.version`; `revision`, when
   * given, is written in the same transaction (functions/domain/revisions).
   */
  update(
    before: ArticleRecord,
    after: ArticleRecord,
    revision?: RevisionEntry,
    activity?: ActivityEntry,
  ): Promise<ArticleWriteResult>;
  /** Deletes the article if the stored version is still `record.version`; frees its slug. */
  remove(record: ArticleRecord, activity?: ActivityEntry): Promise<ArticleWriteResult>;
}

/**
 * Renames reaching the articles: author and category names are copied onto articles for listing
 * (DESIGN.md section 4), so a rename rewrites each of their articles.
 */
export interface ArticleRenames {
  /** Copies an author's new name onto all of the author's articles; returns how many changed. */
  renameAuthor(authorId: string, name: string): Promise<number>;
  /** Copies a category's new name onto all of its articles; returns how many changed. */
  renameCategory(categoryId: string, name: string): Promise<number>;
}
