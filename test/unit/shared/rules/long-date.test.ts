import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate } from '@shared/rules/long-date';

const originalTz = process.env.TZ;

describe('formatLongDate', () => {
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('prints the US English long form', () => {
    expect(formatLongDate(new Date('2025-03-01T00:00:00Z'))).toBe('March 1, 2025');
    expect(formatLongDate(new Date('2025-12-31T12:00:00Z'))).toBe('December 31, 2025');
  });

  it('agrees with Intl en-US in UTC on the first and last day of every month', () => {
    const reference = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month += 1) {
      for (const date of [
        new Date(Date.UTC(2024, month, 1)),
        new Date(Date.UTC(2024, month + 1, 0, 23, 59)),
      ]) {
        expect(formatLongDate(date)).toBe(reference.format(date));
      }
    }
  });

  // Node reads TZ again when it changes: the same instant is another local day on either side.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('reads the day in UTC, also in %s', (tz) => {
    process.env.TZ = tz;
    expect(formatLongDate(new Date('2025-05-15T23:30:00.000Z'))).toBe('May 15, 2025');
    expect(formatLongDate(new Date('2025-05-15T00:30:00.000Z'))).toBe('May 15, 2025');
  });
});
