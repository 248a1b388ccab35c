/**
 * GET /api/admin/subscribers (admin): a page of subscribers newest first (`status`, `q` search,
 * `cursor` from the previous page) with the count of each state.
 */
import { subscriberListQuerySchema } from '@shared/schemas/newsletter';
import { listSubscribers } from '@functions/domain/newsletter/manage-subscribers';
import { route } from '@functions/lib/http';
import { subscriberStore } from '@functions/wiring/newsletter';

export const handler = route(
  { access: 'admin', query: subscriberListQuerySchema },
  async ({ query }) => ({ body: await listSubscribers(subscriberStore, query) }),
);
