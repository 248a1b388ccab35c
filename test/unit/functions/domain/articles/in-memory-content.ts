/**
 * The content ports (articles, authors, categories, counts) in memory, with the same promises as
 * the DynamoDB adapters: a slug and a category name belong to one item, writes check versions and
 * copied names, counts are exact. `failNext` makes the next article write report a lost race, to
 * drive the domain's retry paths.
 */
import type { AdminArticleListItem, ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import { isWaitingForReview } from '@shared/rules/review';
import type { DashboardCounts } from '@shared/schemas/dashboard';
import { isPublicArticle } from '@shared/rules/article-content';
import { isAllowedCategory } from '@shared/content/categories';
import type {
  ArticleRenames,
  ArticleStore,
  ArticleWriteFailure,
  ArticleWriteResult,
  PublishedArticleCard,
  PublishedArticleReader,
  PublishedCountReader,
  PublishedPageRequest,
} from '@functions/domain/articles/article-ports';
import type { AuthorDeleteResult, AuthorStore } from '@functions/domain/authors/author-ports';
import type {
  CategoryDeleteResult,
  CategoryStore,
  CategoryWriteResult,
} from '@functions/domain/categories/category-ports';
import type { DashboardCountReader } from '@functions/domain/dashboard/dashboard';

const newestFirst = (a: ArticleRecord, b: ArticleRecord) =>
  b.published_date.localeCompare(a.published_date) || b.id.localeCompare(a.id);

export class InMemoryContent {
  readonly articleRows = new Map<string, ArticleRecord>();
  readonly authorRows = new Map<string, AuthorRecord>();
  readonly categoryRows = new Map<string, CategoryRecord>();
  /** Article writes made (create, update, remove), for asserting that nothing was written. */
  articleWrites = 0;
  private readonly failures: ArticleWriteFailure[] = [];

  /** The next article writes report these failures, in order, without writing. */
  failNext(...failures: ArticleWriteFailure[]) {
    this.failures.push(...failures);
  }

  readonly articles: ArticleStore & ArticleRenames & PublishedArticleReader = {
    get: async (id) => copy(this.articleRows.get(id)),
    findBySlug: async (slug) =>
      copy([...this.articleRows.values()].find((row) => row.slug === slug)),
    publishedPage: async (request: PublishedPageRequest): Promise<PublishedArticleCard[]> =>
      [...this.articleRows.values()]
        .filter(
          (row) =>
            isPublicArticle(row) &&
            (request.category === undefined || row.category_name === request.category),
        )
        .sort(newestFirst)
        .slice(request.offset, request.offset + request.limit),
    listAll: async (): Promise<AdminArticleListItem[]> =>
      [...this.articleRows.values()].sort(newestFirst),
    create: async (record) =>
      this.write(() => {
        if (this.articleRows.has(record.id)) return 'stale';
        if (this.slugOwner(record.slug)) return 'slug-taken';
        return this.referenceFailure(record) ?? this.put(record);
      }),
    update: async (before, after) =>
      this.write(() => {
        if (this.articleRows.get(before.id)?.version !== before.version) return 'stale';
        const owner = this.slugOwner(after.slug);
        if (owner && owner !== after.id) return 'slug-taken';
        return this.referenceFailure(after) ?? this.put(after);
      }),
    remove: async (record) =>
      this.write(() => {
        if (this.articleRows.get(record.id)?.version !== record.version) return 'stale';
        this.articleRows.delete(record.id);
      }),
    renameAuthor: async (authorId, name) =>
      this.rename((row) => row.author_id === authorId && row.author_name !== name, {
        author_name: name,
      }),
    renameCategory: async (categoryId, name) =>
      this.rename((row) => row.category_id === categoryId && row.category_name !== name, {
        category_name: name,
      }),
  };

  readonly authors: AuthorStore = {
    list: async () => [...this.authorRows.values()].map((row) => ({ ...row })),
    get: async (id) => copy(this.authorRows.get(id)),
    create: async (record) => {
      this.authorRows.set(record.id, { ...record });
    },
    update: async (record) => {
      if (!this.authorRows.has(record.id)) return false;
      this.authorRows.set(record.id, { ...record });
      return true;
    },
    remove: async (id): Promise<AuthorDeleteResult> => {
      if (!this.authorRows.has(id)) return { ok: false, reason: 'not-found' };
      const articleCount = this.countArticles((row) => row.author_id === id);
      if (articleCount > 0) return { ok: false, reason: 'in-use', articleCount };
      this.authorRows.delete(id);
      return { ok: true };
    },
  };

  readonly categories: CategoryStore = {
    list: async () => [...this.categoryRows.values()].map((row) => ({ ...row })),
    get: async (id) => copy(this.categoryRows.get(id)),
    create: async (record): Promise<CategoryWriteResult> => {
      if (this.nameOwner(record.name)) return { ok: false, reason: 'name-taken' };
      this.categoryRows.set(record.id, { ...record });
      return { ok: true };
    },
    rename: async (before, after): Promise<CategoryWriteResult> => {
      if (this.categoryRows.get(before.id)?.name !== before.name)
        return { ok: false, reason: 'stale' };
      const owner = this.nameOwner(after.name);
      if (owner && owner !== after.id) return { ok: false, reason: 'name-taken' };
      this.categoryRows.set(after.id, { ...after });
      return { ok: true };
    },
    remove: async (id): Promise<CategoryDeleteResult> => {
      if (!this.categoryRows.has(id)) return { ok: false, reason: 'not-found' };
      const articleCount = this.countArticles((row) => row.category_id === id);
      if (articleCount > 0) return { ok: false, reason: 'in-use', articleCount };
      this.categoryRows.delete(id);
      return { ok: true };
    },
  };

  readonly counts: PublishedCountReader & DashboardCountReader = {
    publishedByCategory: async (names) =>
      Object.fromEntries(
        names.map((name) => [
          name,
          this.countArticles((row) => row.is_published && row.category_name === name),
        ]),
      ),
    publishedListed: async () =>
      this.countArticles((row) => row.is_published && isAllowedCategory(row.category_name)),
    dashboardCounts: async (): Promise<DashboardCounts> => ({
      totalArticles: this.articleRows.size,
      publishedArticles: this.countArticles((row) => row.is_published),
      // This world holds articles only; the pages' share is the DynamoDB counters' (integration).
      waitingForReview: this.countArticles((row) =>
        isWaitingForReview({ published: row.is_published, review: row.review }),
      ),
      articlesInReview: this.countArticles((row) =>
        isWaitingForReview({ published: row.is_published, review: row.review }),
      ),
      pagesInReview: 0,
      authors: this.authorRows.size,
      categories: this.categoryRows.size,
    }),
  };

  private write(apply: () => ArticleWriteFailure | void): ArticleWriteResult {
    this.articleWrites += 1;
    const injected = this.failures.shift();
    if (injected) return { ok: false, reason: injected };
    const failure = apply();
    return failure ? { ok: false, reason: failure } : { ok: true };
  }

  private put(record: ArticleRecord): void {
    this.articleRows.set(record.id, { ...record });
  }

  private referenceFailure(record: ArticleRecord): ArticleWriteFailure | undefined {
    if (this.authorRows.get(record.author_id)?.name !== record.author_name) return 'author-changed';
    if (this.categoryRows.get(record.category_id)?.name !== record.category_name)
      return 'category-changed';
    return undefined;
  }

  private slugOwner(slug: string): string | undefined {
    return [...this.articleRows.values()].find((row) => row.slug === slug)?.id;
  }

  private nameOwner(name: string): string | undefined {
    return [...this.categoryRows.values()].find(
      (row) => row.name.toLowerCase() === name.toLowerCase(),
    )?.id;
  }

  private countArticles(match: (row: ArticleRecord) => boolean): number {
    return [...this.articleRows.values()].filter(match).length;
  }

  private rename(match: (row: ArticleRecord) => boolean, change: Partial<ArticleRecord>): number {
    const rows = [...this.articleRows.values()].filter(match);
    for (const row of rows)
      this.articleRows.set(row.id, { ...row, ...change, version: row.version + 1 });
    return rows.length;
  }
}

function copy<T extends object>(value: T | undefined): T | undefined {
  return value ? structuredClone(value) : undefined;
}
