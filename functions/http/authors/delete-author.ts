/** DELETE /api/admin/authors/{id} (admin): deletes an author no article names; 204, or 409. */
import { deleteAuthor } from '@functions/domain/authors/manage-authors';
import { authorDeps } from '@functions/wiring/authors';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema },
  async ({ params, admin }) => {
    await deleteAuthor(authorDeps, params.id, actorOf(admin));
    return { status: 204 };
  },
);
