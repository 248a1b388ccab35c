/** PUT /api/admin/articles/{id} (admin): saves an edit; 409 when stale or the slug is taken. */
import { articleUpdateBodySchema } from '@shared/schemas/article';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { updateArticle } from '@functions/domain/articles/manage-articles';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: articleUpdateBodySchema },
  async ({ params, body }) => ({
    body: await updateArticle(
      {
        articles: articleRepository(),
        authors: authorRepository(),
        categories: categoryRepository(),
      },
      params.id,
      body,
    ),
  }),
);
