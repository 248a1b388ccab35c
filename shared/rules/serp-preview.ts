/**
 * How a search result shows a page's title and description: Google cuts them by rendered width in
 * pixels, not by characters, so "WWW" runs out long before "iii". This module measures text with
 * Arial's advance widths (built in below, so Node, a test and a browser without the font agree to
 * the pixel) and cuts it the way the result page does: at a word boundary, with an ellipsis.
 *
 * The numbers (desktop results): the title is 20 px Arial in a 600 px box; the description is
 * 14 px Arial, two lines of about 460 px, taken as one 920 px budget. Kerning is ignored (Google's
 * own cut varies by a few pixels with it). Both editors' previews and their length guidance use
 * these functions, so what the editor shows is what this rule computes.
 */

/** One line of a result: its font size and the width it may take. */
export interface SerpBox {
  fontSizePx: number;
  maxWidthPx: number;
  /** Fewer characters than this leaves room unused ("short"). */
  minChars: number;
}

/** The boxes of a desktop result. */
export const serpBoxes = {
  title: { fontSizePx: 20, maxWidthPx: 600, minChars: 30 },
  description: { fontSizePx: 14, maxWidthPx: 920, minChars: 70 },
} as const satisfies Record<string, SerpBox>;

/** Which line of a result. */
export type SerpField = keyof typeof serpBoxes;

/** What is appended to a cut line. */
export const serpEllipsis = '…';

/**
 * Arial advance widths in 1/1000 em for printable ASCII (32 to 126), in code point order. Arial
 * is metric-compatible with Helvetica, whose published metrics these are (with Arial's straight
 * quote 191 and grave 333).
 */
// prettier-ignore
const asciiWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 to ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ to O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P to _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` to o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p to ~
];

/** Arial widths of the punctuation titles often carry beyond ASCII. */
const extraWidths: Readonly<Record<string, number>> = {
  '\u00a0': 278, // no-break space
  '–': 556,
  '—': 1000,
  '…': 1000,
  '‘': 222,
  '’': 222,
  '“': 333,
  '”': 333,
  '•': 350,
  '·': 278,
  '©': 737,
  '®': 737,
  '™': 1000,
  '€': 556,
  '£': 556,
  '°': 400,
  '×': 584,
  ß: 611,
  æ: 889,
  Æ: 1000,
  ø: 611,
  Ø: 778,
  œ: 944,
  Œ: 1000,
};

/** Width of a character with no entry: an average Latin letter, or a full em for wide scripts. */
function fallbackWidth(codePoint: number): number {
  return codePoint >= 0x2e80 ? 1000 : 556;
}

/** Width of one character in 1/1000 em. Accented letters measure as their base letter. */
function charUnits(char: string): number {
  const code = char.codePointAt(0) ?? 32;
  if (code >= 32 && code <= 126) return asciiWidths[code - 32] as number;
  const extra = extraWidths[char];
  if (extra !== undefined) return extra;
  const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
  if (base.length > 0 && base !== char) return unitsOf(base);
  // A combining mark or a zero-width character adds nothing.
  if (/^[\p{M}\u200b-\u200d\u2060\ufeff]$/u.test(char)) return 0;
  return fallbackWidth(code);
}

function unitsOf(text: string): number {
  let units = 0;
  for (const char of text) units += charUnits(char);
  return units;
}

/** Whitespace runs become one space and the ends are trimmed, as a result page shows text. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The rendered width of `text` in Arial at `fontSizePx`, in pixels. */
export function textWidthPx(text: string, fontSizePx: number): number {
  return (unitsOf(text) * fontSizePx) / 1000;
}

/** A line as the result page shows it. */
export interface SerpLine {
  /** The text shown: all of it, or a cut with the ellipsis. */
  text: string;
  truncated: boolean;
  /** Width of the whole (collapsed) text, in pixels. */
  fullWidthPx: number;
}

/** Characters left off the end of a cut before the ellipsis (a dangling separator). */
const danglingEnd = /[\s,.:;|/\\\-–—·•]+$/u;

/**
 * `text` cut to `maxWidthPx` at `fontSizePx`: unchanged when it fits; otherwise the longest run of
 * whole words that fits together with the ellipsis, trailing separators removed, then the
 * ellipsis. A first word wider than the box is cut between characters.
 */
export function truncateToWidth(text: string, fontSizePx: number, maxWidthPx: number): SerpLine {
  const clean = collapseWhitespace(text);
  // Compared in integer units (width x size <= max x 1000), so no float rounding decides a cut.
  const budget = maxWidthPx * 1000;
  const fullUnits = unitsOf(clean);
  const fullWidthPx = (fullUnits * fontSizePx) / 1000;
  if (fullUnits * fontSizePx <= budget) return { text: clean, truncated: false, fullWidthPx };

  const room = budget - unitsOf(serpEllipsis) * fontSizePx;
  let kept = '';
  let used = 0;
  for (const word of clean.split(' ')) {
    const piece = kept === '' ? word : ` ${word}`;
    const pieceUnits = unitsOf(piece) * fontSizePx;
    if (used + pieceUnits > room) break;
    kept += piece;
    used += pieceUnits;
  }
  if (kept === '') {
    // One word wider than the box: keep as many of its characters as fit.
    for (const char of clean) {
      const charWidth = charUnits(char) * fontSizePx;
      if (used + charWidth > room) break;
      kept += char;
      used += charWidth;
    }
  }
  const trimmed = kept.replace(danglingEnd, '');
  return { text: `${trimmed || kept}${serpEllipsis}`, truncated: true, fullWidthPx };
}

/** A result's title or description line as Google shows it on desktop. */
export function serpLine(field: SerpField, text: string): SerpLine {
  const box = serpBoxes[field];
  return truncateToWidth(text, box.fontSizePx, box.maxWidthPx);
}

/** How well a text fills its line. */
export type LengthVerdict = 'empty' | 'short' | 'good' | 'long';

/** Counts and a verdict for the editor's length guidance. */
export interface LengthGuidance {
  chars: number;
  widthPx: number;
  maxWidthPx: number;
  verdict: LengthVerdict;
  /** One sentence for the editor. */
  message: string;
}

const fieldNames: Record<SerpField, string> = { title: 'title', description: 'description' };

/**
 * The guidance for a title or description: `long` when Google would cut it (wider than its box),
 * `short` under the box's minimum characters, `good` otherwise, `empty` when blank.
 */
export function lengthGuidance(field: SerpField, text: string): LengthGuidance {
  const box = serpBoxes[field];
  const clean = collapseWhitespace(text);
  const chars = [...clean].length;
  const exactWidth = textWidthPx(clean, box.fontSizePx);
  const name = fieldNames[field];
  const base = { chars, widthPx: Math.round(exactWidth), maxWidthPx: box.maxWidthPx };
  if (chars === 0) return { ...base, verdict: 'empty', message: `No ${name}.` };
  // The same test as the cut: long exactly when the preview shows an ellipsis.
  if (serpLine(field, clean).truncated) {
    return {
      ...base,
      verdict: 'long',
      message: `Too long: Google cuts the ${name} at about ${box.maxWidthPx} px.`,
    };
  }
  if (chars < box.minChars) {
    return {
      ...base,
      verdict: 'short',
      message: `Short: ${box.minChars} characters or more use the room a result has.`,
    };
  }
  return { ...base, verdict: 'good', message: `Good length: it fits in full.` };
}
