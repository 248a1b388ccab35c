import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import {
  articleCountChanges,
  counterUpdates,
  mergeCounterChanges,
} from '@functions/adapters/repositories/counters-repository';
import { storedArticle } from '../../domain/articles/fixtures';

const asObject = (changes: Map<string, number>) =>
  Object.fromEntries([...changes].filter(([, delta]) => delta !== 0));

describe('articleCountChanges', () => {
  it('counts nothing for a write that changes no counted field', () => {
    const article = storedArticle(1);
    const retitled: ArticleRecord = { ...article, title: 'Other', version: 2 };

    expect(asObject(articleCountChanges(article, retitled))).toEqual({});
  });

  it('moves the published count with a category rename', () => {
    const article = storedArticle(1, { category_name: 'Operations' });

    expect(
      asObject(articleCountChanges(article, { ...article, category_name: 'Consulting' })),
    ).toEqual({
      'articles#published#category#Operations': -1,
      'articles#published#category#Consulting': 1,
    });
  });

  it('counts a publish switch in the totals and the category', () => {
    const draft = storedArticle(1, { is_published: false });

    expect(asObject(articleCountChanges(draft, { ...draft, is_published: true }))).toEqual({
      'articles#published': 1,
      'articles#published#category#Strategy': 1,
    });
  });

  it('takes an unpublished or deleted live article out of the published counts', () => {
    const live = storedArticle(1);

    expect(asObject(articleCountChanges(live, { ...live, is_published: false }))).toEqual({
      'articles#published': -1,
      'articles#published#category#Strategy': -1,
    });
    expect(asObject(articleCountChanges(live, undefined))).toEqual({
      articles: -1,
      [`articles#author#${live.author_id}`]: -1,
      [`articles#category#${live.category_id}`]: -1,
      'articles#published': -1,
      'articles#published#category#Strategy': -1,
    });
  });
});

describe('counterUpdates', () => {
  it('merges changes per counter and sends one ADD per non-zero counter', () => {
    const a = storedArticle(1);
    const b = storedArticle(2, { is_published: false });
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
      ['articles#published', -1],
      ['articles#published#category#Strategy', -1],
    ]);
  });
});
