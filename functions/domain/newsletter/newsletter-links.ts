/**
 * What the newsletter's e-mailed links do, with no sign-in: confirm a subscription (once; the link
 * is signed and works 48 hours) and unsubscribe (erases the subscription; idempotent, the same
 * answer every time). A forged or altered link, a link of a deleted or re-issued subscription,
 * is a 404; an expired one too, saying it expired.
 */
import { newsletterMessages, type NewsletterLinkAnswer } from '@shared/schemas/newsletter';
import { NotFoundError } from '@functions/domain/errors';
import type { LeadReporter } from '@functions/domain/analytics/analytics-ports';
import type { SubscriberStore } from '@functions/domain/newsletter/subscriber-ports';
import {
  readConfirmation,
  readToken,
  unsubscribes,
} from '@functions/domain/newsletter/newsletter-tokens';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import type { SendStore } from '@functions/domain/newsletter/sends-ports';

export interface NewsletterLinkDeps {
  subscribers: Pick<SubscriberStore, 'get' | 'confirm' | 'remove'>;
  signer: MacSigner;
  /** Where an unsubscribe from a newsletter send is counted. */
  sends?: Pick<SendStore, 'count'>;
  now: () => Date;
  /** Counts a confirmation as a newsletter lead (the analytics counters). */
  leads: LeadReporter;
}

/** Confirms the subscription a confirmation link names. */
export async function confirmSubscription(
  deps: NewsletterLinkDeps,
  token: string,
): Promise<NewsletterLinkAnswer> {
  const read = await readConfirmation(deps.signer, token);
  if (!read) throw new NotFoundError(newsletterMessages.notFound);
  const now = deps.now();
  if (read.x * 1000 <= now.getTime()) throw new NotFoundError(newsletterMessages.expired);
  const confirmed = await deps.subscribers.confirm(read.e, read.i, now);
  if (confirmed) {
    // Keyed by the link, never the address: one confirmation, one lead.
    await deps.leads.report('newsletter', read.i, confirmed.attribution, '/', now);
    return { ok: true, status: 'confirmed', message: newsletterMessages.confirmed };
  }
  // A second click of the same link: confirmed already, by this very link.
  const current = await deps.subscribers.get(read.e);
  if (current?.status === 'confirmed' && current.token_id === read.i)
    return { ok: true, status: 'already-confirmed', message: newsletterMessages.alreadyConfirmed };
  throw new NotFoundError(newsletterMessages.notFound);
}

/** Erases the subscription an unsubscribe link names; the same answer when there is none left. */
export async function unsubscribe(
  deps: NewsletterLinkDeps,
  token: string,
): Promise<NewsletterLinkAnswer> {
  const read = await readToken(deps.signer, token);
  if (!unsubscribes(read)) throw new NotFoundError(newsletterMessages.notFound);
  const removed = await deps.subscribers.remove(read.e);
  // Counted once: a second click finds nothing to erase. A newsletter's link names its send.
  if (removed && read.p === 'unsubscribe' && read.s && deps.sends)
    await deps.sends.count(read.s, { unsubscribed: 1 });
  return { ok: true, status: 'unsubscribed', message: newsletterMessages.unsubscribed };
}
