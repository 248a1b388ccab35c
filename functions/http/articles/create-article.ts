/** POST /api/admin/articles (admin): creates an article; 201 with it, 409 when the slug is taken. */
import { articleCreateBodySchema } from '@shared/schemas/article';
import { checkArticleCreate } from '@functions/domain/articles/article-access';
import { createArticle } from '@functions/domain/articles/manage-articles';
import { articleDeps } from '@functions/wiring/articles';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';

export const handler = route(
  { access: 'admin', body: articleCreateBodySchema },
  async ({ body, admin }) => {
    const actor = actorOf(admin);
    // Contributors create drafts only; the creator is kept as the article's owner.
    checkArticleCreate(actor, body.is_published);
    return {
      status: 201,
      body: await createArticle(articleDeps, body, { createdBy: actor.sub, actor }),
    };
  },
);
