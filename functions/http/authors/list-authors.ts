/** GET /api/admin/authors (admin): every author, ordered by name. */
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { listAuthors } from '@functions/domain/authors/manage-authors';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'admin' }, async () => ({
  body: await listAuthors({ authors: authorRepository() }),
}));
