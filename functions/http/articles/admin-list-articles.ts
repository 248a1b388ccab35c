/** GET /api/admin/articles (admin): every article, newest first, with author and category names. */
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { listArticles } from '@functions/domain/articles/manage-articles';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'admin' }, async () => ({
  body: await listArticles({ articles: articleRepository() }),
}));
