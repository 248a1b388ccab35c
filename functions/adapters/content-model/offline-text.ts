/**
 * Text helpers of the offline content model. Drafts never cut a phrase to fit a length limit:
 * each field is written from templates, from the richest to the plainest, and the first tier with
 * a phrasing that fits is used (within a tier, the phrasing is picked by a hash of the inputs, so
 * the same inputs always read the same and different inputs read differently).
 */
import { collapseWhitespace, serpLine, type SerpField } from '@shared/rules/serp-preview';

// FNV-1a: a small, stable string hash (the same on every machine and Node version).
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A limit a field must respect: a character count and, for result-page lines, their width. */
export interface Limit {
  max: number;
  serp?: SerpField;
}

/** Whether `text` fits `limit` whole (a result-page line must show without Google's ellipsis). */
export function fits(text: string, { max, serp }: Limit): boolean {
  return text.length <= max && (serp === undefined || !serpLine(serp, text).truncated);
}

/** Chooses deterministically: the same seed and salt always give the same choice. */
export function chooser(seed: string) {
  const pick = <T>(items: readonly T[], salt: string): T =>
    items[hash(`${seed}|${salt}`) % items.length] as T;
  /** `count` distinct items in a seed-dependent order. */
  const some = <T>(items: readonly T[], count: number, salt: string): T[] =>
    [...items]
      .map((item, index) => ({ item, rank: hash(`${seed}|${salt}|${index}`) }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, count)
      .map(({ item }) => item);
  const between = (min: number, max: number, salt: string) =>
    min + (hash(`${seed}|${salt}`) % (max - min + 1));
  /**
   * A phrasing of the first tier that has one fitting `limit`, picked among that tier's fitting
   * phrasings. `undefined` entries (a phrasing whose input part did not fit) are skipped. The last
   * tier holds input-free phrasings, so something always fits.
   */
  const fitting = (
    salt: string,
    limit: Limit,
    tiers: readonly (readonly (string | undefined)[])[],
  ): string => {
    for (const tier of tiers) {
      const candidates = tier
        .filter((text): text is string => text !== undefined)
        .map(collapseWhitespace)
        .filter((text) => fits(text, limit));
      if (candidates.length > 0) return pick(candidates, salt);
    }
    throw new Error(`No offline phrasing fits ${limit.max} characters`);
  };
  return { pick, some, between, fitting };
}

/** First letter upper-cased (the start of a sentence or heading). */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Words a title-cased phrase leaves lower case; they do not make a phrase look sentence-cased.
const minorWords = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);
// A capitalised ordinary word ("Sales"), as opposed to an acronym ("B2B") or a name like "SaaS".
const capitalisedWord = /^[A-Z][a-z'’-]*$/;

/**
 * An input as a phrase usable mid-sentence in sentence case: whitespace collapsed, ellipses and
 * final punctuation dropped, a capitalised first word lower-cased, and every capitalised word
 * lower-cased when the whole phrase was typed in title case ("Sales Pipeline Consulting").
 * Acronyms and mixed-case names ("B2B", "SaaS") keep their case.
 */
export function inline(text: string): string {
  const words = collapseWhitespace(text.replace(/\.{3,}|…/g, ' '))
    .replace(/[\s.!?;:,]+$/, '')
    .split(' ')
    .filter(Boolean);
  const titleCased = words.every(
    (word) => !/^[a-z]/.test(word) || minorWords.has(word.toLowerCase()),
  );
  return words
    .map((word, index) =>
      (index === 0 || titleCased) && capitalisedWord.test(word) ? word.toLowerCase() : word,
    )
    .join(' ');
}

/**
 * The whole-phrase ways of quoting a pain point, longest first: all of it, its first sentence, and
 * that sentence's first clause. A slot too short for all of it takes the longest whole part that
 * fits instead of a cut.
 */
export function painPhrases(painPoint: string): string[] {
  const all = inline(painPoint);
  const sentence = inline(painPoint.split(/(?<=[.!?])\s+|\n/)[0] ?? '');
  const clause = inline(sentence.split(/[;:]|,\s|\s[-–—]\s/)[0] ?? '');
  return [...new Set([all, sentence, clause])].filter((text) => text.length > 0);
}

/** Readable label of a site path: `/insights/pricing-strategy-101` -> 'pricing strategy 101'. */
export function pathLabel(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? 'home';
  return last.replace(/-/g, ' ');
}
