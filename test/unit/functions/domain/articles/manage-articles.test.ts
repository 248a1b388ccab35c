import { describe, expect, it } from 'vitest';
import {
  createArticle,
  deleteArticle,
  getArticle,
  setArticlePublished,
  updateArticle,
} from '@functions/domain/articles/manage-articles';
import { ConflictError, NotFoundError, ValidationError } from '@functions/domain/errors';
import {
  authorId,
  contentWithReferences,
  createBody,
  operationsId,
  storedArticle,
} from './fixtures';

const at = (iso: string) => () => new Date(iso);
const articleId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

function setup() {
  const content = contentWithReferences();
  const deps = {
    articles: content.articles,
    authors: content.authors,
    categories: content.categories,
    now: at('2025-05-15T10:00:00.000Z'),
    newId: () => articleId,
  };
  return { content, deps };
}

describe('createArticle', () => {
  it('makes the slug from the title, copies the names and sets the dates and version', async () => {
    const { content, deps } = setup();

    const article = await createArticle(deps, createBody({ title: 'Winning the First Meeting!' }));

    expect(article).toMatchObject({
      id: articleId,
      slug: 'winning-the-first-meeting',
      author_name: 'Ada Writer',
      category_name: 'Strategy',
      published_date: '2025-05-15T10:00:00.000Z',
      created_at: '2025-05-15T10:00:00.000Z',
      updated_at: '2025-05-15T10:00:00.000Z',
      version: 1,
    });
    expect(content.articleRows.get(articleId)).toEqual(article);
  });

  it('keeps a slug given by the editor', async () => {
    const { deps } = setup();

    const article = await createArticle(deps, createBody({ slug: 'custom-address' }));

    expect(article.slug).toBe('custom-address');
  });

  it("uses 'untitled' when the title gives no slug", async () => {
    const { deps } = setup();

    const article = await createArticle(deps, createBody({ title: '東京' }));

    expect(article.slug).toBe('untitled');
  });

  it('refuses a slug another article holds, naming it, and stores nothing', async () => {
    const { content, deps } = setup();
    content.articleRows.set('x', storedArticle(1, { slug: 'winning-the-first-meeting' }));

    const attempt = createArticle(deps, createBody());

    const message = 'The slug "winning-the-first-meeting" is already used by another article.';
    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toMatchObject({ message, fields: { slug: message } });
    expect(content.articleRows.has(articleId)).toBe(false);
  });

  it('tries the next candidates of the unique-slug scheme when asked to', async () => {
    const { content, deps } = setup();
    content.articleRows.set('x', storedArticle(1, { slug: 'winning-the-first-meeting' }));

    const article = await createArticle(deps, createBody(), { onSlugTaken: 'next-candidate' });

    expect(article.slug).toMatch(/^winning-the-first-meeting-\d{6}-\d{3}$/);
  });

  it('refuses an author or category that does not exist, per field', async () => {
    const { deps } = setup();
    const missing = '99999999-9999-4999-8999-999999999999';

    const attempt = createArticle(deps, createBody({ author_id: missing, category_id: missing }));

    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      fields: { author_id: 'Author not found', category_id: 'Category not found' },
    });
  });

  it('reads the names again when the author was renamed while saving', async () => {
    const { content, deps } = setup();
    content.failNext('author-changed');
    content.authorRows.set(authorId, {
      ...content.authorRows.get(authorId)!,
      name: 'Ada Lovelace',
    });

    const article = await createArticle(deps, createBody());

    expect(article.author_name).toBe('Ada Lovelace');
    expect(content.articleWrites).toBe(2);
  });

  it('gives up with 409 when the names keep changing', async () => {
    const { deps, content } = setup();
    content.failNext('category-changed', 'category-changed', 'category-changed');

    await expect(createArticle(deps, createBody())).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('updateArticle', () => {
  async function withArticle() {
    const context = setup();
    const article = await createArticle(context.deps, createBody({ slug: 'first-address' }));
    return { ...context, article, later: { ...context.deps, now: at('2025-06-01T08:00:00.000Z') } };
  }

  it('saves an edit: next version, updated_at moves, published_date stays, names follow', async () => {
    const { later, article } = await withArticle();

    const saved = await updateArticle(later, article.id, {
      ...createBody({ title: 'Renamed', slug: 'second-address', category_id: operationsId }),
      version: 1,
    });

    expect(saved).toMatchObject({
      title: 'Renamed',
      slug: 'second-address',
      category_name: 'Operations',
      version: 2,
      published_date: '2025-05-15T10:00:00.000Z',
      updated_at: '2025-06-01T08:00:00.000Z',
    });
  });

  it('keeps the SEO fields, normalised, and clears them when the editor empties them', async () => {
    const { later, article } = await withArticle();
    const seo = {
      meta_title: '  Search title ',
      meta_description: 'Search description',
      social_image: '/media/card.jpg',
      canonical: '/insights/original/',
      noindex: true,
    };

    const saved = await updateArticle(later, article.id, {
      ...createBody({ slug: 'first-address' }),
      seo,
      version: 1,
    });
    const cleared = await updateArticle(later, article.id, {
      ...createBody({ slug: 'first-address' }),
      version: 2,
    });

    expect(saved.seo).toEqual({
      ...seo,
      meta_title: 'Search title',
      canonical: '/insights/original',
    });
    expect(cleared.seo).toEqual({
      meta_title: '',
      meta_description: '',
      social_image: '',
      canonical: '',
      noindex: false,
    });
  });

  it('refuses an edit made from an older version', async () => {
    const { later, article } = await withArticle();
    await updateArticle(later, article.id, {
      ...createBody({ slug: 'first-address' }),
      version: 1,
    });

    const stale = updateArticle(later, article.id, {
      ...createBody({ slug: 'first-address', title: 'Mine' }),
      version: 1,
    });

    await expect(stale).rejects.toThrow(/^This article was changed by someone else/);
  });

  it('refuses as stale when another save wins between the read and the write', async () => {
    const { later, article, content } = await withArticle();
    content.failNext('stale');

    await expect(updateArticle(later, article.id, { ...createBody(), version: 1 })).rejects.toThrow(
      /changed by someone else/,
    );
  });

  it('refuses a slug another article holds', async () => {
    const { later, article, content } = await withArticle();
    content.articleRows.set('other', storedArticle(5, { slug: 'taken' }));

    await expect(
      updateArticle(later, article.id, { ...createBody({ slug: 'taken' }), version: 1 }),
    ).rejects.toThrow('The slug "taken" is already used by another article.');
  });

  it('makes the slug from the title when the editor cleared it', async () => {
    const { later, article } = await withArticle();

    const saved = await updateArticle(later, article.id, {
      ...createBody({ title: 'Fresh Title', slug: '' }),
      version: 1,
    });

    expect(saved.slug).toBe('fresh-title');
  });

  it('answers 404 for an unknown article', async () => {
    const { later } = await withArticle();

    await expect(updateArticle(later, 'missing', { ...createBody(), version: 1 })).rejects.toThrow(
      new NotFoundError('Article not found'),
    );
  });
});

describe('alt text of an uploaded image', () => {
  const image = { image_url: '/media/articles/a.jpg' };

  it('refuses to create or update a published article whose upload has no alt text', async () => {
    const { deps, content } = setup();

    const created = createArticle(deps, createBody({ ...image, is_published: true }));

    await expect(created).rejects.toBeInstanceOf(ValidationError);
    await expect(created).rejects.toMatchObject({
      fields: { image_alt: expect.stringContaining('Alt text is required') },
    });
    expect(content.articleRows.size).toBe(0);
    const draft = await createArticle(deps, createBody({ ...image, is_published: false }));
    await expect(
      updateArticle(deps, draft.id, {
        ...createBody({ ...image, is_published: true }),
        version: 1,
      }),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuses the publish switch until the alt text is there, then stores and clears the review', async () => {
    const { deps } = setup();
    const draft = await createArticle(
      deps,
      createBody({ ...image, is_published: false, image_alt: 'Title', image_alt_review: true }),
    );
    const bare = await updateArticle(deps, draft.id, {
      ...createBody({ ...image, is_published: false, image_alt: '' }),
      version: 1,
    });

    await expect(setArticlePublished(deps, bare.id, true)).rejects.toBeInstanceOf(ValidationError);
    const described = await updateArticle(deps, draft.id, {
      ...createBody({ ...image, is_published: false, image_alt: 'A harbour at dawn' }),
      version: 2,
    });
    const published = await setArticlePublished(deps, described.id, true);

    expect(draft).toMatchObject({ image_alt: 'Title', image_alt_review: true });
    expect(published).toMatchObject({
      is_published: true,
      image_alt: 'A harbour at dawn',
      image_alt_review: false,
    });
  });
});

describe('setArticlePublished', () => {
  it('changes is_published only, moving the version', async () => {
    const { deps, content } = setup();
    const article = await createArticle(deps, createBody({ is_published: false }));

    const saved = await setArticlePublished(deps, article.id, true);

    expect(saved).toEqual({ ...article, is_published: true, version: 2 });
    expect(content.articleRows.get(article.id)).toEqual(saved);
  });

  it('writes nothing when the article is already in that state', async () => {
    const { deps, content } = setup();
    const article = await createArticle(deps, createBody({ is_published: true }));
    const writes = content.articleWrites;

    const saved = await setArticlePublished(deps, article.id, true);

    expect(saved).toEqual(article);
    expect(content.articleWrites).toBe(writes);
  });

  it('reads again and retries when it loses a race', async () => {
    const { deps, content } = setup();
    const article = await createArticle(deps, createBody({ is_published: false }));
    content.failNext('stale');

    const saved = await setArticlePublished(deps, article.id, true);

    expect(saved.is_published).toBe(true);
  });
});

describe('deleteArticle and getArticle', () => {
  it('deletes an article, after which its slug can be used again', async () => {
    const { deps, content } = setup();
    const article = await createArticle(deps, createBody());

    await deleteArticle(deps, article.id);
    const again = await createArticle(
      { ...deps, newId: () => 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb' },
      createBody(),
    );

    expect(content.articleRows.has(article.id)).toBe(false);
    expect(again.slug).toBe(article.slug);
  });

  it('answers 404 for an unknown article', async () => {
    const { deps } = setup();

    await expect(deleteArticle(deps, 'missing')).rejects.toThrow('Article not found');
    await expect(getArticle(deps, 'missing')).rejects.toThrow('Article not found');
  });
});
