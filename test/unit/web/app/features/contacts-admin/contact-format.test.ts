import { describe, expect, it } from 'vitest';
import {
  detailDate,
  replyHref,
  statusBadgeClasses,
  tableDate,
} from '~/features/contacts-admin/contact-format';

describe('contact submission formats', () => {
  it('uses the spec date formats', () => {
    // Local time of the test machine: pick a moment that is the same date in every zone near UTC.
    const iso = new Date(2025, 0, 5, 15, 4).toISOString();

    expect(tableDate(iso)).toBe('Jan 5, 2025');
    expect(detailDate(iso)).toBe('January 5, 2025 at 3:04 PM');
  });

  it('colours the four statuses blue, yellow, purple and green', () => {
    expect(statusBadgeClasses.new).toContain('blue');
    expect(statusBadgeClasses['in progress']).toContain('yellow');
    expect(statusBadgeClasses.contacted).toContain('purple');
    expect(statusBadgeClasses.completed).toContain('green');
  });

  it('replies to the submitter with a fixed subject', () => {
    expect(replyHref('ada@example.com', 'Meridian Advisory')).toBe(
      'mailto:ada@example.com?subject=Re%3A%20Your%20inquiry%20to%20Meridian%20Advisory',
    );
  });
});
