/** POST /api/admin/authors (admin): creates an author; 201 with it. */
import { authorInputSchema } from '@shared/schemas/author';
import { createAuthor } from '@functions/domain/authors/manage-authors';
import { authorDeps } from '@functions/wiring/authors';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';

export const handler = route(
  { access: 'admin', body: authorInputSchema },
  async ({ body, admin }) => ({
    status: 201,
    body: await createAuthor(authorDeps, body, actorOf(admin)),
  }),
);
