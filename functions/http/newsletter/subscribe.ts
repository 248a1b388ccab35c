/**
 * POST /api/newsletter (public): the footer's newsletter field. 200 `{ok, message}` for a new or a
 * repeated address alike; 400 with the field's message for a bad address; 429 over the limit.
 */
import { newsletterSubscribeInputSchema } from '@shared/schemas/newsletter';
import { RateLimitsRepository } from '@functions/adapters/repositories/ratelimits-repository';
import { SubscribersRepository } from '@functions/adapters/repositories/subscribers-repository';
import { subscribe } from '@functions/domain/newsletter/subscribe';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';

const deps = {
  subscribers: new SubscribersRepository(),
  rateLimits: new RateLimitsRepository(),
  now: () => new Date(),
};

export const handler = route(
  { access: 'public', body: newsletterSubscribeInputSchema },
  async ({ body, sourceIp }) => {
    const { message } = await subscribe(
      { ...deps, limit: config().limits.contactPerWindow },
      body,
      sourceIp,
    );
    return { body: { ok: true, message } };
  },
);
