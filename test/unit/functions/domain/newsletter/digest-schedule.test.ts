/**
 * When the weekly digest is due: off never; on, from its weekday and hour (UTC) until the week
 * (Monday to Sunday, UTC) ends, with that week's key and the seven days before as its window;
 * never for a week whose time came before the schedule took effect.
 */
import { describe, expect, it } from 'vitest';
import type { DigestSettings } from '@shared/schemas/newsletter-digest';
import { dueDigest } from '@functions/domain/newsletter/digest-schedule';

// Wednesday 25 November 2026; its week starts on Monday the 23rd.
const wednesdays: DigestSettings = { enabled: true, weekday: 'wednesday', hour: 9 };
const at = (iso: string) => new Date(iso);

describe('dueDigest', () => {
  it('is never due while the digest is off', () => {
    expect(dueDigest({ ...wednesdays, enabled: false }, at('2026-11-25T10:00:00Z'))).toBe(
      undefined,
    );
  });

  it('is not due before the weekday and hour have come, in UTC', () => {
    expect(dueDigest(wednesdays, at('2026-11-25T08:59:59Z'))).toBe(undefined);
    expect(dueDigest(wednesdays, at('2026-11-24T23:00:00Z'))).toBe(undefined);
    // Monday of the same week: this week's Wednesday has not come yet.
    expect(dueDigest(wednesdays, at('2026-11-23T12:00:00Z'))).toBe(undefined);
  });

  it("is due from the hour on, with the week's Monday as key and the seven days before as window", () => {
    expect(dueDigest(wednesdays, at('2026-11-25T09:00:00Z'))).toEqual({
      week: '2026-11-23',
      at: at('2026-11-25T09:00:00Z'),
      from: at('2026-11-18T09:00:00Z'),
    });
  });

  it('stays due with the same week key until the week ends, so a missed run is made up', () => {
    const thursday = dueDigest(wednesdays, at('2026-11-26T15:30:00Z'));
    const sunday = dueDigest(wednesdays, at('2026-11-29T23:59:59Z'));
    const nextMonday = dueDigest(wednesdays, at('2026-11-30T00:00:00Z'));

    expect(thursday?.week).toBe('2026-11-23');
    expect(sunday?.week).toBe('2026-11-23');
    expect(sunday?.at).toEqual(at('2026-11-25T09:00:00Z'));
    expect(nextMonday).toBe(undefined);
  });

  it('treats Sunday as the last day of the week and Monday 00:00 as its first moment', () => {
    expect(
      dueDigest({ enabled: true, weekday: 'sunday', hour: 23 }, at('2026-11-29T23:10:00Z'))?.week,
    ).toBe('2026-11-23');
    expect(
      dueDigest({ enabled: true, weekday: 'monday', hour: 0 }, at('2026-11-30T00:00:00Z')),
    ).toMatchObject({ week: '2026-11-30', from: at('2026-11-23T00:00:00Z') });
  });

  it('skips a week whose time came before the schedule took effect, and not the next', () => {
    const since = { ...wednesdays, scheduled_since: '2026-11-25T09:30:00.000Z' };

    expect(dueDigest(since, at('2026-11-25T10:00:00Z'))).toBe(undefined);
    expect(dueDigest(since, at('2026-12-02T09:00:00Z'))?.week).toBe('2026-11-30');
    // Saved before this week's time: this week's digest goes out.
    expect(
      dueDigest(
        { ...wednesdays, scheduled_since: '2026-11-25T08:00:00.000Z' },
        at('2026-11-25T09:05:00Z'),
      )?.week,
    ).toBe('2026-11-23');
  });
});
