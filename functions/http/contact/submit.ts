/**
 * POST /api/contact (public): the contact form (public-site.md section 5). 201 `{ok, id}` once
 * stored; 200 `{ok}` when the honeypot caught a bot (nothing stored); 429 over the client's limit.
 */
import { randomUUID } from 'node:crypto';
import { contactFormSchema } from '@shared/schemas/contact';
import { ContactsRepository } from '@functions/adapters/repositories/contacts-repository';
import { RateLimitsRepository } from '@functions/adapters/repositories/ratelimits-repository';
import { submitContact } from '@functions/domain/contacts/submit-contact';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';

const deps = {
  contacts: new ContactsRepository(),
  rateLimits: new RateLimitsRepository(),
  newId: () => randomUUID(),
  now: () => new Date(),
};

export const handler = route(
  { access: 'public', body: contactFormSchema },
  async ({ body, sourceIp }) => {
    const limit = config().limits.contactPerWindow;
    const result = await submitContact({ ...deps, limit }, body, sourceIp);
    return result.stored
      ? { status: 201, body: { ok: true, id: result.id } }
      : { body: { ok: true } };
  },
);
