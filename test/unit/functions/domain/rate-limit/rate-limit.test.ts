import { describe, expect, it } from 'vitest';
import { RateLimitError } from '@functions/domain/errors';
import {
  enforceRateLimit,
  fixedWindow,
  rateLimitBucket,
  type RateLimitRule,
} from '@functions/domain/rate-limit/rate-limit';
import { InMemoryRateLimitCounter } from './in-memory-rate-limit-counter';

const rule: RateLimitRule = {
  name: 'contact',
  limit: 3,
  windowSeconds: 600,
  message: 'Slow down.',
};
const at = (iso: string) => new Date(iso);

describe('enforceRateLimit', () => {
  it('lets the limit through and refuses the next request in the same window with the rule message', async () => {
    const counter = new InMemoryRateLimitCounter();
    for (let i = 0; i < 3; i += 1)
      await enforceRateLimit(counter, rule, '203.0.113.7', at('2025-05-13T10:01:00Z'));

    const refused = enforceRateLimit(counter, rule, '203.0.113.7', at('2025-05-13T10:09:59Z'));

    await expect(refused).rejects.toBeInstanceOf(RateLimitError);
    await expect(refused).rejects.toThrow('Slow down.');
  });

  it('starts counting afresh in the next window', async () => {
    const counter = new InMemoryRateLimitCounter();
    for (let i = 0; i < 3; i += 1)
      await enforceRateLimit(counter, rule, '203.0.113.7', at('2025-05-13T10:05:00Z'));

    await expect(
      enforceRateLimit(counter, rule, '203.0.113.7', at('2025-05-13T10:10:00Z')),
    ).resolves.toBeUndefined();
  });

  it('counts each client and each form separately', async () => {
    const counter = new InMemoryRateLimitCounter();
    const now = at('2025-05-13T10:05:00Z');
    for (let i = 0; i < 3; i += 1) await enforceRateLimit(counter, rule, '203.0.113.7', now);

    await expect(enforceRateLimit(counter, rule, '203.0.113.8', now)).resolves.toBeUndefined();
    await expect(
      enforceRateLimit(counter, { ...rule, name: 'newsletter' }, '203.0.113.7', now),
    ).resolves.toBeUndefined();
  });
});

describe('rateLimitBucket', () => {
  it('names the form and never holds the client address itself', () => {
    const bucket = rateLimitBucket(rule, '203.0.113.7');

    expect(bucket.startsWith('contact#')).toBe(true);
    expect(bucket).not.toContain('203.0.113.7');
    expect(rateLimitBucket(rule, '203.0.113.7')).toBe(bucket);
  });
});

describe('fixedWindow', () => {
  it('aligns windows to multiples of their length', () => {
    const window = fixedWindow(at('2025-05-13T10:07:30Z'), 600);

    expect(new Date(window.start * 1000).toISOString()).toBe('2025-05-13T10:00:00.000Z');
    expect(window.end - window.start).toBe(600);
  });
});
