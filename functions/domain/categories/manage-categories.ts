/**
 * Article categories in the admin portal (admin-portal.md sections 2, 3, 5 and 7): list by name,
 * create, rename and delete. Names are unique regardless of case; a rename is copied onto the
 * category's articles, and the published counts keyed by name move with them; a category cannot
 * be deleted while articles are in it.
 */
import type { CategoryInput, CategoryListResponse, CategoryRecord } from '@shared/schemas/category';
import { ConflictError, NotFoundError } from '@functions/domain/errors';
import { activityEntry, type Actor } from '@functions/domain/activity/activity';
import type { ArticleRenames } from '@functions/domain/articles/article-ports';
import type { RenderRequests } from '@functions/domain/render/render-ports';
import type { CategoryStore } from './category-ports';

/** What managing categories needs. */
export interface CategoryDeps {
  categories: CategoryStore;
  /** Used by renames: the category's articles follow. */
  articles?: Pick<ArticleRenames, 'renameCategory'>;
  /** Asked to render the site again when a rename reached articles (their pages show the name). */
  renders?: RenderRequests;
  now?: () => Date;
  newId?: () => string;
}

/** Message of an unknown category id. */
export const categoryNotFoundMessage = 'Category not found';

/** Message of a rename that lost a race with another edit of the same category. */
export const staleCategoryMessage =
  'This category was changed by someone else meanwhile. Reload the list and try again.';

/** Message of a name another category holds. */
export function categoryNameTakenMessage(name: string): string {
  return `A category named "${name}" already exists.`;
}

/** Message of a refused delete: articles are still in the category. */
export function categoryInUseMessage(articleCount: number): string {
  const articles = articleCount === 1 ? '1 article' : `${articleCount} articles`;
  return `This category still has ${articles}. Move or delete them before deleting the category.`;
}

/** Every category, ordered by name. */
export async function listCategories(
  deps: Pick<CategoryDeps, 'categories'>,
): Promise<CategoryListResponse> {
  const categories = await deps.categories.list();
  return {
    items: categories.sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id)),
  };
}

/** Creates a category; 409 when the name is taken. */
export async function createCategory(
  deps: CategoryDeps,
  input: CategoryInput,
  actor: Actor,
): Promise<CategoryRecord> {
  const at = (deps.now ?? clock)();
  const now = at.toISOString();
  const category: CategoryRecord = {
    id: (deps.newId ?? randomId)(),
    name: input.name,
    created_at: now,
    updated_at: now,
  };
  const result = await deps.categories.create(
    category,
    activityEntry(actor, 'created', categoryItem(category), at),
  );
  if (!result.ok) throw nameConflict(input.name);
  return category;
}

/**
 * Renames a category, then its articles. The articles step runs even when the name is unchanged,
 * so saving again completes a rename that was interrupted.
 */
export async function renameCategory(
  deps: CategoryDeps,
  id: string,
  input: CategoryInput,
  actor: Actor,
): Promise<CategoryRecord> {
  const current = await deps.categories.get(id);
  if (!current) throw new NotFoundError(categoryNotFoundMessage);
  let saved = current;
  if (current.name !== input.name) {
    const at = (deps.now ?? clock)();
    const next: CategoryRecord = { ...current, name: input.name, updated_at: at.toISOString() };
    const result = await deps.categories.rename(
      current,
      next,
      activityEntry(actor, 'updated', categoryItem(next), at),
    );
    if (!result.ok)
      throw result.reason === 'name-taken'
        ? nameConflict(input.name)
        : new ConflictError(staleCategoryMessage);
    saved = next;
  }
  const renamed = (await deps.articles?.renameCategory(id, saved.name)) ?? 0;
  if (renamed > 0 || saved !== current) await deps.renders?.requestRender({ type: 'site' });
  return saved;
}

/** Deletes a category; 404 when unknown, 409 while articles are in it. */
export async function deleteCategory(
  deps: Pick<CategoryDeps, 'categories' | 'now'>,
  id: string,
  actor: Actor,
): Promise<void> {
  const category = await deps.categories.get(id);
  if (!category) throw new NotFoundError(categoryNotFoundMessage);
  const activity = activityEntry(actor, 'deleted', categoryItem(category), (deps.now ?? clock)());
  const result = await deps.categories.remove(id, activity);
  if (result.ok) return;
  if (result.reason === 'not-found') throw new NotFoundError(categoryNotFoundMessage);
  throw new ConflictError(categoryInUseMessage(result.articleCount));
}

function categoryItem(category: CategoryRecord) {
  return { type: 'category' as const, id: category.id, title: category.name };
}

function nameConflict(name: string): ConflictError {
  const message = categoryNameTakenMessage(name);
  return new ConflictError(message, { name: message });
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const clock = () => new Date();
const randomId = () => crypto.randomUUID();
