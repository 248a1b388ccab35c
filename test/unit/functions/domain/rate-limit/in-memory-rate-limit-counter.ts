/** A {@link RateLimitCounter} in memory, with the same contract as the DynamoDB one. */
import type { RateLimitCount, RateLimitCounter } from '@functions/domain/rate-limit/rate-limit';

export class InMemoryRateLimitCounter implements RateLimitCounter {
  readonly counts = new Map<string, number>();

  async increment(bucket: string, windowStart: number, limit: number): Promise<boolean> {
    return (await this.incrementAll([{ bucket, windowStart, limit, expiresAt: 0 }])) === -1;
  }

  async incrementAll(counts: readonly RateLimitCount[]): Promise<number> {
    const keys = counts.map((count) => `${count.bucket}#${count.windowStart}`);
    const full = counts.findIndex((count, i) => (this.counts.get(keys[i]!) ?? 0) >= count.limit);
    if (full !== -1) return full;
    for (const key of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return -1;
  }
}
