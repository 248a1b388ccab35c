/** PUT /api/admin/authors/{id} (admin): saves an author; a new name is copied onto their articles. */
import { authorInputSchema } from '@shared/schemas/author';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { renderRequests } from '@functions/adapters/render-queue';
import { updateAuthor } from '@functions/domain/authors/manage-authors';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: authorInputSchema },
  async ({ params, body }) => ({
    body: await updateAuthor(
      { authors: authorRepository(), articles: articleRepository(), renders: renderRequests },
      params.id,
      body,
    ),
  }),
);
