/**
 * The public content API through HTTP against the sandbox: the article list (published only,
 * allowed categories only, newest first, numbered pages of six with exact page counts), the
 * category filter, the category tabs and the article page with its normalised body. Every
 * answer matches its shared schema exactly: the browser types answers by those schemas without
 * parsing them again (web/app/lib/public-api.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleDetailSchema,
  articleListResponseSchema,
  type ArticleDetail,
  type ArticleListResponse,
  type ArticleRecord,
} from '@shared/schemas/article';
import {
  publicCategoryListResponseSchema,
  type PublicCategoryListResponse,
} from '@shared/schemas/category';
import { startContentSandbox, type ContentSandbox } from './content-sandbox';

let content: ContentSandbox;
const published: { strategy: ArticleRecord[]; ma: ArticleRecord[] } = { strategy: [], ma: [] };
let draft: ArticleRecord;
let hiddenCategoryArticle: ArticleRecord;

beforeAll(async () => {
  content = await startContentSandbox();
  const strategy = await content.category('Strategy');
  const ma = await content.category('M&A');
  const operations = await content.category('Operations'); // not an allowed category
  const author = await content.author('Ada Writer');
  const refs = (categoryId: string) => ({ author_id: author.id, category_id: categoryId });
  // Created one after another, so each is newer than the one before.
  for (let i = 1; i <= 8; i += 1)
    published.strategy.push(
      await content.article({ ...refs(strategy.id), title: `Strategy note ${i}` }),
    );
  for (let i = 1; i <= 3; i += 1)
    published.ma.push(await content.article({ ...refs(ma.id), title: `Deal note ${i}` }));
  draft = await content.article({
    ...refs(strategy.id),
    title: 'Unfinished thoughts',
    is_published: false,
  });
  hiddenCategoryArticle = await content.article({
    ...refs(operations.id),
    title: 'Warehouse routing',
  });
});

afterAll(async () => {
  await content?.end();
});

const list = (query = '') => content.api<ArticleListResponse>('GET', `/api/articles${query}`);

describe('GET /api/articles', () => {
  it('lists only published articles of allowed categories, newest first, six per page', async () => {
    const first = await list();
    const second = await list('?page=2');

    expect(first.status).toBe(200);
    expect(articleListResponseSchema.strict().parse(first.body)).toEqual(first.body);
    expect(first.body).toMatchObject({ page: 1, pageCount: 2, total: 11 });
    expect(first.body.items).toHaveLength(6);
    expect(second.body).toMatchObject({ page: 2, pageCount: 2, total: 11 });
    expect(second.body.items).toHaveLength(5);
    const slugs = [...first.body.items, ...second.body.items].map((item) => item.slug);
    const expected = [...published.strategy, ...published.ma].map((article) => article.slug);
    expect(new Set(slugs)).toEqual(new Set(expected));
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(hiddenCategoryArticle.slug);
    const dates = [...first.body.items, ...second.body.items].map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.body.items[0]).toEqual({
      id: published.ma[2]!.id,
      title: 'Deal note 3',
      slug: 'deal-note-3',
      excerpt: 'A short excerpt about Deal note 3.',
      date: published.ma[2]!.published_date,
      author: 'Ada Writer',
      category: 'M&A',
      imageUrl: '',
    });
  });

  it('answers a page past the end with no items and the real page count', async () => {
    const answer = await list('?page=3');

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: [], page: 3, pageCount: 2, total: 11 });
  });

  it('filters by category name, with the count of that category', async () => {
    const strategy = await list('?category=Strategy');
    const strategyPage2 = await list('?category=Strategy&page=2');
    const ma = await list(`?category=${encodeURIComponent('M&A')}`);

    expect(strategy.body).toMatchObject({ page: 1, pageCount: 2, total: 8 });
    expect(strategy.body.items.map((item) => item.title)).toEqual(
      [8, 7, 6, 5, 4, 3].map((n) => `Strategy note ${n}`),
    );
    expect(strategyPage2.body.items.map((item) => item.title)).toEqual([
      'Strategy note 2',
      'Strategy note 1',
    ]);
    expect(ma.body).toMatchObject({ pageCount: 1, total: 3 });
    expect(ma.body.items.every((item) => item.category === 'M&A')).toBe(true);
  });

  it('shows nothing for a category outside the allowed list, even with published articles', async () => {
    const answer = await list('?category=Operations');

    expect(answer.body).toEqual({ items: [], page: 1, pageCount: 0, total: 0 });
  });

  it('refuses a page that is not a whole number of 1 or more', async () => {
    const answer = await content.api<{ error: { fields: Record<string, string> } }>(
      'GET',
      '/api/articles?page=0',
    );

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields['query.page']).toBe('Page must be a whole number of 1 or more');
  });

  it('follows the publish switch at once: counts and pages change', async () => {
    const target = published.strategy[0]!;
    await content.admin('PATCH', `/api/admin/articles/${target.id}/publish`, {
      is_published: false,
    });

    const hidden = await list('?category=Strategy');
    await content.admin('PATCH', `/api/admin/articles/${target.id}/publish`, {
      is_published: true,
    });
    const shown = await list('?category=Strategy');

    expect(hidden.body).toMatchObject({ total: 7, pageCount: 2 });
    expect(hidden.body.items.map((item) => item.slug)).not.toContain(target.slug);
    // Published again, it is dated from its new go-live time: the newest of its category.
    expect(shown.body).toMatchObject({ total: 8 });
    expect(shown.body.items[0]!.slug).toBe(target.slug);
  });
});

describe('GET /api/categories', () => {
  it('lists the allowed categories that have published articles, in the allowed order, with labels', async () => {
    const answer = await content.api<PublicCategoryListResponse>('GET', '/api/categories');

    expect(answer.status).toBe(200);
    expect(publicCategoryListResponseSchema.strict().parse(answer.body)).toEqual(answer.body);
    expect(answer.body.items).toEqual([
      { name: 'M&A', label: 'M&A', articleCount: 3 },
      { name: 'Strategy', label: 'Strategy', articleCount: 8 },
    ]);
  });
});

describe('GET /api/articles/{slug}', () => {
  it('answers a published article with its body normalised by the article content rules', async () => {
    const strategy = (
      await content.admin<{ items: { id: string; name: string }[] }>('GET', '/api/admin/categories')
    ).body.items.find((category) => category.name === 'Strategy')!;
    const article = await content.article({
      author_id: published.strategy[0]!.author_id,
      category_id: strategy.id,
      title: 'Pricing for enterprise buyers',
      introduction: '## Introduction\n\nEnterprise buyers compare total cost.',
      key_points: ['Anchor on value', 'Offer three tiers'],
      sections: [
        { title: 'Introduction', content: 'Text that needs no heading.' },
        {
          title: 'Packaging the offer',
          content: '### Packaging the offer\n\nBundle services with the licence.',
        },
      ],
      conclusion: 'Conclusion:\nPrice on value, not on cost.',
    });

    const answer = await content.api<ArticleDetail>('GET', `/api/articles/${article.slug}`);

    expect(answer.status).toBe(200);
    expect(articleDetailSchema.strict().parse(answer.body)).toEqual(answer.body);
    expect(answer.body).toMatchObject({
      slug: 'pricing-for-enterprise-buyers',
      author: 'Ada Writer',
      category: 'Strategy',
      content: {
        introduction: 'Enterprise buyers compare total cost.',
        keyPoints: ['Anchor on value', 'Offer three tiers'],
        sections: [
          { title: '', content: 'Text that needs no heading.' },
          { title: 'Packaging the offer', content: 'Bundle services with the licence.' },
        ],
        conclusion: 'Price on value, not on cost.',
      },
      // The body as the page shows it: the normalised markdown, rendered and sanitised.
      html: {
        excerpt: '<p>A short excerpt about Pricing for enterprise buyers.</p>',
        introduction: '<p>Enterprise buyers compare total cost.</p>',
        keyPoints: ['<p>Anchor on value</p>', '<p>Offer three tiers</p>'],
        sections: [
          '<p>Text that needs no heading.</p>',
          '<p>Bundle services with the licence.</p>',
        ],
        conclusion: '<p>Price on value, not on cost.</p>',
      },
    });
  });

  it.each([
    ['an unpublished article', () => draft.slug],
    ['an article outside the allowed categories', () => hiddenCategoryArticle.slug],
    ['an unknown slug', () => 'no-such-article'],
    ['a malformed slug', () => 'Not A Slug!'],
  ])('answers 404 Article not found for %s', async (_case, slug) => {
    const answer = await content.api<{ error: { message: string } }>(
      'GET',
      `/api/articles/${encodeURIComponent(slug())}`,
    );

    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe('Article not found');
  });
});
