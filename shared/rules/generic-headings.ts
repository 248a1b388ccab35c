/**
 * Recognises the generic headings that AI-written and pasted text is full of ("Introduction",
 * "Key Points", "Section 2", ...). The public article view hides them (public-site.md section 5,
 * "Article content") and the simple editor refuses them (admin-portal.md section 5, "Reserved
 * headings"); both use this one list so that they agree on what is generic.
 */

// Words that say where a text is, not what it is about.
const genericLabels = new Set([
  'intro',
  'introduction',
  'conclusion',
  'conclusions',
  'in conclusion',
  'summary',
  'in summary',
  'executive summary',
  'key point',
  'key points',
  'key takeaway',
  'key takeaways',
  'takeaway',
  'takeaways',
  'main takeaways',
  'main points',
]);

// "Section 3", "Part II", "Chapter 4", "Section 2: " and the like.
const numberedLabel = /^(?:section|part|chapter)\s*(?:\d+|[ivx]+)$/;

/**
 * The comparable form of a heading's text: markdown emphasis and heading marks removed, trailing
 * punctuation (':' '.' '-') dropped, whitespace collapsed, lower case.
 */
export function headingLabel(text: string): string {
  return text
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/\s+#+\s*$/, '')
    .replace(/[*_`]+/g, '')
    .replace(/^\s*\d+[.)]\s+/, '')
    .replace(/[\s:.\-–—]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * True when `text` is a generic heading: introduction, conclusion, summary, key points,
 * takeaways and their variants, or a numbered "section/part/chapter N".
 */
export function isGenericHeading(text: string): boolean {
  const label = headingLabel(text);
  return genericLabels.has(label) || numberedLabel.test(label);
}

/** A markdown ATX heading line (`## Title`): its level and text, or undefined. */
export function parseHeadingLine(line: string): { level: number; text: string } | undefined {
  const match = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
  if (!match?.[1]) return undefined;
  return { level: match[1].length, text: (match[2] ?? '').trim() };
}

/**
 * The text of a line that stands alone as a heading without markdown heading marks: a line that is
 * wholly bold (`**Summary**`, `__Summary__`, optionally with a colon) or a short label ending in
 * a colon (`Conclusion:`). Undefined for ordinary lines.
 */
export function pseudoHeadingText(line: string): string | undefined {
  const trimmed = line.trim();
  const bold = /^(\*\*|__)(.+?)\1:?$/.exec(trimmed);
  if (bold?.[2]) return bold[2].trim();
  const label = /^([^.!?]{1,60}):$/.exec(trimmed);
  if (label?.[1]) return label[1].trim();
  return undefined;
}
