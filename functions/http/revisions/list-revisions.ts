/**
 * GET /api/admin/revisions/{type}/{id} (admin): the item's revisions, newest first, without their
 * kept states; 404 when the article or page does not exist.
 */
import { listRevisions } from '@functions/domain/revisions/manage-revisions';
import { route } from '@functions/lib/http';
import { revisionDeps } from '@functions/wiring/revisions';
import { revisionItemParamsSchema } from './revision-params';

export const handler = route(
  { access: 'admin', params: revisionItemParamsSchema },
  async ({ params }) => ({ body: await listRevisions(revisionDeps, params.type, params.id) }),
);
