/** PUT /api/admin/authors/{id} (admin): saves an author; a new name is copied onto their articles. */
import { authorInputSchema } from '@shared/schemas/author';
import { updateAuthor } from '@functions/domain/authors/manage-authors';
import { authorDeps } from '@functions/wiring/authors';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: authorInputSchema },
  async ({ params, body, admin }) => ({
    body: await updateAuthor(authorDeps, params.id, body, actorOf(admin)),
  }),
);
