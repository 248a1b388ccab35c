/**
 * The words of the admin lists' search, one rule for the index writer and the
 * query: text is lower-cased, accents are dropped (NFKD) and it is split on anything that is not a
 * letter or a digit, so "Jane.Doe@Example.com" is the words jane, doe, example, com.
 *
 * The index keeps one row per distinct word *stem*: the first {@link termStemLength} characters of
 * a word (a shorter word is its own stem). A query looks up the rows of its longest term's stem and
 * checks that every term begins a word of the item. So a term of three or more characters matches
 * any word it begins ("strat" finds "strategy"); a shorter term matches words that begin with it
 * only among items found through a longer term, and on its own it matches whole words only ("ai").
 */

/** Characters of a word that key its index row. */
export const termStemLength = 3;

/** Most distinct stems indexed per item: bounds the rows (and transaction items) one write costs. */
export const maxIndexedStems = 20;

/** Most terms a search may hold (each one is a condition the query checks). */
export const maxSearchTerms = 8;

/** The normalised words of `texts`, distinct, in order of first appearance. */
export function searchWords(...texts: readonly string[]): string[] {
  const words = texts
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)];
}

/** The index stem of a normalised word. */
export function stemOf(word: string): string {
  return word.slice(0, termStemLength);
}

/** The distinct stems an item is indexed under (at most {@link maxIndexedStems}). */
export function indexedStems(words: readonly string[]): string[] {
  return [...new Set(words.map(stemOf))].slice(0, maxIndexedStems);
}

/**
 * The words an item is searched by, as one string the query's conditions test: every word with a
 * space before it, so " strat" is found only at the start of a word.
 */
export function searchableText(words: readonly string[]): string {
  return ` ${words.join(' ')} `;
}

/**
 * The terms of a search box's text, longest first (the first one picks the index rows to read):
 * an empty list when it holds no word.
 */
export function searchTerms(query: string): string[] {
  return searchWords(query)
    .sort((a, b) => b.length - a.length)
    .slice(0, maxSearchTerms);
}
