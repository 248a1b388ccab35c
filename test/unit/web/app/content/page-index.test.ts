import { describe, expect, it } from 'vitest';
import { industryPages } from '~/content/industries';
import { industryIndex, industrySlugs, serviceIndex, serviceSlugs } from '~/content/page-index';
import { servicePages } from '~/content/services';

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
