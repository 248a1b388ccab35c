/**
 * POST /api/contact (public): the contact form (public-site.md section 5). 201 `{ok, id}` once
 * stored; 200 `{ok}` when the honeypot caught a bot (nothing stored); 429 over the client's limit.
 */
import { contactFormSchema } from '@shared/schemas/contact';
import { submitContact } from '@functions/domain/contacts/submit-contact';
import { route } from '@functions/lib/http';
import { submitContactDeps } from '@functions/wiring/contacts';

export const handler = route(
  { access: 'public', body: contactFormSchema },
  async ({ body, sourceIp }) => {
    const result = await submitContact(submitContactDeps(), body, sourceIp);
    return result.stored
      ? { status: 201, body: { ok: true, id: result.id } }
      : { body: { ok: true } };
  },
);
