import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import {
  articleCountChanges,
  counterShards,
  counterUpdates,
  guardedCounterUpdates,
  mergeCounterChanges,
  nameGuard,
  noArticlesWrites,
  shardKey,
  shardOf,
} from '@functions/adapters/repositories/counters-repository';
import { storedArticle } from '../../domain/articles/fixtures';

/** The changes by counter, each key without the shard the article counts on. */
const asObject = (changes: Map<string, number>, articleId: string) =>
  Object.fromEntries(
    [...changes]
      .filter(([, delta]) => delta !== 0)
      .map(([key, delta]) => [key.replace(`shard${shardOf(articleId)}#`, ''), delta]),
  );

describe('articleCountChanges', () => {
  it('counts nothing for a write that changes no counted field', () => {
    const article = storedArticle(1);
    const retitled: ArticleRecord = { ...article, title: 'Other', version: 2 };

    expect(asObject(articleCountChanges(article, retitled), article.id)).toEqual({});
  });

  it('moves the published count with a category rename, and the listed one into the site categories', () => {
    const article = storedArticle(1, { category_name: 'Operations' });

    expect(
      asObject(
        articleCountChanges(article, { ...article, category_name: 'Consulting' }),
        article.id,
      ),
    ).toEqual({
      'articles#published#category#Operations': -1,
      'articles#published#category#Consulting': 1,
      // Operations is not one of the site's categories; Consulting is: the public list gains it.
      'articles#published#listed': 1,
    });
    const listed = storedArticle(2, { category_name: 'Strategy' });
    expect(
      asObject(articleCountChanges(listed, { ...listed, category_name: 'M&A' }), listed.id),
    ).toEqual({
      'articles#published#category#Strategy': -1,
      'articles#published#category#M&A': 1,
    });
  });

  it('counts a publish switch in the totals and the category', () => {
    const draft = storedArticle(1, { is_published: false });

    expect(
      asObject(articleCountChanges(draft, { ...draft, is_published: true }), draft.id),
    ).toEqual({
      'articles#published': 1,
      'articles#published#category#Strategy': 1,
      'articles#published#listed': 1,
    });
  });

  it('takes an unpublished or deleted live article out of the published counts', () => {
    const live = storedArticle(1);

    expect(asObject(articleCountChanges(live, { ...live, is_published: false }), live.id)).toEqual({
      'articles#published': -1,
      'articles#published#category#Strategy': -1,
      'articles#published#listed': -1,
    });
    expect(asObject(articleCountChanges(live, undefined), live.id)).toEqual({
      articles: -1,
      [`articles#author#${live.author_id}`]: -1,
      [`articles#category#${live.category_id}`]: -1,
      'articles#published': -1,
      'articles#published#category#Strategy': -1,
      'articles#published#listed': -1,
    });
  });
});

describe('counterUpdates', () => {
  it('merges changes per counter and sends one ADD per non-zero counter', () => {
    const a = storedArticle(1);
    // The same shard as `a`, so their totals meet on one row and cancel out.
    const b = { ...storedArticle(2, { is_published: false }), id: a.id };
    const changes = mergeCounterChanges(
      articleCountChanges(a, undefined),
      articleCountChanges(undefined, b),
    );

    const items = counterUpdates(changes);

    expect(
      items.map((item) => [
        item.Update?.Key?.key,
        item.Update?.ExpressionAttributeValues?.[':delta'],
      ]),
    ).toEqual([
      [shardKey('articles#published', shardOf(a.id)), -1],
      [shardKey('articles#published#category#Strategy', shardOf(a.id)), -1],
      [shardKey('articles#published#listed', shardOf(a.id)), -1],
    ]);
  });
});

describe('sharded counts', () => {
  it('counts every change of one article on the shard its id picks', () => {
    const live = storedArticle(1);
    const shard = shardOf(live.id);

    const keys = [...articleCountChanges(undefined, live).keys()];

    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toBe(shardKey(key.replace(/^shard\d+#/, ''), shard));
  });

  it('spreads the articles of one author over the shards', () => {
    const shards = new Set(
      Array.from({ length: 100 }, (_, i) =>
        shardOf(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`),
      ),
    );

    expect(shards.size).toBeGreaterThan(counterShards / 2);
  });

  it('keeps shard 0 on the plain key, where the counts kept before the split are', () => {
    expect(shardKey('articles', 0)).toBe('articles');
    expect(shardKey('articles', 3)).toBe('shard3#articles');
  });
});

describe('name guards', () => {
  it("puts the guard's condition on the counter update of the article's own shard", () => {
    const article = storedArticle(1);
    const guard = nameGuard({ authorId: article.author_id }, article.id, article.author_name);

    const items = guardedCounterUpdates(articleCountChanges(undefined, article), [guard]);

    const guarded = items.filter((item) => item.guard);
    expect(guarded).toHaveLength(1);
    expect(guarded[0]?.item.Update?.Key?.key).toBe(guard.key);
    expect(guarded[0]?.item.Update?.ConditionExpression).toContain('#guardName = :guardName');
    expect(guarded[0]?.item.Update?.ExpressionAttributeValues?.[':guardName']).toBe(
      article.author_name,
    );
  });

  it('checks a guard whose shard no count changes with a ConditionCheck', () => {
    const article = storedArticle(1);
    const guard = nameGuard({ categoryId: article.category_id }, article.id, 'Strategy');

    const items = guardedCounterUpdates(new Map(), [guard]);

    expect(items).toEqual([
      expect.objectContaining({
        guard,
        item: { ConditionCheck: expect.objectContaining({ Key: { key: guard.key } }) },
      }),
    ]);
  });
});

describe('noArticlesWrites', () => {
  it('refuses a delete while the shards sum to articles, even with one shard below zero', () => {
    expect(
      noArticlesWrites(
        new Map([
          ['a', 2],
          ['b', -1],
        ]),
      ),
    ).toBeUndefined();
  });

  it('deletes when the shards sum to none, each shard conditioned on what was read', () => {
    const writes = noArticlesWrites(
      new Map<string, number | undefined>([
        ['a', 1],
        ['b', -1],
        ['c', undefined],
      ]),
    );

    expect(writes?.map((item) => item.Update?.ConditionExpression)).toEqual([
      '#count = :seen',
      '#count = :seen',
      'attribute_not_exists(#count)',
    ]);
  });
});
