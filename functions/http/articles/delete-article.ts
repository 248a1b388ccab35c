/** DELETE /api/admin/articles/{id} (admin): deletes an article and frees its slug; 204. */
import { checkArticleChange } from '@functions/domain/articles/article-access';
import { deleteArticle, getArticle } from '@functions/domain/articles/manage-articles';
import { articleDeps } from '@functions/wiring/articles';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema },
  async ({ params, admin }) => {
    // A contributor deletes only their own unpublished draft.
    if (admin?.role === 'contributor')
      checkArticleChange(admin, await getArticle(articleDeps, params.id));
    await deleteArticle(articleDeps, params.id, actorOf(admin));
    return { status: 204 };
  },
);
