/**
 * Article authors in the admin portal (admin-portal.md sections 2, 3 and 7): list by name, read,
 * create, edit and delete. A rename is copied onto the author's articles (their `author_name`);
 * an author cannot be deleted while articles name it.
 */
import type { AuthorInput, AuthorListResponse, AuthorRecord } from '@shared/schemas/author';
import { ConflictError, NotFoundError } from '@functions/domain/errors';
import { activityEntry, type Actor } from '@functions/domain/activity/activity';
import type { ArticleRenames } from '@functions/domain/articles/article-ports';
import type { RenderRequests } from '@functions/domain/render/render-ports';
import type { AuthorStore } from './author-ports';

/** What managing authors needs. */
export interface AuthorDeps {
  authors: AuthorStore;
  /** Used by edits: a rename rewrites the author's articles. */
  articles?: Pick<ArticleRenames, 'renameAuthor'>;
  /** Asked to render the site again when a rename reached articles (their pages show the name). */
  renders?: RenderRequests;
  now?: () => Date;
  newId?: () => string;
}

/** Message of an unknown author id. */
export const authorNotFoundMessage = 'Author not found';

/** Message of a refused delete: articles still name the author. */
export function authorInUseMessage(articleCount: number): string {
  const articles = articleCount === 1 ? '1 article' : `${articleCount} articles`;
  return `This author still has ${articles}. Reassign or delete them before deleting the author.`;
}

/** Every author, ordered by name (case and accents ignored, as a reader would sort). */
export async function listAuthors(deps: Pick<AuthorDeps, 'authors'>): Promise<AuthorListResponse> {
  const authors = await deps.authors.list();
  return {
    items: authors.sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id)),
  };
}

/** One author; 404 when unknown. */
export async function getAuthor(
  deps: Pick<AuthorDeps, 'authors'>,
  id: string,
): Promise<AuthorRecord> {
  const author = await deps.authors.get(id);
  if (!author) throw new NotFoundError(authorNotFoundMessage);
  return author;
}

/** Creates an author. */
export async function createAuthor(
  deps: AuthorDeps,
  input: AuthorInput,
  actor: Actor,
): Promise<AuthorRecord> {
  const at = (deps.now ?? clock)();
  const now = at.toISOString();
  const author: AuthorRecord = {
    id: (deps.newId ?? randomId)(),
    ...input,
    created_at: now,
    updated_at: now,
  };
  await deps.authors.create(author, activityEntry(actor, 'created', authorItem(author), at));
  return author;
}

/**
 * Saves an author's form, then brings the author's articles up to date. The articles step runs on
 * every save, not only on a rename, so saving again completes a rename that was interrupted.
 */
export async function updateAuthor(
  deps: AuthorDeps,
  id: string,
  input: AuthorInput,
  actor: Actor,
): Promise<AuthorRecord> {
  const current = await getAuthor(deps, id);
  const at = (deps.now ?? clock)();
  const next: AuthorRecord = { ...current, ...input, updated_at: at.toISOString() };
  const activity = activityEntry(actor, 'updated', authorItem(next), at);
  if (!(await deps.authors.update(next, activity))) throw new NotFoundError(authorNotFoundMessage);
  const renamed = (await deps.articles?.renameAuthor(id, next.name)) ?? 0;
  if (renamed > 0 || current.name !== next.name)
    await deps.renders?.requestRender({ type: 'site' });
  return next;
}

/** Deletes an author; 404 when unknown, 409 while articles name it. */
export async function deleteAuthor(
  deps: Pick<AuthorDeps, 'authors' | 'now'>,
  id: string,
  actor: Actor,
): Promise<void> {
  const author = await getAuthor(deps, id);
  const activity = activityEntry(actor, 'deleted', authorItem(author), (deps.now ?? clock)());
  const result = await deps.authors.remove(id, activity);
  if (result.ok) return;
  if (result.reason === 'not-found') throw new NotFoundError(authorNotFoundMessage);
  throw new ConflictError(authorInUseMessage(result.articleCount));
}

function authorItem(author: AuthorRecord) {
  return { type: 'author' as const, id: author.id, title: author.name };
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const clock = () => new Date();
const randomId = () => crypto.randomUUID();
