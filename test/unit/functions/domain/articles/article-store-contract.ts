/**
 * The content ports' contract: what every implementation of the article store, its renames, the
 * public reads and the counts promises, written once and run against each implementation (the
 * in-memory fake the domain tests use, in-memory-content.test.ts; the DynamoDB repositories on
 * the sandbox's emulator, test/integration/repository-contracts.test.ts), so the fake cannot
 * drift from the database.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import type {
  ArticleRenames,
  ArticleStore,
  PublishedArticleReader,
  PublishedCountReader,
} from '@functions/domain/articles/article-ports';
import type { AuthorStore } from '@functions/domain/authors/author-ports';
import type { CategoryStore } from '@functions/domain/categories/category-ports';
import type { DashboardCountReader } from '@functions/domain/dashboard/dashboard';
import {
  authorId,
  contentWithReferences,
  operationsId,
  storedArticle,
  strategyId,
} from './fixtures';
import { testEntry } from '../activity/fixtures';

/** One implementation of the content ports, empty. */
export interface ContentPorts {
  articles: ArticleStore & PublishedArticleReader;
  renames: ArticleRenames;
  authors: AuthorStore;
  categories: CategoryStore;
  counts: PublishedCountReader & DashboardCountReader;
}

/**
 * Stores the fixtures' references through the ports: the author Ada Writer, and the categories
 * Strategy (allowed on the public site) and Operations (not).
 */
export async function storeReferences(ports: Pick<ContentPorts, 'authors' | 'categories'>) {
  const references = contentWithReferences();
  for (const author of references.authorRows.values())
    await ports.authors.create(author, testEntry());
  for (const category of references.categoryRows.values())
    await ports.categories.create(category, testEntry());
}

