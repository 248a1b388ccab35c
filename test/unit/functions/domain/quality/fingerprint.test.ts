import { describe, expect, it } from 'vitest';
import {
  bandKeys,
  decodeSignature,
  encodeSignature,
  estimateSimilarity,
  exactSimilarity,
  signatureOf,
  textWords,
  uniqueWordCount,
} from '@functions/domain/quality/fingerprint';

const base = [
  'Revenue operations for logistics firms starts with one shared view of the pipeline.',
  'Sales, marketing and customer success each keep their own report, so forecasts drift.',
  'We map every handoff, agree the definitions once and build a weekly review the board trusts.',
  'Within a quarter the team spends its time on deals rather than on reconciling spreadsheets.',
  'The result is a forecast that holds, a shorter sales cycle and fewer surprises at quarter end.',
  'Our advisors have run this programme for carriers, forwarders and warehouse operators alike.',
].join(' ');

function swapWords(text: string, every: number): string {
  const words = text.split(' ');
  for (let i = every; i < words.length; i += every) {
    [words[i - 1], words[i]] = [words[i] ?? '', words[i - 1] ?? ''];
  }
  return words.join(' ');
}

describe('text fingerprint', () => {
  it('reads words in any script, lower-cased, keeping apostrophes inside words', () => {
    expect(textWords("Don't stop: Ünïcode 2026, café!")).toEqual([
      "don't",
      'stop',
      'ünïcode',
      '2026',
      'café',
    ]);
    expect(uniqueWordCount(textWords('a b a c b'))).toBe(3);
  });

  it('gives the same signature for the same words regardless of case and punctuation', () => {
    const a = signatureOf(base);
    const b = signatureOf(base.toUpperCase().replaceAll('.', ' ;'));
    expect(estimateSimilarity(a, b)).toBe(1);
  });

  it('estimates the Jaccard similarity of shingle sets within 0.12', () => {
    const variants = [
      swapWords(base, 17),
      base.replace(/logistics/g, 'healthcare'),
      base.split('. ').reverse().join('. '),
      base + ' A closing paragraph about something else entirely, with new words throughout.',
      'An unrelated text about podcast production, microphones, editing software and hosting.',
    ];
    for (const variant of variants) {
      const exact = exactSimilarity(base, variant);
      const estimate = estimateSimilarity(signatureOf(base), signatureOf(variant));
      expect(Math.abs(exact - estimate), variant).toBeLessThanOrEqual(0.12);
    }
  });

  it('ranks a reordered copy as near and an unrelated text as far', () => {
    const reordered = base.split('. ').reverse().join('. ');
    const unrelated = 'Podcast production with microphones, editing software and a hosting plan.';
    expect(estimateSimilarity(signatureOf(base), signatureOf(reordered))).toBeGreaterThan(0.75);
    expect(estimateSimilarity(signatureOf(base), signatureOf(unrelated))).toBeLessThan(0.1);
  });

  it('puts near-duplicates in a shared LSH band and unrelated texts in none', () => {
    const near = new Set(bandKeys(signatureOf(swapWords(base, 25))));
    const shared = bandKeys(signatureOf(base)).filter((key) => near.has(key));
    expect(shared.length).toBeGreaterThan(0);
    const far = new Set(bandKeys(signatureOf('Quarterly podcast notes on hiring designers.')));
    expect(bandKeys(signatureOf(base)).filter((key) => far.has(key))).toEqual([]);
  });

  it('stores a signature as a string and reads back the same values', () => {
    const signature = signatureOf(base);
    const decoded = decodeSignature(encodeSignature(signature));
    expect(Array.from(decoded)).toEqual(Array.from(signature));
    expect(() => decodeSignature('c2hvcnQ=')).toThrow('Not a stored signature');
  });

  it('handles empty and very short texts', () => {
    expect(estimateSimilarity(signatureOf(''), signatureOf('hello world'))).toBe(0);
    expect(estimateSimilarity(signatureOf('hello world'), signatureOf('Hello, world!'))).toBe(1);
    expect(exactSimilarity('', '')).toBe(1);
  });
});
