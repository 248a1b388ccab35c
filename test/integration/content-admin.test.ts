/**
 * The admin content API through HTTP against the sandbox: article create/edit/publish/delete with
 * atomic slugs and versions, authors and categories with their in-use guards and renames, and the
 * dashboard's exact counts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CursorPage } from '@shared/schemas/admin-list';
import type {
  AdminArticleListItem,
  ArticleListResponse,
  ArticleRecord,
} from '@shared/schemas/article';
import type { AuthorListResponse, AuthorRecord } from '@shared/schemas/author';
import type {
  CategoryListResponse,
  CategoryRecord,
  PublicCategoryListResponse,
} from '@shared/schemas/category';
import type { DashboardCounts } from '@shared/schemas/dashboard';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let content: ContentSandbox;
let author: AuthorRecord;
let strategy: CategoryRecord;

beforeAll(async () => {
  content = await startContentSandbox();
  author = await content.author('Grace Analyst');
  strategy = await content.category('Strategy');
});

afterAll(async () => {
  await content?.end();
});

const refs = () => ({ author_id: author.id, category_id: strategy.id });
const dashboard = async () =>
  (await content.admin<DashboardCounts>('GET', '/api/admin/dashboard')).body;

describe('articles', () => {
  it('creates an article: slug from the title, dates set at creation, version 1', async () => {
    const before = Date.now();

    const answer = await content.admin<ArticleRecord>(
      'POST',
      '/api/admin/articles',
      articleBody({ ...refs(), title: 'Growth, Done Right!' }),
    );

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      slug: 'growth-done-right',
      author_name: 'Grace Analyst',
      category_name: 'Strategy',
      version: 1,
      is_published: true,
    });
    expect(Date.parse(answer.body.published_date)).toBeGreaterThanOrEqual(before);
    expect(answer.body.updated_at).toBe(answer.body.published_date);
    const stored = await content.admin<ArticleRecord>(
      'GET',
      `/api/admin/articles/${answer.body.id}`,
    );
    expect(stored.body).toEqual(answer.body);
  });

  it('refuses a slug another article holds, naming it', async () => {
    await content.article({ ...refs(), slug: 'taken-slug' });

    const answer = await content.admin<ErrorBody>(
      'POST',
      '/api/admin/articles',
      articleBody({ ...refs(), slug: 'taken-slug' }),
    );

    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(
      'The slug "taken-slug" is already used by another article.',
    );
  });

  it('lets exactly one of 20 concurrent creates of one slug win; the rest get 409', async () => {
    const totalBefore = (await dashboard()).totalArticles;
    const body = articleBody({ ...refs(), slug: 'race-for-the-slug' });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        content.admin<ErrorBody>('POST', '/api/admin/articles', body),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const listed = (
      await content.admin<CursorPage<AdminArticleListItem>>('GET', '/api/admin/articles')
    ).body.items;
    expect(listed.filter((item) => item.slug === 'race-for-the-slug')).toHaveLength(1);
    expect((await dashboard()).totalArticles).toBe(totalBefore + 1);
  });

  it('accepts one of two updates made from the same version and refuses the other as stale', async () => {
    const article = await content.article({ ...refs(), title: 'Shared draft' });
    const edit = (title: string) =>
      content.admin<ErrorBody & ArticleRecord>(
        'PUT',
        `/api/admin/articles/${article.id}`,
        articleBody({ ...refs(), title, slug: article.slug, version: 1 }),
      );

    const answers = await Promise.all([edit('Edited by Ann'), edit('Edited by Bob')]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error.message).toMatch(/^This article was changed by someone else/);
    const stored = (await content.admin<ArticleRecord>('GET', `/api/admin/articles/${article.id}`))
      .body;
    expect(stored.version).toBe(2);
    expect(stored.title).toBe(answers.find((answer) => answer.status === 200)!.body.title);
  });

  it('moves the slug on an edit: the old one is free again, updated_at moves, published_date stays', async () => {
    const article = await content.article({ ...refs(), slug: 'old-address' });

    const answer = await content.admin<ArticleRecord>(
      'PUT',
      `/api/admin/articles/${article.id}`,
      articleBody({
        ...refs(),
        title: 'New address',
        slug: 'new-address',
        version: article.version,
      }),
    );
    const reuse = await content.admin(
      'POST',
      '/api/admin/articles',
      articleBody({ ...refs(), slug: 'old-address' }),
    );
    const clash = await content.admin<ErrorBody>(
      'POST',
      '/api/admin/articles',
      articleBody({ ...refs(), slug: 'new-address' }),
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      slug: 'new-address',
      version: 2,
      published_date: article.published_date,
    });
    expect(answer.body.updated_at > article.updated_at).toBe(true);
    expect(reuse.status).toBe(201);
    expect(clash.status).toBe(409);
    expect((await content.api('GET', '/api/articles/new-address')).status).toBe(200);
  });

  it('dates an article from when it goes live, by the switch or by a save, not from its draft', async () => {
    const byswitch = await content.article({ ...refs(), is_published: false });
    const bysave = await content.article({ ...refs(), is_published: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const goLive = new Date().toISOString();

    const switched = await content.admin<ArticleRecord>(
      'PATCH',
      `/api/admin/articles/${byswitch.id}/publish`,
      { is_published: true },
    );
    const saved = await content.admin<ArticleRecord>(
      'PUT',
      `/api/admin/articles/${bysave.id}`,
      articleBody({ ...refs(), is_published: true, version: bysave.version }),
    );
    const edited = await content.admin<ArticleRecord>(
      'PUT',
      `/api/admin/articles/${bysave.id}`,
      articleBody({ ...refs(), title: 'Edited live', is_published: true, version: 2 }),
    );

    expect(switched.body.published_date >= goLive).toBe(true);
    expect(saved.body.published_date >= goLive).toBe(true);
    // An edit of a live article keeps the date it went live.
    expect(edited.body.published_date).toBe(saved.body.published_date);
    // The public article (its page's JSON-LD and head) carries the same date.
    const shown = await content.api<{ date: string }>('GET', `/api/articles/${switched.body.slug}`);
    expect(shown.body.date).toBe(switched.body.published_date);
  });

  it('publishes and unpublishes with exact dashboard counts', async () => {
    const article = await content.article({ ...refs(), is_published: false });
    const before = await dashboard();

    const on = await content.admin<ArticleRecord>(
      'PATCH',
      `/api/admin/articles/${article.id}/publish`,
      { is_published: true },
    );
    const afterOn = await dashboard();
    const off = await content.admin<ArticleRecord>(
      'PATCH',
      `/api/admin/articles/${article.id}/publish`,
      { is_published: false },
    );
    const afterOff = await dashboard();

    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ is_published: true, version: 2 });
    expect(off.body).toMatchObject({ is_published: false, version: 3 });
    expect(afterOn.publishedArticles).toBe(before.publishedArticles + 1);
    expect(afterOff.publishedArticles).toBe(before.publishedArticles);
    expect(afterOff.totalArticles).toBe(before.totalArticles);
  });

  it('deletes an article, freeing its slug and fixing the counts', async () => {
    const article = await content.article({ ...refs(), slug: 'short-lived' });
    const before = await dashboard();

    const answer = await content.admin('DELETE', `/api/admin/articles/${article.id}`);

    expect(answer.status).toBe(204);
    expect((await content.admin('GET', `/api/admin/articles/${article.id}`)).status).toBe(404);
    expect(await dashboard()).toMatchObject({
      totalArticles: before.totalArticles - 1,
      publishedArticles: before.publishedArticles - 1,
    });
    expect(
      (
        await content.admin(
          'POST',
          '/api/admin/articles',
          articleBody({ ...refs(), slug: 'short-lived' }),
        )
      ).status,
    ).toBe(201);
  });

  it('lists every article newest first with author and category names', async () => {
    const answer = await content.admin<CursorPage<AdminArticleListItem>>(
      'GET',
      '/api/admin/articles',
    );

    const dates = answer.body.items.map((item) => item.published_date);
    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBe((await dashboard()).totalArticles);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(
      answer.body.items.every(
        (item) => item.author_name === 'Grace Analyst' && item.category_name === 'Strategy',
      ),
    ).toBe(true);
  });

  it('refuses an article whose author or category does not exist, per field', async () => {
    const answer = await content.admin<ErrorBody>(
      'POST',
      '/api/admin/articles',
      articleBody({ author_id: '00000000-0000-4000-8000-000000000000', category_id: strategy.id }),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ author_id: 'Author not found' });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await content.admin<ErrorBody>(
      'GET',
      '/api/admin/articles/00000000-0000-4000-8000-000000000000',
    );
    const malformed = await content.admin<ErrorBody>('GET', '/api/admin/articles/not-an-id');

    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Article not found');
    expect(malformed.status).toBe(400);
  });
});

describe('authors', () => {
  it('refuses to delete an author while articles name them, then deletes once they are gone', async () => {
    const writer = await content.author('Temporary Writer');
    const first = await content.article({ author_id: writer.id, category_id: strategy.id });
    const second = await content.article({ author_id: writer.id, category_id: strategy.id });

    const refused = await content.admin<ErrorBody>('DELETE', `/api/admin/authors/${writer.id}`);
    await content.admin('DELETE', `/api/admin/articles/${first.id}`);
    await content.admin('DELETE', `/api/admin/articles/${second.id}`);
    const deleted = await content.admin('DELETE', `/api/admin/authors/${writer.id}`);

    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'This author still has 2 articles. Reassign or delete them before deleting the author.',
    );
    expect(deleted.status).toBe(204);
    expect((await content.admin('GET', `/api/admin/authors/${writer.id}`)).status).toBe(404);
  });

  it('copies a new name onto the author’s articles, in the admin list and on the public page', async () => {
    const writer = await content.author('Jo Smith');
    const article = await content.article({ author_id: writer.id, category_id: strategy.id });

    const answer = await content.admin<AuthorRecord>('PUT', `/api/admin/authors/${writer.id}`, {
      name: 'Joanna Smith',
      bio: 'Now with a bio.',
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: 'Joanna Smith', bio: 'Now with a bio.' });
    const row = (
      await content.admin<CursorPage<AdminArticleListItem>>('GET', '/api/admin/articles')
    ).body.items.find((item) => item.id === article.id);
    expect(row?.author_name).toBe('Joanna Smith');
    expect(
      (await content.api<{ author: string }>('GET', `/api/articles/${article.slug}`)).body.author,
    ).toBe('Joanna Smith');
  });

  it('lists authors ordered by name and requires a name', async () => {
    await content.author('aaron first');

    const listed = await content.admin<AuthorListResponse>('GET', '/api/admin/authors');
    const nameless = await content.admin<ErrorBody>('POST', '/api/admin/authors', { name: '   ' });

    const names = listed.body.items.map((item) => item.name);
    expect(names[0]).toBe('aaron first');
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(nameless.status).toBe(400);
    expect(nameless.body.error.fields).toEqual({ name: 'Name is required' });
  });
});

describe('categories', () => {
  it('refuses an empty name on create and on rename', async () => {
    const create = await content.admin<ErrorBody>('POST', '/api/admin/categories', { name: '  ' });
    const rename = await content.admin<ErrorBody>('PUT', `/api/admin/categories/${strategy.id}`, {
      name: '',
    });

    for (const answer of [create, rename]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual({ name: 'Category name cannot be empty' });
    }
  });

  it('keeps names unique regardless of case', async () => {
    const answer = await content.admin<ErrorBody>('POST', '/api/admin/categories', {
      name: 'strategy',
    });

    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe('A category named "strategy" already exists.');
  });

  it('refuses to delete a category while articles are in it', async () => {
    const used = await content.category('Briefly Used');
    const article = await content.article({ author_id: author.id, category_id: used.id });

    const refused = await content.admin<ErrorBody>('DELETE', `/api/admin/categories/${used.id}`);
    await content.admin('DELETE', `/api/admin/articles/${article.id}`);
    const deleted = await content.admin('DELETE', `/api/admin/categories/${used.id}`);
    const recreated = await content.admin('POST', '/api/admin/categories', {
      name: 'Briefly Used',
    });

    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'This category still has 1 article. Move or delete them before deleting the category.',
    );
    expect(deleted.status).toBe(204);
    expect(recreated.status).toBe(201);
  });

  it('takes the articles along on a rename, and the public list and counts follow', async () => {
    const ops = await content.category('Operations');
    const articles = [
      await content.article({ author_id: author.id, category_id: ops.id }),
      await content.article({ author_id: author.id, category_id: ops.id }),
      await content.article({ author_id: author.id, category_id: ops.id, is_published: false }),
    ];
    const publicCategories = async () =>
      (await content.api<PublicCategoryListResponse>('GET', '/api/categories')).body.items.map(
        (item) => item.name,
      );
    expect(await publicCategories()).not.toContain('Consulting');

    const renamed = await content.admin<CategoryRecord>('PUT', `/api/admin/categories/${ops.id}`, {
      name: 'Consulting',
    });

    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Consulting');
    const rows = (
      await content.admin<CursorPage<AdminArticleListItem>>('GET', '/api/admin/articles')
    ).body.items;
    expect(
      rows
        .filter((row) => articles.some((article) => article.id === row.id))
        .map((row) => row.category_name),
    ).toEqual(['Consulting', 'Consulting', 'Consulting']);
    const consulting = await content.api<ArticleListResponse>(
      'GET',
      '/api/articles?category=Consulting',
    );
    expect(consulting.body.total).toBe(2);
    expect(consulting.body.items.map((item) => item.id).sort()).toEqual(
      [articles[0]!.id, articles[1]!.id].sort(),
    );
    expect(await publicCategories()).toContain('Consulting');

    await content.admin('PUT', `/api/admin/categories/${ops.id}`, { name: 'Back Office' });

    expect(await publicCategories()).not.toContain('Consulting');
    expect(
      (await content.api<ArticleListResponse>('GET', '/api/articles?category=Consulting')).body
        .total,
    ).toBe(0);
    expect((await content.api('GET', `/api/articles/${articles[0]!.slug}`)).status).toBe(404);
  });

  it('lists categories ordered by name', async () => {
    const answer = await content.admin<CategoryListResponse>('GET', '/api/admin/categories');

    const names = answer.body.items.map((item) => item.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });
});

describe('dashboard', () => {
  it('reports exact counts of articles, published articles, authors and categories', async () => {
    const [articles, authors, categories] = await Promise.all([
      content.admin<CursorPage<AdminArticleListItem>>('GET', '/api/admin/articles'),
      content.admin<AuthorListResponse>('GET', '/api/admin/authors'),
      content.admin<CategoryListResponse>('GET', '/api/admin/categories'),
    ]);

    expect(await dashboard()).toEqual({
      totalArticles: articles.body.items.length,
      publishedArticles: articles.body.items.filter((item) => item.is_published).length,
      // Nothing here was submitted for review (test/integration/review.test.ts counts that).
      waitingForReview: 0,
      articlesInReview: 0,
      pagesInReview: 0,
      authors: authors.body.items.length,
      categories: categories.body.items.length,
    });
  });
});
