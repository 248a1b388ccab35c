/** The offline model's phrasing helpers: inputs made fit for sentence case, limits met without cuts. */
import { describe, expect, it } from 'vitest';
import { chooser, inline, painPhrases } from '@functions/adapters/content-model/offline-text';

describe('offline text helpers', () => {
  it('makes an input a sentence-case phrase, keeping acronyms and mixed-case names', () => {
    expect(inline('Sales Pipeline Consulting')).toBe('sales pipeline consulting');
    expect(inline('Revenue Operations for SaaS')).toBe('revenue operations for SaaS');
    expect(inline('Inconsistent pipeline generation. ')).toBe('inconsistent pipeline generation');
    expect(inline('B2B Marketing')).toBe('B2B marketing');
    expect(inline('Pricing strategy for Acme')).toBe('pricing strategy for Acme');
    expect(inline('Margins are thin...')).toBe('margins are thin');
  });

  it('offers a pain point whole, then its first sentence, then its first clause', () => {
    expect(
      painPhrases('Deals stall in procurement, and nobody owns the forecast. We miss the quarter.'),
    ).toEqual([
      'deals stall in procurement, and nobody owns the forecast. We miss the quarter',
      'deals stall in procurement, and nobody owns the forecast',
      'deals stall in procurement',
    ]);
    expect(painPhrases('Low win rates')).toEqual(['low win rates']);
  });

  it('takes the first tier with a phrasing that fits, whole', () => {
    const { fitting } = chooser('seed');
    const long = 'a much longer phrasing that cannot fit';

    expect(
      fitting('x', { max: 20 }, [[long, undefined], ['short one', 'short two'], ['z']]),
    ).toMatch(/^short (one|two)$/);
    expect(fitting('x', { max: 60, serp: 'title' }, [['W'.repeat(40)], ['fits']])).toBe('fits');
    expect(() => fitting('x', { max: 2 }, [[long]])).toThrow();
  });

  it('picks the same phrasing for the same seed', () => {
    const options = ['one', 'two', 'three', 'four', 'five'];
    const picks = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => chooser(seed).pick(options, 's'));

    expect(chooser('a').pick(options, 's')).toBe(picks[0]);
    expect(new Set(picks).size).toBeGreaterThan(1);
  });
});
