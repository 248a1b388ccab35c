import { describe, expect, it, vi } from 'vitest';
import {
  createAuthor,
  deleteAuthor,
  getAuthor,
  listAuthors,
  updateAuthor,
} from '@functions/domain/authors/manage-authors';
import { ConflictError, NotFoundError } from '@functions/domain/errors';
import { authorId, contentWithReferences, storedArticle } from '../articles/fixtures';
import { testActor } from '../activity/fixtures';

function setup() {
  const content = contentWithReferences();
  const deps = {
    authors: content.authors,
    articles: content.articles,
    now: () => new Date('2025-07-01T12:00:00.000Z'),
    newId: () => 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  };
  return { content, deps };
}

describe('authors', () => {
  it('lists authors by name, ignoring case', async () => {
    const { deps } = setup();
    await createAuthor(
      { ...deps, newId: () => 'b' },
      { name: 'zoe Zimmer', bio: '', avatar_url: '' },
      testActor,
    );
    await createAuthor(
      { ...deps, newId: () => 'c' },
      { name: 'Bob Baker', bio: '', avatar_url: '' },
      testActor,
    );

    const { items } = await listAuthors(deps);

    expect(items.map((author) => author.name)).toEqual(['Ada Writer', 'Bob Baker', 'zoe Zimmer']);
  });

  it('creates an author with an id and timestamps', async () => {
    const { deps, content } = setup();

    const author = await createAuthor(
      deps,
      {
        name: 'Grace Hopper',
        bio: 'Admiral.',
        avatar_url: '',
      },
      testActor,
    );

    expect(author).toEqual({
      id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      name: 'Grace Hopper',
      bio: 'Admiral.',
      avatar_url: '',
      created_at: '2025-07-01T12:00:00.000Z',
      updated_at: '2025-07-01T12:00:00.000Z',
    });
    expect(content.authorRows.get(author.id)).toEqual(author);
  });

  it("copies a new name onto the author's articles", async () => {
    const { deps, content } = setup();
    const article = storedArticle(1);
    content.articleRows.set(article.id, article);

    const saved = await updateAuthor(
      deps,
      authorId,
      {
        name: 'Ada Lovelace',
        bio: 'Counts.',
        avatar_url: '',
      },
      testActor,
    );

    expect(saved).toMatchObject({
      name: 'Ada Lovelace',
      bio: 'Counts.',
      updated_at: '2025-07-01T12:00:00.000Z',
    });
    expect(content.articleRows.get(article.id)?.author_name).toBe('Ada Lovelace');
  });

  it('brings the articles up to date on every save, which completes an interrupted rename', async () => {
    const { deps } = setup();
    const rename = vi.spyOn(deps.articles, 'renameAuthor');

    await updateAuthor(
      deps,
      authorId,
      { name: 'Ada Writer', bio: 'Same name.', avatar_url: '' },
      testActor,
    );

    expect(rename).toHaveBeenCalledWith(authorId, 'Ada Writer');
  });

  it('answers 404 for an unknown author', async () => {
    const { deps } = setup();

    await expect(getAuthor(deps, 'missing')).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      updateAuthor(deps, 'missing', { name: 'X', bio: '', avatar_url: '' }, testActor),
    ).rejects.toThrow('Author not found');
    await expect(deleteAuthor(deps, 'missing', testActor)).rejects.toThrow('Author not found');
  });

  it.each([
    [1, 'This author still has 1 article. Reassign or delete them before deleting the author.'],
    [2, 'This author still has 2 articles. Reassign or delete them before deleting the author.'],
  ])('refuses to delete an author with %i article(s)', async (count, message) => {
    const { deps, content } = setup();
    for (let i = 0; i < count; i += 1) {
      const article = storedArticle(i);
      content.articleRows.set(article.id, article);
    }

    const attempt = deleteAuthor(deps, authorId, testActor);

    await expect(attempt).rejects.toBeInstanceOf(ConflictError);
    await expect(attempt).rejects.toThrow(message);
    expect(content.authorRows.has(authorId)).toBe(true);
  });

  it('deletes an author no article names', async () => {
    const { deps, content } = setup();

    await deleteAuthor(deps, authorId, testActor);

    expect(content.authorRows.has(authorId)).toBe(false);
  });
});
