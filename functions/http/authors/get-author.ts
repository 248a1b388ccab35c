/** GET /api/admin/authors/{id} (admin): one author, for the edit form. */
import { getAuthor } from '@functions/domain/authors/manage-authors';
import { authorDeps } from '@functions/wiring/authors';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route({ access: 'admin', params: idParamsSchema }, async ({ params }) => ({
  body: await getAuthor(authorDeps, params.id),
}));
