/** GET /api/admin/authors/{id} (admin): one author, for the edit form. */
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { getAuthor } from '@functions/domain/authors/manage-authors';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route({ access: 'admin', params: idParamsSchema }, async ({ params }) => ({
  body: await getAuthor({ authors: authorRepository() }, params.id),
}));
