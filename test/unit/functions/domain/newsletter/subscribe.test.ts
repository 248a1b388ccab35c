import { describe, expect, it } from 'vitest';
import { newsletterSubscribeInputSchema } from '@shared/schemas/newsletter';
import { hmacSigner } from '../../../../support/hmac-signer';
import { RateLimitError } from '@functions/domain/errors';
import { contactRateLimit } from '@functions/domain/contacts/submit-contact';
import {
  confirmationLink,
  linkIdHash,
  readConfirmation,
  readToken,
} from '@functions/domain/newsletter/newsletter-tokens';
import {
  newsletterRateLimitedMessage,
  subscribe,
  subscribedMessage,
} from '@functions/domain/newsletter/subscribe';
import { enforceRateLimit } from '@functions/domain/rate-limit/rate-limit';
import { InMemoryEmailJobs } from '../email/in-memory-email-jobs';
import { InMemoryRateLimitCounter } from '../rate-limit/in-memory-rate-limit-counter';
import { InMemorySubscriberStore } from './in-memory-subscriber-store';

function setup() {
  const subscribers = new InMemorySubscriberStore();
  const rateLimits = new InMemoryRateLimitCounter();
  const mail = new InMemoryEmailJobs();
  const failures: unknown[] = [];
  const signer = hmacSigner('k'.repeat(32));
  let clock = Date.parse('2025-05-13T10:00:00.000Z');
  const deps = {
    subscribers,
    rateLimits,
    mail,
    signer,
    onEnqueueFailure: (error: unknown) => failures.push(error),
    limit: 5,
    now: () => new Date((clock += 1000)),
  };
  return { subscribers, rateLimits, mail, failures, signer, deps };
}

const input = (email: string) => newsletterSubscribeInputSchema.parse({ email });

describe('subscribe', () => {
  it('stores a pending subscription and queues one confirmation whose links are signed for that address', async () => {
    const { subscribers, mail, signer, deps } = setup();

    const result = await subscribe(deps, input('Ada@Example.com '), 'a');

    expect(result).toEqual({ message: subscribedMessage });
    const stored = subscribers.items.get('ada@example.com');
    expect(stored).toMatchObject({ status: 'pending', created_at: '2025-05-13T10:00:01.000Z' });
    expect(mail.jobs).toHaveLength(1);
    const [job] = mail.jobs;
    if (job?.kind !== 'newsletter-confirmation') throw new Error('expected a confirmation');
    expect(job.to).toBe('ada@example.com');
    expect(job.expiresAt).toBe('2025-05-15T10:00:01.000Z');
    // One token, one MAC, for both of the mail's links: the confirm link adds the link id.
    expect(job.confirmToken).toBe(confirmationLink(job.unsubscribeToken, stored!.token_id!));
    expect(await readToken(signer, job.unsubscribeToken)).toEqual({
      p: 'subscribe',
      e: 'ada@example.com',
      h: linkIdHash(stored!.token_id!),
      x: Date.parse('2025-05-15T10:00:01.000Z') / 1000,
    });
    expect(await readConfirmation(signer, job.confirmToken)).toEqual({
      e: 'ada@example.com',
      i: stored?.token_id,
      x: Date.parse('2025-05-15T10:00:01.000Z') / 1000,
    });
    expect(await readConfirmation(signer, job.unsubscribeToken)).toBeUndefined();
  });

  it('sends a fresh link to a pending address but nothing to a confirmed one, answering the same', async () => {
    const { subscribers, mail, deps } = setup();
    await subscribe(deps, input('ada@example.com'), 'a');
    const firstToken = subscribers.items.get('ada@example.com')?.token_id;

    const again = await subscribe(deps, input('ada@example.com'), 'a');
    const renewed = subscribers.items.get('ada@example.com');
    await subscribers.confirm('ada@example.com', renewed!.token_id!, new Date());
    const confirmed = await subscribe(deps, input('ada@example.com'), 'a');

    expect(again).toEqual({ message: subscribedMessage });
    expect(confirmed).toEqual({ message: subscribedMessage });
    expect(renewed?.token_id).not.toBe(firstToken);
    expect(renewed?.created_at).toBe('2025-05-13T10:00:02.000Z');
    expect(mail.jobs).toHaveLength(2);
    expect(subscribers.items.get('ada@example.com')?.status).toBe('confirmed');
  });

  it('keeps the sign-up and answers success when the confirmation cannot be queued', async () => {
    const { subscribers, mail, failures, deps } = setup();
    mail.refuse = true;

    const result = await subscribe(deps, input('ada@example.com'), 'a');

    expect(result).toEqual({ message: subscribedMessage });
    expect(subscribers.items.get('ada@example.com')?.status).toBe('pending');
    expect(failures).toHaveLength(1);
  });

  it('accepts a filled honeypot without storing or sending anything', async () => {
    const { subscribers, rateLimits, mail, deps } = setup();

    const result = await subscribe(deps, { email: 'bot@example.com', website: 'x' }, 'a');

    expect(result.message).toBe(subscribedMessage);
    expect(subscribers.items.size).toBe(0);
    expect(rateLimits.counts.size).toBe(0);
    expect(mail.jobs).toHaveLength(0);
  });

  it("stops mailing an address after its daily confirmations, answering the same, and still counts the client's attempts", async () => {
    const { mail, deps } = setup();
    const limited = { ...deps, limit: 5 };
    for (let i = 0; i < 3; i += 1) await subscribe(limited, input('ada@example.com'), 'a');

    const fourth = await subscribe(limited, input('ada@example.com'), 'a');
    const fifth = await subscribe(limited, input('ada@example.com'), 'a');
    const sixth = subscribe(limited, input('bob@example.com'), 'a');

    expect(fourth).toEqual({ message: subscribedMessage });
    expect(fifth).toEqual({ message: subscribedMessage });
    expect(mail.jobs).toHaveLength(3);
    await expect(sixth).rejects.toThrow(newsletterRateLimitedMessage);
  });

  it('limits attempts per client with its own counter, apart from the contact form', async () => {
    const { rateLimits, deps } = setup();
    for (let i = 0; i < 5; i += 1)
      await enforceRateLimit(rateLimits, contactRateLimit(5), 'a', deps.now());
    for (let i = 0; i < 5; i += 1) await subscribe(deps, { email: `n${i}@example.com` }, 'a');

    const sixth = subscribe(deps, { email: 'n6@example.com' }, 'a');

    await expect(sixth).rejects.toBeInstanceOf(RateLimitError);
    await expect(sixth).rejects.toThrow(newsletterRateLimitedMessage);
  });
});
