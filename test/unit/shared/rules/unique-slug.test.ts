import { describe, expect, it } from 'vitest';
import { maxSlugLength, slugPattern } from '@shared/schemas/primitives';
import { maxSlugAttempts, slugCandidate, slugCandidates } from '@shared/rules/unique-slug';

// 2025-05-15T10:00:00.123Z; its last six digits are 200123.
const now = () => 1747303200123;

function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('slugCandidate', () => {
  it('tries the base slug first', () => {
    const sources = { now, random: sequence(0.5) };

    expect(slugCandidate('growth-plan', 1, sources)).toBe('growth-plan');
  });

  it('adds a time fragment and a 3-digit random number on attempts 2 to 4', () => {
    const sources = { now, random: sequence(0, 0.5, 0.9999) };

    const candidates = [2, 3, 4].map((attempt) => slugCandidate('growth-plan', attempt, sources));

    expect(candidates).toEqual([
      'growth-plan-200123-100',
      'growth-plan-200123-550',
      'growth-plan-200123-999',
    ]);
  });

  it('adds the full timestamp and random text on the final attempt', () => {
    const sources = { now, random: sequence(0, 0.5, 0.9999) };

    const candidate = slugCandidate('growth-plan', 5, sources);

    expect(candidate).toBe('growth-plan-1747303200123-0iz0iz0i');
  });

  it('uses a fallback base when the text gave no slug', () => {
    const sources = { now, random: sequence(0) };

    expect(slugCandidate('', 1, sources)).toBe('untitled');
  });

  it('keeps every candidate of a very long base within the limit and the slug rule', () => {
    const base = 'a'.repeat(maxSlugLength);
    const sources = { now, random: sequence(0.3) };

    const candidates = slugCandidates(base, sources);

    for (const candidate of candidates) {
      expect(candidate.length).toBeLessThanOrEqual(maxSlugLength);
      expect(slugPattern.test(candidate)).toBe(true);
    }
  });

  it.each([0, 6, 1.5])('refuses attempt %s', (attempt) => {
    expect(() => slugCandidate('a', attempt)).toThrow(RangeError);
  });
});

describe('slugCandidates', () => {
  it('gives five distinct candidates in attempt order', () => {
    const sources = { now, random: sequence(0.1, 0.2, 0.3, 0.4) };

    const candidates = slugCandidates('plan', sources);

    expect(candidates).toHaveLength(maxSlugAttempts);
    expect(candidates[0]).toBe('plan');
    expect(new Set(candidates).size).toBe(maxSlugAttempts);
  });
});
