/**
 * GET /api/admin/newsletters/on-publish/{id} (editor): whether the article is to be e-mailed to
 * subscribers when it is published.
 */
import { sendOnPublishState } from '@functions/domain/newsletter/sends';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { sendStore } from '@functions/wiring/newsletter';

export const handler = route({ access: 'admin', params: idParamsSchema }, async ({ params }) => ({
  body: await sendOnPublishState(sendStore, params.id),
  headers: { 'Cache-Control': 'private, no-store' },
}));
