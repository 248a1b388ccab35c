import { describe, expect, it } from 'vitest';
import type { Redirect } from '@shared/schemas/redirect';
import { filterRedirects, updatedLabel } from '~/features/redirects-admin/redirect-display';

const redirect = (from: string, to: string): Redirect => ({
  id: from,
  from,
  to,
  status: 301,
  kind: 'manual',
});

const items = [
  redirect('/about-us', '/about'),
  redirect('/old-services', '/solutions/strategy'),
  redirect('/partner', 'https://Partners.example.com/Welcome'),
];

describe('filterRedirects', () => {
  it('keeps every redirect, in order, for an empty or blank query', () => {
    expect(filterRedirects(items, '')).toEqual(items);
    expect(filterRedirects(items, '   ')).toEqual(items);
  });

  it('matches the from path or the target, in any case', () => {
    expect(filterRedirects(items, 'ABOUT').map((item) => item.from)).toEqual(['/about-us']);
    expect(filterRedirects(items, 'strategy').map((item) => item.from)).toEqual(['/old-services']);
    expect(filterRedirects(items, 'partners.example').map((item) => item.from)).toEqual([
      '/partner',
    ]);
  });

  it('ignores spaces around the query and finds nothing for an unknown one', () => {
    expect(filterRedirects(items, '  /old ').map((item) => item.from)).toEqual(['/old-services']);
    expect(filterRedirects(items, '/nowhere')).toEqual([]);
  });
});

describe('updatedLabel', () => {
  it('writes the date and time of the last change', () => {
    expect(updatedLabel('2025-01-05T15:04:00.000')).toBe('Jan 5, 2025, 3:04 PM');
  });
});
