/**
 * GET /api/admin/newsletters/sends?cursor=&limit= (editor): a page of the newsletter sends,
 * newest first, with their counters.
 */
import { newsletterSendListQuerySchema } from '@shared/schemas/newsletter-sends';
import { listSends } from '@functions/domain/newsletter/sends';
import { route } from '@functions/lib/http';
import { sendStore } from '@functions/wiring/newsletter';

export const handler = route(
  { access: 'admin', query: newsletterSendListQuerySchema },
  async ({ query }) => ({
    body: await listSends(sendStore, query),
    headers: { 'Cache-Control': 'private, no-store' },
  }),
);
