/**
 * PUT /api/admin/pages/{id}/seo (admin): saves the page's SEO fields, body `{seo, version}`; 409
 * when the page changed since the editor loaded it.
 */
import { pageSeoUpdateInputSchema } from '@shared/schemas/page';
import { updatePageSeo } from '@functions/domain/pages/manage-pages';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: pageSeoUpdateInputSchema },
  async ({ params, body, admin }) => ({
    body: await updatePageSeo(pageDeps, params.id, body, { actor: actorOf(admin).email }),
  }),
);
