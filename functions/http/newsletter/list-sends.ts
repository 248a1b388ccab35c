/** GET /api/admin/newsletters/sends (editor): the newsletter sends, newest first, with counters. */
import { listSends } from '@functions/domain/newsletter/sends';
import { route } from '@functions/lib/http';
import { sendStore } from '@functions/wiring/newsletter';

export const handler = route({ access: 'admin' }, async () => ({
  body: { items: await listSends(sendStore) },
  headers: { 'Cache-Control': 'private, no-store' },
}));
