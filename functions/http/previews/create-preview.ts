/** POST /api/admin/previews (admin): a preview link for a draft; 201 with its URL, 404 when no such item. */
import { previewTargetSchema } from '@shared/schemas/preview';
import { createPreviewLink } from '@functions/domain/previews/preview-links';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { previewDeps } from '@functions/wiring/previews';

export const handler = route(
  { access: 'admin', body: previewTargetSchema },
  async ({ body, admin }) => ({
    status: 201,
    body: await createPreviewLink(previewDeps(), body, actorOf(admin)),
  }),
);
