/**
 * POST /api/newsletter (public): 200 `{ ok, message }` for a new or repeated address alike; 400
 * with the field's message for a bad address; 429 with the API's message over the limit.
 *
 * The form imports this module on its first submit: it carries the validation library, which the
 * footer of every page would otherwise download for a field most visitors never use.
 */
import { newsletterSubscribeInputSchema } from '@shared/schemas/newsletter';
import { leadAttribution } from '~/lib/visit-session';
import { PublicApiError, publicRequest } from '~/lib/public-api';

/** What a submit came to: the field's message, the API's answer, or a failure. */
export type SubscribeOutcome =
  | { kind: 'invalid'; fieldError: string }
  | { kind: 'subscribed'; message: string }
  /** `message`: the API's own words, when it answered with any (a 429's, for instance). */
  | { kind: 'failed'; message?: string };

/**
 * Checks the address with the same schema the API uses, then subscribes it. A 400 naming the
 * field comes back as `invalid`; it never throws.
 */
export async function subscribe(email: string, website: string): Promise<SubscribeOutcome> {
  const parsed = newsletterSubscribeInputSchema.safeParse({ email, website });
  if (!parsed.success) {
    return { kind: 'invalid', fieldError: parsed.error.issues[0]?.message ?? 'Invalid email' };
  }
  try {
    const answer = await publicRequest<{ ok: true; message: string }>('/api/newsletter', {
      method: 'POST',
      // A sign-up is a lead too: it carries the visit's attribution, as the contact form does.
      body: { ...parsed.data, attribution: leadAttribution(window.location.pathname) },
    });
    return { kind: 'subscribed', message: answer.message };
  } catch (reason) {
    if (!(reason instanceof PublicApiError)) return { kind: 'failed' };
    if (reason.fields?.email) return { kind: 'invalid', fieldError: reason.fields.email };
    // No answer (status 0) or no message of the API's own ('HTTP 502'): the form's words instead.
    const own = reason.status !== 0 && !reason.message.startsWith('HTTP ');
    return { kind: 'failed', message: own ? reason.message : undefined };
  }
}
