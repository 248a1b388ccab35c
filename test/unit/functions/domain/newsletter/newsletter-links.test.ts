import { describe, expect, it } from 'vitest';
import { newsletterMessages } from '@shared/schemas/newsletter';
import { hmacSigner } from '../../../../support/hmac-signer';
import { NotFoundError } from '@functions/domain/errors';
import { confirmSubscription, unsubscribe } from '@functions/domain/newsletter/newsletter-links';
import {
  confirmationLink,
  issueToken,
  linkIdHash,
} from '@functions/domain/newsletter/newsletter-tokens';
import { InMemorySubscriberStore } from './in-memory-subscriber-store';

const signer = hmacSigner('k'.repeat(32));
const start = Date.parse('2025-05-13T10:00:00.000Z');
const hours = (n: number) => n * 60 * 60 * 1000;

async function setup() {
  const subscribers = new InMemorySubscriberStore();
  await subscribers.putPending('ada@example.com', 'link-1', new Date(start));
  let now = start + 1000;
  const leads: string[] = [];
  const deps = {
    subscribers,
    signer,
    now: () => new Date(now),
    leads: {
      report: async (kind: string, id: string) => {
        leads.push(`${kind}#${id}`);
      },
    },
  };
  const confirmToken = await issueToken(signer, {
    p: 'confirm',
    e: 'ada@example.com',
    i: 'link-1',
    x: (start + hours(48)) / 1000,
  });
  const unsubscribeToken = await issueToken(signer, { p: 'unsubscribe', e: 'ada@example.com' });
  return {
    subscribers,
    deps,
    leads,
    confirmToken,
    unsubscribeToken,
    at: (ms: number) => (now = ms),
  };
}

describe('confirmSubscription', () => {
  it('confirms once, counted as one lead keyed by the link; the same link again changes nothing and says so', async () => {
    const { subscribers, deps, leads, confirmToken, at } = await setup();

    const first = await confirmSubscription(deps, confirmToken);
    const confirmedAt = subscribers.items.get('ada@example.com')?.confirmed_at;
    at(start + hours(2));
    const second = await confirmSubscription(deps, confirmToken);

    expect(first.status).toBe('confirmed');
    expect(second.status).toBe('already-confirmed');
    expect(subscribers.items.get('ada@example.com')?.confirmed_at).toBe(confirmedAt);
    expect(leads).toEqual(['newsletter#link-1']);
  });

  it('refuses an expired link with 404 saying it expired, and leaves the address pending', async () => {
    const { subscribers, deps, confirmToken, at } = await setup();
    at(start + hours(48));

    const answer = confirmSubscription(deps, confirmToken);

    await expect(answer).rejects.toBeInstanceOf(NotFoundError);
    await expect(answer).rejects.toThrow(newsletterMessages.expired);
    expect(subscribers.items.get('ada@example.com')?.status).toBe('pending');
  });

  it('refuses a forged, altered or other-purpose token, and a replaced link', async () => {
    const { subscribers, deps, confirmToken, unsubscribeToken } = await setup();
    const [payload, mac] = confirmToken.split('.');
    const forged = await issueToken(hmacSigner('x'.repeat(32)), {
      p: 'confirm',
      e: 'ada@example.com',
      i: 'link-1',
      x: (start + hours(48)) / 1000,
    });
    const altered = `${Buffer.from(JSON.stringify({ p: 'confirm', e: 'eve@example.com', i: 'link-1', x: 9e9 })).toString('base64url')}.${mac}`;

    for (const token of [forged, altered, `${payload}.`, unsubscribeToken, 'junk'])
      await expect(confirmSubscription(deps, token)).rejects.toThrow(newsletterMessages.notFound);
    await subscribers.putPending('ada@example.com', 'link-2', new Date(start));
    await expect(confirmSubscription(deps, confirmToken)).rejects.toBeInstanceOf(NotFoundError);
    expect(subscribers.items.get('ada@example.com')?.status).toBe('pending');
  });
});

describe('unsubscribe', () => {
  it('erases the subscription and answers the same the second time', async () => {
    const { subscribers, deps, unsubscribeToken } = await setup();

    const first = await unsubscribe(deps, unsubscribeToken);
    const second = await unsubscribe(deps, unsubscribeToken);

    expect(first).toEqual(second);
    expect(first.status).toBe('unsubscribed');
    expect(subscribers.items.size).toBe(0);
  });

  it('refuses a forged token and a confirmation token, erasing nothing', async () => {
    const { subscribers, deps, confirmToken } = await setup();
    const forged = await issueToken(hmacSigner('x'.repeat(32)), {
      p: 'unsubscribe',
      e: 'ada@example.com',
    });

    await expect(unsubscribe(deps, forged)).rejects.toBeInstanceOf(NotFoundError);
    await expect(unsubscribe(deps, confirmToken)).rejects.toBeInstanceOf(NotFoundError);
    expect(subscribers.items.size).toBe(1);
  });
});

describe("a confirmation mail's one token", () => {
  it('confirms until it expires and unsubscribes after, where a newsletter unsubscribe token cannot confirm', async () => {
    const { subscribers, deps, unsubscribeToken, at } = await setup();
    const token = await issueToken(signer, {
      p: 'subscribe',
      e: 'ada@example.com',
      h: linkIdHash('link-1'),
      x: (start + hours(48)) / 1000,
    });
    const link = confirmationLink(token, 'link-1');

    // The bare token (the one-click URL's, in a query string) and a guessed id never confirm.
    await expect(confirmSubscription(deps, token)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      confirmSubscription(deps, confirmationLink(token, 'link-2')),
    ).rejects.toBeInstanceOf(NotFoundError);
    const confirmed = await confirmSubscription(deps, link);
    at(start + hours(49));
    const late = confirmSubscription(deps, link);
    const left = await unsubscribe(deps, token);

    expect(confirmed.status).toBe('confirmed');
    await expect(late).rejects.toThrow(newsletterMessages.expired);
    expect(left.status).toBe('unsubscribed');
    expect(subscribers.items.size).toBe(0);
    await expect(confirmSubscription(deps, unsubscribeToken)).rejects.toBeInstanceOf(NotFoundError);
  });
});
