/** A contributor's own-drafts rule; editors and administrators pass untouched. */
import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '@functions/domain/errors';
import { checkArticleChange, checkArticleCreate } from '@functions/domain/articles/article-access';

const contributor = { sub: 'me', role: 'contributor' } as const;
const editor = { sub: 'ed', role: 'editor' } as const;

describe('article access', () => {
  it('lets a contributor create and change their own draft, never publish it', () => {
    expect(() => checkArticleCreate(contributor, false)).not.toThrow();
    expect(() =>
      checkArticleChange(contributor, { created_by: 'me', is_published: false }),
    ).not.toThrow();
    expect(() => checkArticleCreate(contributor, true)).toThrow(ForbiddenError);
    expect(() =>
      checkArticleChange(contributor, { created_by: 'me', is_published: false }, true),
    ).toThrow(ForbiddenError);
  });

  it("refuses a contributor others' work, published work and articles of nobody", () => {
    for (const article of [
      { created_by: 'someone', is_published: false },
      { created_by: 'me', is_published: true },
      { is_published: false },
    ])
      expect(() => checkArticleChange(contributor, article)).toThrow(ForbiddenError);
  });

  it('lets an editor publish and change anything', () => {
    expect(() => checkArticleCreate(editor, true)).not.toThrow();
    expect(() =>
      checkArticleChange(editor, { created_by: 'x', is_published: true }, true),
    ).not.toThrow();
  });
});
