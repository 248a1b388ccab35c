/**
 * POST /api/admin/revisions/{type}/{id}/{version}/restore (admin), body `{expected_version}`:
 * writes the revision's fields as a new version and answers the item as saved; 409 (the editor's
 * usual conflict answer) when the item is no longer at `expected_version`.
 */
import { revisionRestoreInputSchema } from '@shared/schemas/revision';
import { restoreRevision } from '@functions/domain/revisions/manage-revisions';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { revisionDeps } from '@functions/wiring/revisions';
import { revisionParamsSchema } from './revision-params';

export const handler = route(
  { access: 'admin', params: revisionParamsSchema, body: revisionRestoreInputSchema },
  async ({ params, body, admin }) => ({
    body: await restoreRevision(
      revisionDeps,
      params.type,
      params.id,
      params.version,
      body,
      actorOf(admin).email,
    ),
  }),
);
