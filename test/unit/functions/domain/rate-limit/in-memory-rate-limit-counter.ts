/** A {@link RateLimitCounter} in memory, with the same contract as the DynamoDB one. */
import type { RateLimitCounter } from '@functions/domain/rate-limit/rate-limit';

export class InMemoryRateLimitCounter implements RateLimitCounter {
  readonly counts = new Map<string, number>();

  async increment(bucket: string, windowStart: number, limit: number): Promise<boolean> {
    const key = `${bucket}#${windowStart}`;
    const count = this.counts.get(key) ?? 0;
    if (count >= limit) return false;
    this.counts.set(key, count + 1);
    return true;
  }
}
