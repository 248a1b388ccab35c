/** DELETE /api/admin/previews/{id} (admin): revokes a link; 204, or 404. */
import { revokePreviewLink } from '@functions/domain/previews/preview-links';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { previewDeps } from '@functions/wiring/previews';
import { previewIdParamsSchema } from './preview-params';

export const handler = route(
  { access: 'admin', params: previewIdParamsSchema },
  async ({ params, admin }) => {
    await revokePreviewLink(previewDeps(), params.id, actorOf(admin));
    return { status: 204 };
  },
);
