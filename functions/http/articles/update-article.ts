/** PUT /api/admin/articles/{id} (admin): saves an edit; 409 when stale or the slug is taken. */
import { articleUpdateBodySchema } from '@shared/schemas/article';
import { checkArticleChange } from '@functions/domain/articles/article-access';
import { getArticle, updateArticle } from '@functions/domain/articles/manage-articles';
import { articleDeps } from '@functions/wiring/articles';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: articleUpdateBodySchema },
  async ({ params, body, admin }) => {
    // A contributor edits only their own unpublished draft, and cannot publish it. The version
    // check of the update refuses the edit if someone published it after this read.
    if (admin?.role === 'contributor')
      checkArticleChange(admin, await getArticle(articleDeps, params.id), body.is_published);
    return {
      body: await updateArticle(articleDeps, params.id, body, { actor: actorOf(admin).email }),
    };
  },
);
