import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxSlugLength, slugPattern } from '@shared/schemas/primitives';
import { slugify, truncateSlug } from '@shared/rules/slugify';

describe('slugify', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Growth Strategy Playbook')).toBe('growth-strategy-playbook');
  });

  it('removes punctuation', () => {
    expect(slugify("M&A: What's Next? (2025)")).toBe('ma-whats-next-2025');
  });

  it('collapses separators and trims hyphens at both ends', () => {
    expect(slugify('  --Hello   __ world--  ')).toBe('hello-world');
  });

  it('folds diacritics and special Latin letters', () => {
    expect(slugify('Café Straße Ørsted Łódź')).toBe('cafe-strasse-orsted-lodz');
  });

  it('returns empty text when nothing usable is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('日本語')).toBe('');
  });

  it('keeps slugs within the maximum length without cutting a word', () => {
    const long = `${'word '.repeat(100)}end`;

    const slug = slugify(long);

    expect(slug.length).toBeLessThanOrEqual(maxSlugLength);
    expect(slug.endsWith('word')).toBe(true);
  });

  it('never returns a slug that breaks the page slug rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || slugPattern.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(maxSlugLength);
      }),
    );
  });

  it('is stable: a slug slugifies to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (text) => {
        const slug = slugify(text);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('truncateSlug', () => {
  it('cuts at the last hyphen inside the limit', () => {
    expect(truncateSlug('alpha-beta-gamma', 12)).toBe('alpha-beta');
  });

  it('cuts inside a word when there is no hyphen', () => {
    expect(truncateSlug('alphabetagamma', 5)).toBe('alpha');
  });

  it('leaves a short slug untouched', () => {
    expect(truncateSlug('alpha', 10)).toBe('alpha');
  });
});
