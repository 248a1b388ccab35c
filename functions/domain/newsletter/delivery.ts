/**
 * Newsletter delivery (DESIGN.md section 16), the email worker's side of a send (sends.ts makes
 * the job row with its counters); the work goes through the email queue in three kinds of message:
 * - `newsletter-fanout`: one page of confirmed subscribers, cut into batches; it queues the next
 *   page itself, so a list of any size fans out within the worker's timeout;
 * - `newsletter-batch`: up to {@link recipientsPerBatch} addresses, each claimed with a conditional
 *   write (send, address) before its mail goes out, so a redelivered batch or a retried job sends
 *   nobody twice. The claim is a lease ({@link deliveryLeaseMs}) until SES accepts the mail, so a
 *   worker that timed out in between loses nobody: the redelivery retakes the stale claim.
 *   Suppressed addresses are skipped; every worker takes from one shared rate;
 * - `newsletter-test`: the article to the staff member who asked, once.
 * A send mails one article, or the weekly digest of the week's articles (digest.ts), which
 * carries its list on the send and goes through the same three steps.
 * Each mail has its own signed unsubscribe link (the token names the send, so an unsubscribe is
 * counted on it), RFC 8058 one-click headers and the tag `send_id`, which SES hands back on the
 * message's delivery, bounce and complaint events (`countSesEvent` in sends.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  recipientsPerBatch,
  type NewsletterQueueMessage,
  type NewsletterSend,
} from '@shared/schemas/newsletter-sends';
import type {
  MailSender,
  OutgoingMail,
  SendRate,
  Suppressions,
} from '@functions/domain/email/email-ports';
import type { MailSite } from '@functions/domain/email/templates';
import { digestMail } from '@functions/domain/newsletter/digest-mail';
import { newsletterMail, type Recipient } from '@functions/domain/newsletter/newsletter-mail';
import { issueToken } from '@functions/domain/newsletter/newsletter-tokens';
import type {
  ConfirmedSubscribers,
  MailableArticles,
  NewsletterQueue,
  SendStore,
} from '@functions/domain/newsletter/sends-ports';
import type { MacSigner } from '@functions/domain/previews/preview-ports';

export interface DeliveryDeps {
  sends: SendStore;
  articles: MailableArticles;
  subscribers: ConfirmedSubscribers;
  queue: NewsletterQueue;
  suppressions: Pick<Suppressions, 'suppressedOf'>;
  sender: MailSender;
  signer: MacSigner;
  rate: SendRate;
  /** The stage's SES send rate, messages per second across every worker. */
  ratePerSecond: number;
  site: MailSite;
  now: () => Date;
}

/**
 * How long a claim to send one address holds (a lease): longer than the email worker's timeout
 * (infra/manifest.ts `queues.email.workerTimeoutSeconds`, checked by a test), so a claim is only
 * retaken once the worker that made it has surely stopped, and never while it may still send.
 */
export const deliveryLeaseMs = 150_000;

/** Subscribers read per fan-out message: a hundred batch messages, ten SQS calls. */
export const fanoutPageSize = 1000;

/**
 * One page of the fan-out: counts it once on the job, queues its batches, then the next page.
 * A redelivered page queues its batches again (harmless: deliveries are claimed one by one) but
 * counts nothing twice.
 */
export async function fanOut(
  deps: DeliveryDeps,
  message: { send_id: string; cursor?: string },
): Promise<void> {
  const send = await deps.sends.get(message.send_id);
  if (!send || send.status === 'failed') return;
  const page = await deps.subscribers.page(message.cursor, fanoutPageSize);
  await deps.sends.recordPage(send.id, message.cursor, page.next, page.emails.length);
  const batches = [];
  for (let start = 0; start < page.emails.length; start += recipientsPerBatch) {
    batches.push({
      kind: 'newsletter-batch' as const,
      send_id: send.id,
      recipients: page.emails.slice(start, start + recipientsPerBatch),
    });
  }
  await deps.queue.enqueue(batches);
  if (page.next) {
    await deps.queue.enqueue([{ kind: 'newsletter-fanout', send_id: send.id, cursor: page.next }]);
  } else {
    // An empty list (or a last page of suppressed addresses only) ends here.
    await finishIfDone(deps, await deps.sends.count(send.id, {}));
  }
}

