/**
 * Per-client rate limits of the public forms (DESIGN.md section 12, deviation 9): a fixed-window
 * counter per form and client. The client's address is hashed before it is stored, so the
 * counters never hold an IP address.
 */
import { createHash } from 'node:crypto';
import { RateLimitError } from '@functions/domain/errors';

/** Where the counters live. */
export interface RateLimitCounter {
  /**
   * Counts one request of `bucket` in the window starting at `windowStart` (epoch seconds), unless
   * `limit` requests were already counted there. Resolves to whether this request was counted:
   * false means the limit is reached. The counter may be dropped after `expiresAt` (epoch seconds).
   */
  increment(
    bucket: string,
    windowStart: number,
    limit: number,
    expiresAt: number,
  ): Promise<boolean>;
  /**
   * Counts one request in each of `counts` at once, all or none (one write where a form checks
   * several limits). Resolves to the index of the first counter already at its limit, nothing
   * counted then, or -1 when every one was counted.
   */
  incrementAll(counts: readonly RateLimitCount[]): Promise<number>;
}

/** One counter of {@link RateLimitCounter.incrementAll}: as the arguments of `increment`. */
export interface RateLimitCount {
  bucket: string;
  windowStart: number;
  limit: number;
  expiresAt: number;
}

/** One limit: at most `limit` requests per client per `windowSeconds`, else `message` (429). */
export interface RateLimitRule {
  /** Names the form; each form counts separately. */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/** Window of the public forms' limits: ten minutes. */
export const formWindowSeconds = 10 * 60;

/** Fixed window containing `now`: its start and end, in epoch seconds. */
export function fixedWindow(now: Date, windowSeconds: number): { start: number; end: number } {
  const seconds = Math.floor(now.getTime() / 1000);
  const start = seconds - (seconds % windowSeconds);
  return { start, end: start + windowSeconds };
}

/** The counter name of a client under a rule: the rule's name and a hash of the client. */
export function rateLimitBucket(rule: Pick<RateLimitRule, 'name'>, client: string): string {
  const digest = createHash('sha256').update(client).digest('base64url').slice(0, 22);
  return `${rule.name}#${digest}`;
}

/** Counts a request of `client` under `rule`; throws RateLimitError (429) when over the limit. */
export async function enforceRateLimit(
  counter: RateLimitCounter,
  rule: RateLimitRule,
  client: string,
  now: Date,
): Promise<void> {
  const window = fixedWindow(now, rule.windowSeconds);
  const counted = await counter.increment(
    rateLimitBucket(rule, client),
    window.start,
    rule.limit,
    window.end,
  );
  if (!counted) throw new RateLimitError(rule.message);
}
