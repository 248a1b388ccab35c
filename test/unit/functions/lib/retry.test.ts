/** The one retry loop: backoff with full jitter, only for what the caller calls retryable. */
import { describe, expect, it } from 'vitest';
import { isUnfinishedAttempt, retryWithBackoff, UnfinishedAttempt } from '@functions/lib/retry';

function recorder() {
  const sleeps: number[] = [];
  return { sleeps, sleep: async (ms: number) => void sleeps.push(ms), random: () => 0.5 };
}

describe('retryWithBackoff', () => {
  it('waits a jittered share of a doubling ceiling, capped, between attempts', async () => {
    const clock = recorder();
    let calls = 0;

    const result = await retryWithBackoff(
      async () => {
        calls += 1;
        if (calls < 4) throw new Error('busy');
        return 'done';
      },
      { attempts: 5, firstDelayMs: 100, maxDelayMs: 300, retryable: () => true, ...clock },
    );

    expect(result).toBe('done');
    expect(clock.sleeps).toEqual([50, 100, 150]);
  });

  it('throws a failure that is not retryable at once', async () => {
    const clock = recorder();
    let calls = 0;

    const run = retryWithBackoff(
      async () => {
        calls += 1;
        throw new Error('refused');
      },
      { attempts: 5, firstDelayMs: 100, retryable: () => false, ...clock },
    );

    await expect(run).rejects.toThrow('refused');
    expect(calls).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('throws the last failure once the attempts are used up', async () => {
    const clock = recorder();
    let calls = 0;

    const run = retryWithBackoff(
      async (attempt) => {
        calls += 1;
        throw new UnfinishedAttempt(`left after attempt ${attempt}`);
      },
      { attempts: 3, firstDelayMs: 10, retryable: isUnfinishedAttempt, ...clock },
    );

    await expect(run).rejects.toThrow('left after attempt 3');
    expect(calls).toBe(3);
    expect(clock.sleeps).toEqual([5, 10]);
  });
});
