/**
 * Invisible characters that have no place in text people type into a form: C0 and C1 control
 * characters (a stored NUL, ESC or backspace breaks CSV exports, terminals and mail headers) and
 * the bidirectional embeddings, overrides and isolates, which reorder what a reader sees (an
 * "Trojan Source" style name that displays differently from what it says).
 */

// Controls (C0, DEL, C1: Unicode's Cc) but the line feed; LRE..RLO and LRI..PDI.
const invisible = /(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** One line of text: every control character, line breaks and tabs included, goes. */
export function plainLine(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ').replace(invisible, '');
}

/** Several lines of text: line breaks stay (as `\n`); tabs and every other control go. */
export function plainLines(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(invisible, '');
}
