import { describe, expect, it } from 'vitest';
import { BatchedRateLimitCounter } from '@functions/domain/rate-limit/batched-rate-limit';
import type { RateLimitCounter } from '@functions/domain/rate-limit/rate-limit';
import { InMemoryRateLimitCounter } from './in-memory-rate-limit-counter';

/** The shared counter, recording each write it gets. */
class CountedWrites extends InMemoryRateLimitCounter {
  readonly writes: number[] = [];

  override async increment(
    bucket: string,
    windowStart: number,
    limit: number,
    expiresAt = 0,
    amount = 1,
  ): Promise<boolean> {
    this.writes.push(amount);
    return super.increment(bucket, windowStart, limit, expiresAt, amount);
  }
}

const accept = async (counter: RateLimitCounter, times: number, bucket = 'c', window = 600) => {
  const answers: boolean[] = [];
  for (let i = 0; i < times; i += 1)
    answers.push(await counter.increment(bucket, window, 12, window + 60));
  return answers;
};

describe('BatchedRateLimitCounter', () => {
  it('writes a client to the shared counter once per five requests, not for each', async () => {
    const shared = new CountedWrites();
    const counter = new BatchedRateLimitCounter(shared, 5);

    const answers = await accept(counter, 9);

    expect(answers.every(Boolean)).toBe(true);
    expect(shared.writes).toEqual([5]);
    expect(shared.counts.get('c#600')).toBe(5);
  });

  it('refuses past the limit within one instance, without a further write', async () => {
    const shared = new CountedWrites();
    const counter = new BatchedRateLimitCounter(shared, 5);

    const answers = await accept(counter, 14);

    expect(answers.slice(0, 12).every(Boolean)).toBe(true);
    expect(answers.slice(12)).toEqual([false, false]);
    // 5, 5, then the last 2 at the limit itself.
    expect(shared.writes).toEqual([5, 5, 2]);
  });

  it('refuses once the shared counter is full from other instances', async () => {
    const shared = new CountedWrites();
    const other = new BatchedRateLimitCounter(shared, 5);
    const counter = new BatchedRateLimitCounter(shared, 5);
    await accept(other, 10);

    const answers = await accept(counter, 6);

    // Its own first four go through unwritten; the fifth's write would pass the limit of 12.
    expect(answers).toEqual([true, true, true, true, false, false]);
    expect(shared.counts.get('c#600')).toBe(10);
  });

  it('counts a new window from zero', async () => {
    const shared = new CountedWrites();
    const counter = new BatchedRateLimitCounter(shared, 5);
    await accept(counter, 13);

    expect(await accept(counter, 1, 'c', 660)).toEqual([true]);
  });

  it('writes concurrent requests once each', async () => {
    const shared = new CountedWrites();
    const counter = new BatchedRateLimitCounter(shared, 5);

    await Promise.all(Array.from({ length: 10 }, () => counter.increment('c', 600, 12, 660)));

    expect(shared.counts.get('c#600')).toBe(10);
  });
});
