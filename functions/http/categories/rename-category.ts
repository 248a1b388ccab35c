/** PUT /api/admin/categories/{id} (admin): renames a category; its articles follow. */
import { categoryInputSchema } from '@shared/schemas/category';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { renderRequests } from '@functions/adapters/render-queue';
import { renameCategory } from '@functions/domain/categories/manage-categories';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: categoryInputSchema },
  async ({ params, body }) => ({
    body: await renameCategory(
      {
        categories: categoryRepository(),
        articles: articleRepository(),
        renders: renderRequests,
      },
      params.id,
      body,
    ),
  }),
);
