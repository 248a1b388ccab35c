/**
 * GET /api/admin/revisions/{type}/{id}/{version} (admin): one revision with the full state it
 * kept (for the History panel's diff); 404 when it or its item does not exist.
 */
import { getRevision } from '@functions/domain/revisions/manage-revisions';
import { route } from '@functions/lib/http';
import { revisionDeps } from '@functions/wiring/revisions';
import { revisionParamsSchema } from './revision-params';

export const handler = route(
  { access: 'admin', params: revisionParamsSchema },
  async ({ params }) => ({
    body: await getRevision(revisionDeps, params.type, params.id, params.version),
  }),
);
