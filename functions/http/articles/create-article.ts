/** POST /api/admin/articles (admin): creates an article; 201 with it, 409 when the slug is taken. */
import { articleCreateBodySchema } from '@shared/schemas/article';
import { createArticle } from '@functions/domain/articles/manage-articles';
import { articleDeps } from '@functions/wiring/articles';
import { route } from '@functions/lib/http';

export const handler = route(
  { access: 'admin', body: articleCreateBodySchema },
  async ({ body }) => ({
    status: 201,
    body: await createArticle(articleDeps, body),
  }),
);