/** Runs the contract against the ports `empty` gives before each test (with nothing stored). */
export function articleStoreContract(name: string, empty: () => Promise<ContentPorts>): void {
  describe(`${name} keeps the content ports' contract`, () => {
    let ports: ContentPorts;

    beforeEach(async () => {
      ports = await empty();
      await storeReferences(ports);
    });

    const inOperations = { category_id: operationsId, category_name: 'Operations' };

    it('stores a new article, readable by id and by slug', async () => {
      const article = storedArticle(1, { slug: 'first-meeting' });

      const result = await ports.articles.create(article);

      expect(result).toEqual({ ok: true });
      expect(await ports.articles.get(article.id)).toEqual(article);
      expect(await ports.articles.findBySlug('first-meeting')).toEqual(article);
    });

    it('gives a slug to one article: a second create with it is refused and stores nothing', async () => {
      const first = storedArticle(1, { slug: 'taken' });
      const second = storedArticle(2, { slug: 'taken' });
      await ports.articles.create(first);

      const result = await ports.articles.create(second);

      expect(result).toEqual({ ok: false, reason: 'slug-taken' });
      expect(await ports.articles.get(second.id)).toBeUndefined();
      expect((await ports.articles.findBySlug('taken'))?.id).toBe(first.id);
    });

    it('refuses a second article under an id already stored', async () => {
      const article = storedArticle(1, { slug: 'original' });
      await ports.articles.create(article);

      const result = await ports.articles.create({ ...article, slug: 'another' });

      expect(result).toEqual({ ok: false, reason: 'stale' });
      expect(await ports.articles.get(article.id)).toEqual(article);
    });

    it('refuses an article whose author or category no longer has the name copied onto it', async () => {
      const staleAuthor = storedArticle(1, { author_name: 'Old Name' });
      const staleCategory = storedArticle(2, { category_name: 'Old Category' });

      expect(await ports.articles.create(staleAuthor)).toEqual({
        ok: false,
        reason: 'author-changed',
      });
      expect(await ports.articles.create(staleCategory)).toEqual({
        ok: false,
        reason: 'category-changed',
      });
      expect(await ports.articles.listAll()).toEqual([]);
    });

    it('counts every article, and published ones per category name', async () => {
      await ports.articles.create(storedArticle(1));
      await ports.articles.create(storedArticle(2, { is_published: false }));
      await ports.articles.create(storedArticle(3, inOperations));

      expect(await ports.counts.publishedByCategory(['Strategy', 'Operations', 'Other'])).toEqual({
        Strategy: 1,
        Operations: 1,
        Other: 0,
      });
      // The public list counts the site's categories only (Strategy, not Operations).
      expect(await ports.counts.publishedListed()).toBe(1);
      expect(await ports.counts.dashboardCounts()).toMatchObject({
        totalArticles: 3,
        publishedArticles: 2,
        authors: 1,
        categories: 2,
      });
    });

    it('lists only published articles of allowed categories publicly, newest first, by window and category', async () => {
      const published = [1, 2, 3, 4].map((minutes) => storedArticle(minutes));
      for (const article of published) await ports.articles.create(article);
      await ports.articles.create(storedArticle(5, { is_published: false }));
      await ports.articles.create(storedArticle(6, inOperations));

      const page = await ports.articles.publishedPage({ offset: 1, limit: 2 });
      const strategy = await ports.articles.publishedPage({
        category: 'Strategy',
        offset: 0,
        limit: 10,
      });
      const operations = await ports.articles.publishedPage({
        category: 'Operations',
        offset: 0,
        limit: 10,
      });

      expect(page.map((card) => card.id)).toEqual([published[2]!.id, published[1]!.id]);
      expect(strategy.map((card) => card.id)).toEqual(published.map((a) => a.id).reverse());
      expect(operations).toEqual([]);
    });

    it('lists every article for the admin, newest first', async () => {
      const articles = [3, 1, 2].map((minutes) =>
        storedArticle(minutes, { is_published: minutes !== 2 }),
      );
      for (const article of articles) await ports.articles.create(article);

      const listed = await ports.articles.listAll();

      expect(listed.map((row) => row.id)).toEqual(
        [articles[0]!, articles[2]!, articles[1]!].map((a) => a.id),
      );
    });

    it('updates only from the stored version, and a stale update changes nothing', async () => {
      const article = storedArticle(1, { version: 4 });
      await ports.articles.create(article);
      const edited = { ...article, title: 'Edited', version: 5 };

      expect(await ports.articles.update({ ...article, version: 3 }, edited)).toEqual({
        ok: false,
        reason: 'stale',
      });
      expect(await ports.articles.update(article, edited)).toEqual({ ok: true });
      expect(await ports.articles.get(article.id)).toEqual(edited);
    });

    it('moves the slug and the published count with an edit, freeing the old slug', async () => {
      const article = storedArticle(1, { slug: 'old' });
      await ports.articles.create(article);
      const moved: ArticleRecord = { ...article, ...inOperations, slug: 'new', version: 2 };

      expect(await ports.articles.update(article, moved)).toEqual({ ok: true });

      expect(await ports.articles.findBySlug('old')).toBeUndefined();
      expect((await ports.articles.findBySlug('new'))?.id).toBe(article.id);
      expect(await ports.counts.publishedByCategory(['Strategy', 'Operations'])).toEqual({
        Strategy: 0,
        Operations: 1,
      });
      expect(await ports.counts.publishedListed()).toBe(0);
      expect(await ports.articles.create(storedArticle(2, { slug: 'old' }))).toEqual({ ok: true });
      expect(await ports.counts.publishedListed()).toBe(1);
    });

    it('refuses an edit to a slug another article holds', async () => {
      const holder = storedArticle(1, { slug: 'held' });
      const article = storedArticle(2, { slug: 'mine' });
      await ports.articles.create(holder);
      await ports.articles.create(article);

      const result = await ports.articles.update(article, { ...article, slug: 'held', version: 2 });

      expect(result).toEqual({ ok: false, reason: 'slug-taken' });
      expect((await ports.articles.get(article.id))?.slug).toBe('mine');
    });

    it('deletes only the stored version, then frees the slug and uncounts the article', async () => {
      const article = storedArticle(1, { slug: 'gone', version: 2 });
      await ports.articles.create(article);

      expect(await ports.articles.remove({ ...article, version: 1 })).toEqual({
        ok: false,
        reason: 'stale',
      });
      expect(await ports.articles.remove(article)).toEqual({ ok: true });

      expect(await ports.articles.get(article.id)).toBeUndefined();
      expect(await ports.articles.findBySlug('gone')).toBeUndefined();
      expect(await ports.counts.dashboardCounts()).toMatchObject({
        totalArticles: 0,
        publishedArticles: 0,
      });
      expect(await ports.articles.create(storedArticle(2, { slug: 'gone' }))).toEqual({ ok: true });
    });

    it("copies an author's new name onto each of their articles once, with a new version", async () => {
      const articles = [1, 2].map((minutes) => storedArticle(minutes));
      for (const article of articles) await ports.articles.create(article);

      const changed = await ports.renames.renameAuthor(authorId, 'Ada Lovelace');
      const again = await ports.renames.renameAuthor(authorId, 'Ada Lovelace');

      expect([changed, again]).toEqual([2, 0]);
      for (const article of articles) {
        expect(await ports.articles.get(article.id)).toMatchObject({
          author_name: 'Ada Lovelace',
          version: article.version + 1,
        });
      }
    });

    it("copies a category's new name onto its articles, and the public list and counts follow", async () => {
      const article = storedArticle(1);
      await ports.articles.create(article);

      expect(await ports.renames.renameCategory(strategyId, 'Operations')).toBe(1);

      expect(await ports.articles.get(article.id)).toMatchObject({
        category_name: 'Operations',
        version: article.version + 1,
      });
      expect(await ports.articles.publishedPage({ offset: 0, limit: 6 })).toEqual([]);
      expect(await ports.counts.publishedByCategory(['Strategy', 'Operations'])).toEqual({
        Strategy: 0,
        Operations: 1,
      });
      expect(await ports.counts.publishedListed()).toBe(0);
    });
  });
}
