/**
 * Candidate slugs for a new article or page, following the spec's 5-attempt scheme
 * (admin-portal.md section 7): the base slug first, then the base with a time fragment and a
 * 3-digit random number, then the base with the full timestamp and random text. Uniqueness itself
 * is decided by the database (a slug marker written in the same transaction, DESIGN.md section 4);
 * this module only says what to try next. Clock and randomness are injected so tests are exact.
 */
import { maxSlugLength } from '@shared/schemas/primitives';
import { truncateSlug } from '@shared/rules/slugify';

/** Attempts before giving up on a slug (admin-portal.md section 9). */
export const maxSlugAttempts = 5;

/** Base used when the text gave no slug at all (e.g. a title in a non-Latin script). */
export const fallbackSlugBase = 'untitled';

/** Sources of time and randomness. */
export interface SlugCandidateSources {
  /** Current time in epoch milliseconds. */
  now: () => number;
  /** A number in [0, 1), like `Math.random`. */
  random: () => number;
}

const defaultSources: SlugCandidateSources = { now: Date.now, random: Math.random };

// Room kept after the base for the longest suffix: '-' + 13-digit timestamp + '-' + 8 characters.
const longestSuffix = 1 + 13 + 1 + 8;

/**
 * The slug to try at `attempt` (1 to {@link maxSlugAttempts}).
 * - 1: the base itself;
 * - 2 to 4: `{base}-{last 6 digits of the time}-{100..999}`;
 * - 5: `{base}-{full timestamp}-{8 random base-36 characters}`.
 * The base is shortened if needed so that every candidate fits `maxSlugLength`.
 */
export function slugCandidate(
  base: string,
  attempt: number,
  sources: SlugCandidateSources = defaultSources,
): string {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > maxSlugAttempts) {
    throw new RangeError(`attempt must be an integer from 1 to ${maxSlugAttempts}`);
  }
  const stem = base === '' ? fallbackSlugBase : base;
  if (attempt === 1) return truncateSlug(stem, maxSlugLength);
  const short = truncateSlug(stem, maxSlugLength - longestSuffix);
  const now = Math.trunc(sources.now());
  if (attempt < maxSlugAttempts) {
    const timeFragment = String(now).slice(-6);
    const threeDigits = 100 + Math.floor(sources.random() * 900);
    return `${short}-${timeFragment}-${threeDigits}`;
  }
  return `${short}-${now}-${randomText(sources.random)}`;
}

/** All {@link maxSlugAttempts} candidates in order (each call draws fresh randomness). */
export function slugCandidates(
  base: string,
  sources: SlugCandidateSources = defaultSources,
): string[] {
  return Array.from({ length: maxSlugAttempts }, (_, index) =>
    slugCandidate(base, index + 1, sources),
  );
}

function randomText(random: () => number): string {
  let text = '';
  for (let i = 0; i < 8; i += 1) text += Math.floor(random() * 36).toString(36);
  return text;
}
