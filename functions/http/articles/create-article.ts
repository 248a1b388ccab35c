/** POST /api/admin/articles (admin): creates an article; 201 with it, 409 when the slug is taken. */
import { articleCreateBodySchema } from '@shared/schemas/article';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { createArticle } from '@functions/domain/articles/manage-articles';
import { route } from '@functions/lib/http';

export const handler = route(
  { access: 'admin', body: articleCreateBodySchema },
  async ({ body }) => ({
    status: 201,
    body: await createArticle(
      {
        articles: articleRepository(),
        authors: authorRepository(),
        categories: categoryRepository(),
      },
      body,
    ),
  }),
);
