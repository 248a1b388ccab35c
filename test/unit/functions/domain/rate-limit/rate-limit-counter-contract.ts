/**
 * What every RateLimitCounter promises, run against the in-memory fake
 * (in-memory-rate-limit-counter.test.ts) and the DynamoDB repository
 * (test/integration/repository-contracts.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { RateLimitCounter } from '@functions/domain/rate-limit/rate-limit';

let next = 0;
const freshBucket = () => `contract#${Date.now()}#${(next += 1)}`;

/** Runs the contract against the counter `make` gives. */
export function rateLimitCounterContract(name: string, make: () => RateLimitCounter): void {
  describe(`${name} keeps the rate limit counter's contract`, () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;

    it('counts up to the limit in a window, then refuses', async () => {
      const counter = make();
      const bucket = freshBucket();

      const answers = [];
      for (let i = 0; i < 4; i += 1)
        answers.push(await counter.increment(bucket, 600, 3, expiresAt));

      expect(answers).toEqual([true, true, true, false]);
    });

    it('counts each window and each bucket apart', async () => {
      const counter = make();
      const bucket = freshBucket();
      const other = freshBucket();
      await counter.increment(bucket, 600, 1, expiresAt);

      expect(await counter.increment(bucket, 1200, 1, expiresAt)).toBe(true);
      expect(await counter.increment(other, 600, 1, expiresAt)).toBe(true);
      expect(await counter.increment(bucket, 600, 1, expiresAt)).toBe(false);
    });

    it('counts several counters at once, or none of them when one is at its limit', async () => {
      const counter = make();
      const [client, address] = [freshBucket(), freshBucket()];
      const both = [
        { bucket: client, windowStart: 600, limit: 3, expiresAt },
        { bucket: address, windowStart: 86_400, limit: 1, expiresAt },
      ];

      const first = await counter.incrementAll(both);
      const second = await counter.incrementAll(both);

      expect(first).toBe(-1);
      // The address is full: the client's counter did not move either (2 more fit, not 1).
      expect(second).toBe(1);
      expect(await counter.increment(client, 600, 3, expiresAt)).toBe(true);
      expect(await counter.increment(client, 600, 3, expiresAt)).toBe(true);
      expect(await counter.increment(client, 600, 3, expiresAt)).toBe(false);
      expect(await counter.incrementAll(both)).toBe(0);
    });

    it('counts concurrent requests exactly: no more than the limit get through', async () => {
      const counter = make();
      const bucket = freshBucket();

      const answers = await Promise.all(
        Array.from({ length: 8 }, () => counter.increment(bucket, 600, 5, expiresAt)),
      );

      expect(answers.filter(Boolean)).toHaveLength(5);
    });
  });
}
