/**
 * The public read paths at scale: with 2,000 articles stored, the list (first page, a later page,
 * a category), the category tabs and an article page answer correctly and never Scan a table.
 * The DynamoDB client of the functions is the one instance of this process (the sandbox runs the
 * handlers in-process), so a middleware on it sees every command they send.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleListResponse, ArticleRecord } from '@shared/schemas/article';
import type { CategoryRecord, PublicCategoryListResponse } from '@shared/schemas/category';
import { allowedCategoryNames } from '@shared/content/categories';
import { bulkInsertArticles } from '@functions/adapters/repositories/article-bulk-insert';
import { addSignedCallCheck } from '@functions/adapters/signed-aws-call';
import { startContentSandbox, type ContentSandbox } from './content-sandbox';

const articleCount = 2_000;

let content: ContentSandbox;
const commands: string[] = [];
let stopWatching: (() => void) | undefined;
let records: ArticleRecord[];

beforeAll(async () => {
  content = await startContentSandbox();
  const author = await content.author('Bulk Writer');
  const categories: CategoryRecord[] = [];
  for (const name of allowedCategoryNames) categories.push(await content.category(name));
  const start = Date.parse('2024-01-01T00:00:00.000Z');
  // Every fifth article is a draft; categories rotate; one minute apart, oldest first.
  records = Array.from({ length: articleCount }, (_, i) => {
    const category = categories[i % categories.length]!;
    const date = new Date(start + i * 60_000).toISOString();
    return {
      id: randomUUID(),
      title: `Bulk article ${i}`,
      slug: `bulk-article-${i}`,
      excerpt: `Excerpt of bulk article ${i}.`,
      author_id: author.id,
      category_id: category.id,
      author_name: author.name,
      category_name: category.name,
      introduction: 'Introduction.',
      key_points: ['A point'],
      sections: [{ title: 'A section', content: 'Its content.' }],
      conclusion: 'Conclusion.',
      image_url: '',
      is_published: i % 5 !== 0,
      published_date: date,
      updated_at: date,
      created_at: date,
      version: 1,
    };
  });
  await bulkInsertArticles(records);

  stopWatching = addSignedCallCheck((service, operation) => {
    if (service === 'dynamodb') commands.push(operation.name);
  });
}, 180_000);

beforeEach(() => {
  commands.length = 0;
});

afterAll(async () => {
  stopWatching?.();
  await content?.end();
});

const publishedNewestFirst = () =>
  records
    .filter((record) => record.is_published)
    .sort((a, b) => b.published_date.localeCompare(a.published_date));

describe('public reads over 2,000 articles', () => {
  it('serves page 1 of the list with Query and GetItem only, never Scan', async () => {
    const answer = await content.api<ArticleListResponse>('GET', '/api/articles');

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ page: 1, total: 1_600, pageCount: 267 });
    expect(answer.body.items.map((item) => item.slug)).toEqual(
      publishedNewestFirst()
        .slice(0, 6)
        .map((record) => record.slug),
    );
    expect(commands).toContain('Query');
    expect(commands.filter((name) => /scan/i.test(name))).toEqual([]);
  });

  it('serves a later page and a category page without Scan', async () => {
    const later = await content.api<ArticleListResponse>('GET', '/api/articles?page=40');
    const category = await content.api<ArticleListResponse>(
      'GET',
      '/api/articles?category=Consulting&page=3',
    );

    expect(later.body.items.map((item) => item.slug)).toEqual(
      publishedNewestFirst()
        .slice(234, 240)
        .map((record) => record.slug),
    );
    const consulting = publishedNewestFirst().filter(
      (record) => record.category_name === 'Consulting',
    );
    expect(category.body).toMatchObject({
      total: consulting.length,
      pageCount: Math.ceil(consulting.length / 6),
    });
    expect(category.body.items.map((item) => item.slug)).toEqual(
      consulting.slice(12, 18).map((record) => record.slug),
    );
    expect(commands.filter((name) => /scan/i.test(name))).toEqual([]);
  });

  it('serves the category tabs and an article page without Scan', async () => {
    const tabs = await content.api<PublicCategoryListResponse>('GET', '/api/categories');
    const article = await content.api<ArticleDetail>('GET', '/api/articles/bulk-article-1999');
    const missing = await content.api('GET', '/api/articles/bulk-article-1995'); // a draft

    expect(tabs.body.items.reduce((sum, tab) => sum + tab.articleCount, 0)).toBe(1_600);
    expect(article.status).toBe(200);
    expect(article.body.title).toBe('Bulk article 1999');
    expect(missing.status).toBe(404);
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.filter((name) => /scan/i.test(name))).toEqual([]);
  });
});
