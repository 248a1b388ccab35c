/**
 * Retry with exponential backoff and full jitter (the wait before attempt n + 1 is a random share
 * of `firstDelayMs * 2^(n - 1)`, capped at `maxDelayMs`), so workers that failed together do not
 * try again together. The one loop behind the Bedrock call, DynamoDB transactions, batch reads
 * and the jobs' batch writes; each says which failures are worth another attempt.
 *
 * Hand-written rather than a library because its callers (and their tests) inject the clock and
 * the randomness, and a batch call's "some keys left unprocessed" is a result, not an error.
 */

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Ceiling of the first wait in ms; doubles per attempt. */
  firstDelayMs: number;
  /** Largest ceiling in ms. Unbounded when omitted. */
  maxDelayMs?: number;
  /** Whether a failure is worth another attempt; anything else is thrown at once. */
  retryable: (error: unknown) => boolean;
  /** Waits (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1) for the jitter (tests pass a fake). */
  random?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it resolves, a failure is not retryable, or the attempts are used up; the
 * last failure is thrown. `attempt` gets its number, from 1.
 */
export async function retryWithBackoff<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  for (let attemptNumber = 1; ; attemptNumber += 1) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      if (attemptNumber >= options.attempts || !options.retryable(error)) throw error;
      const ceiling = Math.min(
        options.maxDelayMs ?? Number.POSITIVE_INFINITY,
        options.firstDelayMs * 2 ** (attemptNumber - 1),
      );
      await sleep(Math.floor(random() * ceiling));
    }
  }
}

/**
 * Thrown by an attempt that did part of its work (a batch call that left items unprocessed), so
 * the rest is tried again; its message is what the caller reports if the attempts run out.
 */
export class UnfinishedAttempt extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnfinishedAttempt';
  }
}

/** The retryable test of a loop whose only retryable failure is an {@link UnfinishedAttempt}. */
export const isUnfinishedAttempt = (error: unknown): boolean => error instanceof UnfinishedAttempt;
