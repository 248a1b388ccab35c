import { describe, expect, it } from 'vitest';
import {
  indexedStems,
  maxIndexedStems,
  searchableText,
  searchTerms,
  searchWords,
} from '@shared/rules/search-terms';

describe('search words', () => {
  it('lower-cases, drops accents and splits e-mail addresses into words', () => {
    expect(searchWords('Zoë Müller', 'Jane.Doe@Example.com')).toEqual([
      'zoe',
      'muller',
      'jane',
      'doe',
      'example',
      'com',
    ]);
  });

  it('indexes each distinct three-character stem once, and at most the cap', () => {
    expect(indexedStems(['strategy', 'strategic', 'ai', 'growth'])).toEqual(['str', 'ai', 'gro']);
    const many = Array.from({ length: 40 }, (_, i) => `w${String(i).padStart(2, '0')}x`);
    expect(indexedStems(many)).toHaveLength(maxIndexedStems);
  });

  it('marks word starts so a term matches only the beginning of a word', () => {
    const text = searchableText(['pricing', 'strategy']);
    expect(text.includes(' strat')).toBe(true);
    expect(text.includes(' rategy')).toBe(false);
  });

  it('orders a search by its longest term first', () => {
    expect(searchTerms('  ai Strategy  pri ')).toEqual(['strategy', 'pri', 'ai']);
    expect(searchTerms(' -- ')).toEqual([]);
  });
});
