/** GET /api/admin/authors (admin): every author, ordered by name. */
import { listAuthors } from '@functions/domain/authors/manage-authors';
import { authorDeps } from '@functions/wiring/authors';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'admin' }, async () => ({
  body: await listAuthors(authorDeps),
}));
