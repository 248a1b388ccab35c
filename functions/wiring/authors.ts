/** The authors domain's wiring: a rename copies the new name onto the author's articles. */
import { renderRequests } from '@functions/adapters/render-queue';
import { articleRenames } from '@functions/adapters/repositories/article-renames';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import type { AuthorDeps } from '@functions/domain/authors/manage-authors';

/** What managing authors needs. */
export const authorDeps: AuthorDeps = {
  authors: authorRepository,
  articles: articleRenames,
  renders: renderRequests,
};
