import { describe, expect, it } from 'vitest';
import { newsletterSubscribeInputSchema, type SubscriberRecord } from '@shared/schemas/newsletter';
import { RateLimitError } from '@functions/domain/errors';
import { contactRateLimit } from '@functions/domain/contacts/submit-contact';
import {
  newsletterRateLimitedMessage,
  subscribe,
  subscribedMessage,
  type SubscriberStore,
} from '@functions/domain/newsletter/subscribe';
import { enforceRateLimit } from '@functions/domain/rate-limit/rate-limit';
import { InMemoryRateLimitCounter } from '../rate-limit/in-memory-rate-limit-counter';

class InMemorySubscriberStore implements SubscriberStore {
  readonly items = new Map<string, SubscriberRecord>();

  async addIfAbsent(record: SubscriberRecord): Promise<boolean> {
    if (this.items.has(record.email)) return false;
    this.items.set(record.email, record);
    return true;
  }
}

function setup() {
  const subscribers = new InMemorySubscriberStore();
  const rateLimits = new InMemoryRateLimitCounter();
  let clock = Date.parse('2025-05-13T10:00:00.000Z');
  const deps = { subscribers, rateLimits, limit: 5, now: () => new Date((clock += 1000)) };
  return { subscribers, rateLimits, deps };
}

describe('subscribe', () => {
  it('keeps one subscription per address however it is typed, answering the same both times', async () => {
    const { subscribers, deps } = setup();

    const first = await subscribe(
      deps,
      newsletterSubscribeInputSchema.parse({ email: 'Ada@Example.com ' }),
      'a',
    );
    const second = await subscribe(
      deps,
      newsletterSubscribeInputSchema.parse({ email: 'ada@example.com' }),
      'a',
    );

    expect(first).toEqual({ message: subscribedMessage });
    expect(second).toEqual(first);
    expect([...subscribers.items.values()]).toEqual([
      { email: 'ada@example.com', created_at: '2025-05-13T10:00:01.000Z' },
    ]);
  });

  it('accepts a filled honeypot without storing anything', async () => {
    const { subscribers, rateLimits, deps } = setup();

    const result = await subscribe(deps, { email: 'bot@example.com', website: 'x' }, 'a');

    expect(result.message).toBe(subscribedMessage);
    expect(subscribers.items.size).toBe(0);
    expect(rateLimits.counts.size).toBe(0);
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
