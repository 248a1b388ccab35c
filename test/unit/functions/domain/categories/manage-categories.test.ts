import { describe, expect, it, vi } from 'vitest';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from '@functions/domain/categories/manage-categories';
import { listPublicCategories } from '@functions/domain/categories/public-categories';
import { ConflictError, NotFoundError } from '@functions/domain/errors';
import {
  contentWithReferences,
  operationsId,
  storedArticle,
  strategyId,
} from '../articles/fixtures';
import { testActor } from '../activity/fixtures';

function setup() {
  const content = contentWithReferences();
  const deps = {
    categories: content.categories,
    articles: content.articles,
    now: () => new Date('2025-07-01T12:00:00.000Z'),
    newId: () => 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  };
  return { content, deps };
}

describe('categories', () => {
  it('creates a category and lists categories by name', async () => {
    const { deps } = setup();

    const created = await createCategory(deps, { name: 'M&A' }, testActor);
    const { items } = await listCategories(deps);

    expect(created).toEqual({
      id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      name: 'M&A',
      created_at: '2025-07-01T12:00:00.000Z',
      updated_at: '2025-07-01T12:00:00.000Z',
    });
    expect(items.map((category) => category.name)).toEqual(['M&A', 'Operations', 'Strategy']);
  });

  it('refuses a name another category has, whatever its case', async () => {
    const { deps } = setup();

    const attempt = createCategory(deps, { name: 'STRATEGY' }, testActor);

    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toMatchObject({
      message: 'A category named "STRATEGY" already exists.',
      fields: { name: 'A category named "STRATEGY" already exists.' },
    });
  });

  it('renames a category and its articles, moving their published counts to the new name', async () => {
    const { deps, content } = setup();
    const article = storedArticle(1, { category_id: operationsId, category_name: 'Operations' });
    content.articleRows.set(article.id, article);

    const renamed = await renameCategory(deps, operationsId, { name: 'Consulting' }, testActor);

    expect(renamed).toMatchObject({ name: 'Consulting', updated_at: '2025-07-01T12:00:00.000Z' });
    expect(content.articleRows.get(article.id)?.category_name).toBe('Consulting');
    expect(await content.counts.publishedByCategory(['Operations', 'Consulting'])).toEqual({
      Operations: 0,
      Consulting: 1,
    });
  });

  it('refuses a rename to a name another category has', async () => {
    const { deps } = setup();

    await expect(
      renameCategory(deps, operationsId, { name: 'strategy' }, testActor),
    ).rejects.toThrow('A category named "strategy" already exists.');
  });

  it('refuses a rename that lost a race with another rename', async () => {
    const { deps } = setup();
    vi.spyOn(deps.categories, 'rename').mockResolvedValue({ ok: false, reason: 'stale' });

    await expect(renameCategory(deps, operationsId, { name: 'Ops' }, testActor)).rejects.toThrow(
      /changed by someone else/,
    );
  });

  it('still brings the articles up to date when the name is unchanged', async () => {
    const { deps } = setup();
    const write = vi.spyOn(deps.categories, 'rename');
    const follow = vi.spyOn(deps.articles, 'renameCategory');

    const saved = await renameCategory(deps, strategyId, { name: 'Strategy' }, testActor);

    expect(saved.name).toBe('Strategy');
    expect(write).not.toHaveBeenCalled();
    expect(follow).toHaveBeenCalledWith(strategyId, 'Strategy');
  });

  it('answers 404 for an unknown category', async () => {
    const { deps } = setup();

    await expect(renameCategory(deps, 'missing', { name: 'X' }, testActor)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(deleteCategory(deps, 'missing', testActor)).rejects.toThrow('Category not found');
  });

  it('refuses to delete a category with articles, and deletes an empty one', async () => {
    const { deps, content } = setup();
    const article = storedArticle(1);
    content.articleRows.set(article.id, article);

    await expect(deleteCategory(deps, strategyId, testActor)).rejects.toThrow(
      'This category still has 1 article. Move or delete them before deleting the category.',
    );
    await deleteCategory(deps, operationsId, testActor);

    expect(content.categoryRows.has(strategyId)).toBe(true);
    expect(content.categoryRows.has(operationsId)).toBe(false);
  });
});

describe('listPublicCategories', () => {
  it('lists allowed categories with published articles, in the allowed order, with labels', async () => {
    const { content } = setup();
    const rows = [
      storedArticle(1),
      storedArticle(2, { category_name: 'Sales Strategy' }),
      storedArticle(3, { category_name: 'Sales Strategy' }),
      storedArticle(4, { category_name: 'Partnerships', is_published: false }),
      storedArticle(5, { category_name: 'Operations' }),
    ];
    for (const row of rows) content.articleRows.set(row.id, row);

    const { items } = await listPublicCategories({ counts: content.counts });

    expect(items).toEqual([
      { name: 'Strategy', label: 'Strategy', articleCount: 1 },
      { name: 'Sales Strategy', label: 'Sales', articleCount: 2 },
    ]);
  });
});
