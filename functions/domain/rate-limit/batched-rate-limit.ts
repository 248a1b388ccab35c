/**
 * A rate limit counter for a route that every page view calls (the analytics beacon): it counts
 * each client's requests in memory and writes them to the shared counter `every` requests at a
 * time, so the usual visitor, who sends a few beacons a minute, costs no write at all and the
 * accepted beacon is one call (its SendMessage) instead of two.
 *
 * The price is precision across instances: each function instance holds up to `every - 1`
 * requests per client not yet written, so a flood spread over N instances gets through at most
 * N x (every - 1) requests past the limit in a window (with the beacon's reserved concurrency of
 * 20 and `every` 5: 80 on 600). Within one instance the limit is exact: a client it has seen pass
 * the limit is refused without a call.
 */
import type { RateLimitCount, RateLimitCounter } from '@functions/domain/rate-limit/rate-limit';

/** Clients one instance tracks at most in a window; past it, each request is written at once. */
const maxTrackedClients = 100_000;

interface Tally {
  /** Requests of the window this instance accepted. */
  seen: number;
  /** Of those, how many the shared counter holds. */
  written: number;
  /** The shared counter refused: the client is over its limit for the rest of the window. */
  full: boolean;
}

export class BatchedRateLimitCounter implements RateLimitCounter {
  private window = -1;
  private readonly tallies = new Map<string, Tally>();

  /** @param every requests of a client written to `shared` in one write (1 writes each one). */
  constructor(
    private readonly shared: RateLimitCounter,
    private readonly every: number,
  ) {}

  async increment(
    bucket: string,
    windowStart: number,
    limit: number,
    expiresAt: number,
  ): Promise<boolean> {
    if (windowStart !== this.window) {
      // A new window: every tally of the last one is void (its unwritten requests with it).
      this.window = windowStart;
      this.tallies.clear();
    }
    let tally = this.tallies.get(bucket);
    if (!tally) {
      if (this.tallies.size >= maxTrackedClients)
        return this.shared.increment(bucket, windowStart, limit, expiresAt);
      tally = { seen: 0, written: 0, full: false };
      this.tallies.set(bucket, tally);
    }
    if (tally.full || tally.seen >= limit) return false;
    tally.seen += 1;
    const unwritten = tally.seen - tally.written;
    if (unwritten < this.every && tally.seen < limit) return true;
    // Every `every` requests, and at the limit, the shared counter decides for all instances.
    // Taken as written before the call, so a request arriving meanwhile does not write them again.
    tally.written = tally.seen;
    let counted: boolean;
    try {
      counted = await this.shared.increment(bucket, windowStart, limit, expiresAt, unwritten);
    } catch (error) {
      tally.written -= unwritten;
      tally.seen -= 1;
      throw error;
    }
    if (!counted) tally.full = true;
    return counted;
  }

  /** Several limits at once (a form's): written through, as each is a call anyway. */
  incrementAll(counts: readonly RateLimitCount[]): Promise<number> {
    return this.shared.incrementAll(counts);
  }
}
