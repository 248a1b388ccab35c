import { describe, expect, it } from 'vitest';
import { themeStorageKeyFor } from '~/lib/theme-key';

describe('themeStorageKeyFor', () => {
  it('names the key after the brand', () => {
    expect(themeStorageKeyFor('Meridian Advisory')).toBe('meridian-advisory-theme');
    expect(themeStorageKeyFor('  Acme & Co. Partners ')).toBe('acme-co-partners-theme');
  });

  it('still gives a usable key when the brand has no Latin letters or digits', () => {
    expect(themeStorageKeyFor('顾问')).toBe('site-theme');
  });
});
