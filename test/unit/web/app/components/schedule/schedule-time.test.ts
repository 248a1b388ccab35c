/**
 * Times of a scheduled publish in the browser: the admin's wall clock in, a UTC instant out, and
 * back. The suite runs in a fixed zone (TZ below is set before the first Date is made).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatScheduledTime,
  isoToLocalInput,
  localInputToIso,
} from '~/components/schedule/schedule-time';

let previous: string | undefined;

beforeAll(() => {
  previous = process.env.TZ;
  process.env.TZ = 'America/New_York';
});

afterAll(() => {
  process.env.TZ = previous;
});

describe('scheduled publish times', () => {
  it("turns the admin's wall-clock time into a UTC instant and back, across a DST change", () => {
    expect(localInputToIso('2030-01-15T09:30')).toBe('2030-01-15T14:30:00.000Z');
    expect(localInputToIso('2030-07-15T09:30')).toBe('2030-07-15T13:30:00.000Z');
    expect(isoToLocalInput('2030-07-15T13:30:00.000Z')).toBe('2030-07-15T09:30');
  });

  it('refuses an input that is not a date and time', () => {
    expect(localInputToIso('')).toBeUndefined();
    expect(localInputToIso('2030-13-40T99:99')).toBeUndefined();
  });

  it("shows the instant in the admin's zone, named", () => {
    expect(formatScheduledTime('2030-01-15T14:30:00.000Z')).toBe('Jan 15, 2030, 9:30 AM EST');
  });
});
