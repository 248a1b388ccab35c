/**
 * POST /api/newsletter (public): the footer's newsletter field. 200 `{ok, message}` for a new or a
 * repeated address alike; 400 with the field's message for a bad address; 429 over the limit.
 */
import { newsletterSubscribeInputSchema } from '@shared/schemas/newsletter';
import { subscribe } from '@functions/domain/newsletter/subscribe';
import { route } from '@functions/lib/http';
import { subscribeDeps } from '@functions/wiring/newsletter';

export const handler = route(
  { access: 'public', body: newsletterSubscribeInputSchema },
  async ({ body, sourceIp }) => {
    const { message } = await subscribe(subscribeDeps(), body, sourceIp);
    return { body: { ok: true, message } };
  },
);
