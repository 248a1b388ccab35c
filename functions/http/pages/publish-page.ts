/**
 * PATCH /api/admin/pages/{id}/publish (admin): the Published switch, body `{is_published}`.
 * 409 for a page in error, or publishing a page whose content is not generated yet, or one the
 * quality gate holds without `override_reason` (DESIGN §14).
 */
import * as z from 'zod';
import { idSchema } from '@shared/schemas/primitives';
import { publishToggleInputSchema } from '@shared/schemas/publish-toggle';
import { setPagePublished } from '@functions/domain/pages/manage-pages';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', params: z.object({ id: idSchema }), body: publishToggleInputSchema },
  async ({ params, body, admin }) => ({
    body: await setPagePublished(pageDeps, params.id, body.is_published, {
      actor: actorOf(admin).email,
      override: body.override_reason,
    }),
  }),
);
