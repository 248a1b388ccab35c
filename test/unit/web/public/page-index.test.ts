import { describe, expect, it } from 'vitest';
import { industryPages } from '~/content/industries';
import { industryIndex, industrySlugs, serviceIndex, serviceSlugs } from '~/content/page-index';
import { servicePages } from '~/content/services';
import { themeStorageKeyFor } from '~/lib/theme-key';

describe('page index', () => {
  it('lists every service page, in the pages’ order, under its title', () => {
    expect(serviceIndex.map((entry) => entry.slug)).toEqual([...serviceSlugs]);
    expect(servicePages.map((page) => page.slug)).toEqual([...serviceSlugs]);
    expect(serviceIndex.map((entry) => entry.navLabel)).toEqual(
      servicePages.map((page) => page.title),
    );
    expect(serviceIndex.every((entry) => entry.summary.length > 0)).toBe(true);
  });

  it('lists every industry page, in the pages’ order, under its title', () => {
    expect(industryIndex.map((entry) => entry.slug)).toEqual([...industrySlugs]);
    expect(industryPages.map((page) => page.slug)).toEqual([...industrySlugs]);
    expect(industryIndex.map((entry) => entry.navLabel)).toEqual(
      industryPages.map((page) => page.title),
    );
  });
});

describe('themeStorageKeyFor', () => {
  it('names the key after the brand', () => {
    expect(themeStorageKeyFor('Meridian Advisory')).toBe('meridian-advisory-theme');
    expect(themeStorageKeyFor('  Acme & Co. Partners ')).toBe('acme-co-partners-theme');
  });

  it('still gives a usable key when the brand has no Latin letters or digits', () => {
    expect(themeStorageKeyFor('顾问')).toBe('site-theme');
  });
});
