import { describe, expect, it, vi } from 'vitest';
import {
  latestPublishedArticles,
  listPublishedArticles,
} from '@functions/domain/articles/public-articles';
import { getPublishedArticle } from '@functions/domain/articles/published-article';
import { NotFoundError } from '@functions/domain/errors';
import { contentWithReferences, operationsId, storedArticle } from './fixtures';

const brandName = 'Meridian Advisory';

function storeWith(...articles: ReturnType<typeof storedArticle>[]) {
  const content = contentWithReferences();
  for (const article of articles) content.articleRows.set(article.id, article);
  return { content, deps: { articles: content.articles, counts: content.counts, brandName } };
}

describe('listPublishedArticles', () => {
  it('answers one page of six, newest first, with total and page count from the counts', async () => {
    const articles = Array.from({ length: 14 }, (_, i) => storedArticle(i));
    const { deps } = storeWith(...articles);

    const page = await listPublishedArticles(deps, { page: 2, category: undefined });

    expect(page).toMatchObject({ page: 2, pageCount: 3, total: 14 });
    expect(page.items.map((item) => item.title)).toEqual(
      [7, 6, 5, 4, 3, 2].map((n) => `Article ${n}`),
    );
  });

  it('leaves out drafts and categories outside the allowed list', async () => {
    const { deps } = storeWith(
      storedArticle(1),
      storedArticle(2, { is_published: false }),
      storedArticle(3, { category_id: operationsId, category_name: 'Operations' }),
    );

    const page = await listPublishedArticles(deps, { page: 1, category: undefined });

    expect(page).toMatchObject({ total: 1, pageCount: 1 });
    expect(page.items.map((item) => item.title)).toEqual(['Article 1']);
  });

  it('filters by an allowed category and answers nothing for any other name without reading', async () => {
    const { deps } = storeWith(storedArticle(1), storedArticle(2, { category_name: 'M&A' }));
    const read = vi.spyOn(deps.articles, 'publishedPage');
    const counted = vi.spyOn(deps.counts, 'publishedByCategory');

    const ma = await listPublishedArticles(deps, { page: 1, category: 'M&A' });
    read.mockClear();
    counted.mockClear();
    const other = await listPublishedArticles(deps, { page: 1, category: 'Operations' });

    expect(ma.items.map((item) => item.title)).toEqual(['Article 2']);
    expect(other).toEqual({ items: [], page: 1, pageCount: 0, total: 0 });
    expect(read).not.toHaveBeenCalled();
    expect(counted).not.toHaveBeenCalled();
  });

  it('answers a page past the end from the counts alone', async () => {
    const { deps } = storeWith(storedArticle(1));
    const read = vi.spyOn(deps.articles, 'publishedPage');

    const page = await listPublishedArticles(deps, { page: 5, category: undefined });

    expect(page).toEqual({ items: [], page: 5, pageCount: 1, total: 1 });
    expect(read).not.toHaveBeenCalled();
  });

  it('shows the default team author for an article without one', async () => {
    const { deps } = storeWith(storedArticle(1, { author_name: '  ' }));

    const page = await listPublishedArticles(deps, { page: 1, category: undefined });

    expect(page.items[0]?.author).toBe('Meridian Advisory Team');
  });

  it('drops a card the reader returns although it is not public', async () => {
    const { deps } = storeWith(storedArticle(1));
    vi.spyOn(deps.articles, 'publishedPage').mockResolvedValue([
      storedArticle(2, { is_published: false }),
    ]);

    const page = await listPublishedArticles(deps, { page: 1, category: undefined });

    expect(page.items).toEqual([]);
  });
});

describe('getPublishedArticle', () => {
  it('answers the article with its body normalised', async () => {
    const article = storedArticle(1, {
      slug: 'first-meeting',
      key_points: ['One', '', 'Two'],
      sections: [
        { title: 'Section 2', content: 'Kept without its heading.' },
        { title: 'Pricing', content: '' },
      ],
      conclusion: '## Conclusion\nDone.',
    });
    const { deps } = storeWith(article);

    const detail = await getPublishedArticle(deps, 'first-meeting');

    expect(detail.content).toEqual({
      introduction: 'Buyers decide in the first ten minutes.',
      keyPoints: ['One', 'Two'],
      sections: [
        { title: '', content: 'Kept without its heading.' },
        { title: 'Unknown Section', content: 'Content unavailable' },
      ],
      conclusion: 'Done.',
    });
    expect(detail).toMatchObject({
      slug: 'first-meeting',
      author: 'Ada Writer',
      category: 'Strategy',
    });
  });

  it.each([
    ['a draft', storedArticle(1, { slug: 'a-draft', is_published: false }), 'a-draft'],
    [
      'an article outside the allowed categories',
      storedArticle(2, { slug: 'ops', category_name: 'Operations' }),
      'ops',
    ],
    ['an unknown slug', storedArticle(3), 'nothing-here'],
  ])('answers Article not found for %s', async (_case, article, slug) => {
    const { deps } = storeWith(article);

    await expect(getPublishedArticle(deps, slug)).rejects.toThrow(
      new NotFoundError('Article not found'),
    );
  });

  it('does not look up a slug that breaks the slug rule', async () => {
    const { deps } = storeWith(storedArticle(1));
    const find = vi.spyOn(deps.articles, 'findBySlug');

    await expect(getPublishedArticle(deps, 'Not A Slug')).rejects.toThrow('Article not found');
    expect(find).not.toHaveBeenCalled();
  });

  it("renders a version's body once, and a new version again", async () => {
    const article = storedArticle(1, { slug: 'rendered-once', introduction: 'First *take*.' });
    const { content, deps } = storeWith(article);

    const first = await getPublishedArticle(deps, 'rendered-once');
    const again = await getPublishedArticle(deps, 'rendered-once');
    content.articleRows.set(article.id, {
      ...article,
      introduction: 'Second *take*.',
      version: 2,
    });
    const edited = await getPublishedArticle(deps, 'rendered-once');

    expect(first.html.introduction).toBe('<p>First <em>take</em>.</p>');
    expect(again.html).toBe(first.html);
    expect(edited.html.introduction).toBe('<p>Second <em>take</em>.</p>');
  });
});

describe('latestPublishedArticles', () => {
  const noindex = {
    meta_title: '',
    meta_description: '',
    social_image: '',
    canonical: '',
    noindex: true,
  };

  it('leaves out articles marked noindex and still answers the number asked for', async () => {
    const articles = Array.from({ length: 6 }, (_, i) =>
      storedArticle(i, i >= 4 ? { seo: noindex } : {}),
    );
    const { deps } = storeWith(...articles);

    const latest = await latestPublishedArticles(deps, 3);

    expect(latest.items.map((item) => item.title)).toEqual(['Article 3', 'Article 2', 'Article 1']);
  });

  it('leaves out articles a managed redirect sends elsewhere, and dates the rest by their last change', async () => {
    const articles = Array.from({ length: 5 }, (_, i) => storedArticle(i));
    const { deps } = storeWith(...articles);
    const redirected = new Set([`/insights/${articles[4]!.slug}`]);

    const latest = await latestPublishedArticles(deps, 3, redirected);

    expect(latest.items.map((item) => item.title)).toEqual(['Article 3', 'Article 2', 'Article 1']);
    const newest = [articles[3]!, articles[2]!, articles[1]!]
      .map((article) => article.updated_at)
      .sort()
      .at(-1);
    expect(latest.lastModified).toBe(newest);
  });
});
