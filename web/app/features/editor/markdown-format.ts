/**
 * The editor toolbar's text operations (admin-portal.md section 2: heading levels 1-3, bold,
 * italic, link) on a textarea's value and selection. Pure, so the caret logic is tested without a
 * browser.
 */

export type MarkdownFormat = 'h1' | 'h2' | 'h3' | 'bold' | 'italic' | 'link';

export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

const headingMarks: Record<'h1' | 'h2' | 'h3', string> = { h1: '# ', h2: '## ', h3: '### ' };

/** Placeholder text inserted when nothing is selected. */
const placeholders = { bold: 'bold text', italic: 'italic text', link: 'link text' } as const;

/**
 * Applies a format to the selection and returns the new text and selection:
 * - headings replace any heading marks at the start of each selected line (the same level again
 *   removes it, so the button toggles);
 * - bold and italic wrap the selection (or a placeholder, selected);
 * - link turns the selection into `[text](https://)` with the URL selected for typing.
 */
export function applyMarkdownFormat(input: TextSelection, format: MarkdownFormat): TextSelection {
  const { text, start, end } = input;
  if (format === 'h1' || format === 'h2' || format === 'h3') {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    // A selection ending just after a line break does not take in the next line.
    const lastPosition = end > start && text[end - 1] === '\n' ? end - 1 : end;
    const nextBreak = text.indexOf('\n', lastPosition);
    const lineEnd = nextBreak === -1 ? text.length : nextBreak;
    const mark = headingMarks[format];
    const lines = text.slice(lineStart, lineEnd).split('\n');
    const allHaveMark = lines.every((line) => line.startsWith(mark));
    const changed = lines
      .map((line) => {
        const bare = line.replace(/^#{1,6}\s+/, '');
        return allHaveMark ? bare : `${mark}${bare}`;
      })
      .join('\n');
    const next = text.slice(0, lineStart) + changed + text.slice(lineEnd);
    return { text: next, start: lineStart, end: lineStart + changed.length };
  }

  const selected = text.slice(start, end);
  if (format === 'link') {
    const label = selected || placeholders.link;
    const url = 'https://';
    const inserted = `[${label}](${url})`;
    const urlStart = start + label.length + 3;
    return {
      text: text.slice(0, start) + inserted + text.slice(end),
      start: urlStart,
      end: urlStart + url.length,
    };
  }

  const marker = format === 'bold' ? '**' : '_';
  const inner = selected || placeholders[format];
  const inserted = `${marker}${inner}${marker}`;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    start: start + marker.length,
    end: start + marker.length + inner.length,
  };
}