async function finishIfDone(deps: Pick<DeliveryDeps, 'sends' | 'now'>, send?: NewsletterSend) {
  if (send?.fanout_done && send.sent + send.skipped + send.failed >= send.total)
    await deps.sends.finish(
      send.id,
      deps.now(),
      send.failed > 0 && send.sent === 0 ? 'failed' : 'sent',
    );
}

/** What became of a batch's recipients. */
export interface BatchOutcome {
  sent: number;
  skipped: number;
  duplicates: number;
}

/** Sends one batch of a send: each address once, at the shared rate. */
export async function deliverBatch(
  deps: DeliveryDeps,
  message: { send_id: string; recipients: string[] },
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { sent: 0, skipped: 0, duplicates: 0 };
  const send = await deps.sends.get(message.send_id);
  if (!send) return outcome;
  // An article's send whose article is gone sends nothing (its addresses are skipped).
  const mailFor = await mailOf(deps, send);
  // Only confirmed subscribers, now: someone who unsubscribed after the fan-out gets nothing.
  const [confirmed, suppressed] = await Promise.all([
    deps.subscribers.confirmedOf(message.recipients),
    deps.suppressions.suppressedOf(message.recipients),
  ]);
  const eligible = (address: string) =>
    mailFor !== undefined && confirmed.has(address) && !suppressed.has(address);
  const now = deps.now();
  // A skipped address is claimed all the same (for good), so a redelivery counts it only once.
  const claimed = await deps.sends.claimDeliveries(
    send.id,
    message.recipients.map((address) => ({
      address,
      status: eligible(address) ? 'sending' : 'skipped',
    })),
    { id: randomUUID(), at: now, staleBefore: new Date(now.getTime() - deliveryLeaseMs) },
  );
  const toSend: string[] = [];
  // An address listed twice (in any case) is one delivery: its second listing is a duplicate.
  const seen = new Set<string>();
  for (const address of message.recipients) {
    const first = !seen.has(address.toLowerCase());
    seen.add(address.toLowerCase());
    if (!first || !claimed.has(address)) outcome.duplicates += 1;
    else if (eligible(address)) toSend.push(address);
    else outcome.skipped += 1;
  }
  if (mailFor && toSend.length > 0) {
    let tokens: string[];
    try {
      tokens = await Promise.all(
        toSend.map((address) =>
          issueToken(deps.signer, { p: 'unsubscribe', e: address, s: send.id }),
        ),
      );
      await deps.rate.take(toSend.length, deps.ratePerSecond);
    } catch (error) {
      // Nothing went out: the claims are given back, so the message's retry sends them at once
      // rather than finding them held (and counting them sent by another worker).
      await deps.sends.releaseDeliveries(send.id, toSend);
      throw error;
    }
    const results = await Promise.allSettled(
      toSend.map((address, index) =>
        deps.sender.send({
          ...mailFor({ to: address, unsubscribeToken: tokens[index]! }),
          tags: [{ name: 'send_id', value: send.id }],
        }),
      ),
    );
    const accepted = toSend.filter((_address, index) => results[index]!.status === 'fulfilled');
    const failed = toSend.filter((_address, index) => results[index]!.status === 'rejected');
    outcome.sent = accepted.length;
    // Only a mail SES accepted ends its lease: one whose mark fails stays a lease, which a
    // redelivery retakes once stale (a second mail rather than a lost one).
    const counted = await deps.sends.markSent(send.id, accepted, now, {
      sent: outcome.sent,
      skipped: outcome.skipped,
    });
    // A failed mail gives its claim back and fails the message: the queue retries it, and the
    // addresses sent already find their claims and are not sent again.
    await deps.sends.releaseDeliveries(send.id, failed);
    await finishIfDone(deps, counted);
    if (failed.length > 0)
      throw (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
    return outcome;
  }
  await finishIfDone(
    deps,
    await deps.sends.markSent(send.id, [], now, { skipped: outcome.skipped }),
  );
  return outcome;
}

/**
 * Each send's mail, made once per send read: the batches of one worker invocation share the
 * send's read and its article's (functions/wiring/newsletter.ts), so they share what is made of
 * them too (an article's newsletter or the digest), which would otherwise be a large share of the
 * send's CPU time.
 */
const mails = new WeakMap<NewsletterSend, (recipient: Recipient) => OutgoingMail>();

/** What a send mails: an article's newsletter or the weekly digest; undefined once its article is gone. */
async function mailOf(
  deps: Pick<DeliveryDeps, 'articles' | 'site'>,
  send: NewsletterSend,
): Promise<((recipient: Recipient) => OutgoingMail) | undefined> {
  let mailFor = mails.get(send);
  if (mailFor) return mailFor;
  if (send.kind === 'digest') mailFor = digestMail(deps.site, send);
  else {
    const article = await deps.articles.get(send.article_id);
    if (!article) return undefined;
    // Batches of one send that waited on the same read: the first here makes it for the rest.
    mailFor = mails.get(send) ?? newsletterMail(deps.site, article, { campaign: send.campaign });
  }
  mails.set(send, mailFor);
  return mailFor;
}

const isKind = <Kind extends NewsletterQueueMessage['kind']>(
  message: { kind: string },
  kind: Kind,
): message is Extract<NewsletterQueueMessage, { kind: Kind }> => message.kind === kind;

/**
 * A newsletter message that used up its deliveries (the email dead-letter queue), so its send
 * still ends: a batch's recipients not sent or skipped yet are claimed `failed` for good and
 * counted so (a dead letter handled twice counts nobody twice); a fan-out page that could not be
 * read ends the whole send `failed`, since the pages after it were never queued. A recipient
 * whose lease is still held (its last worker timed out a moment ago) cannot be told from one
 * that worker may still send, and is left to it. Any other message (a test, or not a
 * newsletter's) is left as it is. Answers how many recipients it counted failed.
 */
export async function abandonMessage(
  deps: Pick<DeliveryDeps, 'sends' | 'now'>,
  message: NewsletterQueueMessage | { kind: string },
): Promise<number> {
  if (isKind(message, 'newsletter-fanout')) {
    await deps.sends.finish(message.send_id, deps.now(), 'failed');
    return 0;
  }
  if (!isKind(message, 'newsletter-batch')) return 0;
  const now = deps.now();
  const failed = await deps.sends.claimDeliveries(
    message.send_id,
    message.recipients.map((address) => ({ address, status: 'failed' })),
    { id: randomUUID(), at: now, staleBefore: new Date(now.getTime() - deliveryLeaseMs) },
  );
  if (failed.size > 0)
    await finishIfDone(deps, await deps.sends.count(message.send_id, { failed: failed.size }));
  return failed.size;
}

/** A test send: the article to one staff member, its subject marked as a test. */
export async function deliverTest(
  deps: Pick<DeliveryDeps, 'articles' | 'sender' | 'signer' | 'site'>,
  message: { article_id: string; to: string },
): Promise<boolean> {
  const article = await deps.articles.get(message.article_id);
  if (!article) return false;
  const mailFor = newsletterMail(deps.site, article, { campaign: 'test', test: true });
  // The unsubscribe link of a test is a real one for the staff member's address: it erases
  // nothing unless they subscribed, and shows the link works.
  const unsubscribeToken = await issueToken(deps.signer, { p: 'unsubscribe', e: message.to });
  await deps.sender.send(mailFor({ to: message.to, unsubscribeToken }));
  return true;
}
