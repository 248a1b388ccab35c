/** GET /api/admin/newsletters/sends/{id} (editor): one send and its counters; 404 when unknown. */
import { getSend } from '@functions/domain/newsletter/sends';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { sendStore } from '@functions/wiring/newsletter';

export const handler = route({ access: 'admin', params: idParamsSchema }, async ({ params }) => ({
  body: await getSend(sendStore, params.id),
  headers: { 'Cache-Control': 'private, no-store' },
}));
