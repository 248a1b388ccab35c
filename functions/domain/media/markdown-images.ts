/**
 * The addresses of the images a markdown text shows, found without a markdown parser: the parser
 * (remark, micromark and the HTML entity table, about 30 KB gzip) would otherwise ride in every
 * function that saves an article, since each save records which uploads the article shows.
 *
 * It reads CommonMark's image syntax as remark does for what authors and the model write: inline
 * images (`![alt](url "title")`, `<url>` included, nested brackets in the alt text, balanced
 * parentheses in the address, backslash escapes) and reference images (`![alt][label]`,
 * `![label][]`, `![label]`) shown through a definition (`[label]: url`, first definition wins,
 * labels matched case-insensitively), outside fenced code blocks and code spans. Where it cannot
 * be exact it errs towards seeing an image (an address inside an HTML block or an indented code
 * block counts): the cost is an upload kept that could have been deleted, never a live page
 * losing its image. The unit tests hold it to remark's answer.
 */

/** One line that opens or closes a fenced code block: its fence character and length. */
const fencePattern = /^ {0,3}(`{3,}|~{3,})(.*)$/;

/**
 * A link reference definition: `[label]: destination`, also inside a quote or a list item (their
 * markers before it), with whatever follows.
 */
const definitionPattern =
  /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*\[((?:[^\\[\]]|\\.){1,999})\]:[ \t]*(?:\n[ \t>]*)?(<[^<>\n]*>|\S+)/;

/** A definition alone on its line: label, a well-formed destination, an optional title. */
const wholeDefinition =
  /^ {0,3}\[(?:[^\\[\]]|\\.)+\]:[ \t]*(?:<(?:[^<>\n\\]|\\.)*>|(?:[^\s()\\<]|\\.|\((?:[^\s()\\]|\\.)*\))(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*)(?:[ \t]+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\)))?[ \t]*$/;

/** An ATX heading line: a definition may follow it. */
const headingPattern = /^ {0,3}#{1,6}(?:[ \t]|$)/;

/** The addresses a reference label may show, by normalised label (one, unless unsure). */
type Definitions = ReadonlyMap<string, readonly string[]>;

/** Matching label: case-folded, inner whitespace collapsed (CommonMark's label normalisation). */
function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase().toUpperCase();
}

/** Backslash escapes and the character references an address may carry, decoded. */
function decodeText(text: string): string {
  return text
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(
      /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g,
      (all, dec, hex, name) => {
        if (name) return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[name as string]!;
        const code = dec ? Number(dec) : parseInt(hex as string, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
      },
    );
}

/**
 * The lines of a markdown document with its fenced code blocks emptied. A fence that never
 * closes, or one inside an HTML block (a `<` line up to the next blank line, where CommonMark
 * sees no fence), is read as text: where it would end is not sure here, so it hides nothing.
 */
function withoutFencedCode(markdown: string): string[] {
  const lines = markdown.split(/\r\n?|\n/);
  let html = false;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.trim() === '') html = false;
    else if (/^ {0,3}</.test(line)) html = true;
    const open = html ? null : fencePattern.exec(line);
    // A backtick fence's info string may not contain a backtick (it would be a code span).
    if (!open || (open[1]![0] === '`' && open[2]!.includes('`'))) continue;
    const closing = lines.findIndex((candidate, at) => {
      const close = at > index && fencePattern.exec(candidate);
      return (
        close &&
        close[1]![0] === open[1]![0] &&
        close[1]!.length >= open[1]!.length &&
        close[2]!.trim() === ''
      );
    });
    if (closing === -1) continue;
    for (let at = index; at <= closing; at += 1) lines[at] = '';
    index = closing;
  }
  return lines;
}

/** What may stand before a fence inside containers: quote markers, list markers, indentation. */
const containerPrefix = /^[ \t>]*(?:(?:[-+*]|\d{1,9}[.)])[ \t]+[ \t>]*)*$/;

/** The position after the code span opening at `start` (a run of backticks), or undefined. */
function codeSpanEnd(text: string, start: number): number | undefined {
  let run = start;
  while (text[run] === '`') run += 1;
  const ticks = run - start;
  // A fence inside a quote or a list item (its markers before it) is read as backticks: where
  // it ends depends on the container, so it hides nothing here rather than too much.
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  if (ticks >= 3 && containerPrefix.test(text.slice(lineStart, start))) return undefined;
  for (let at = text.indexOf('`', run); at !== -1;) {
    let end = at;
    while (text[end] === '`') end += 1;
    if (end - at === ticks) return end;
    at = text.indexOf('`', end);
  }
  return undefined;
}

/** The position after the `]` closing the bracket opened at `open`, or undefined. */
function closingBracket(text: string, open: number): number | undefined {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    const char = text[at];
    if (char === '\\') at += 1;
    else if (char === '`') {
      const end = codeSpanEnd(text, at);
      if (end !== undefined) at = end - 1;
      else while (text[at + 1] === '`') at += 1;
    } else if (char === '[') depth += 1;
    else if (char === ']') {
      depth -= 1;
      if (depth === 0) return at + 1;
    }
  }
  return undefined;
}

/** Skips spaces, tabs and at most one line ending. */
function skipSpace(text: string, at: number): number {
  let newline = false;
  while (at < text.length) {
    if (text[at] === ' ' || text[at] === '\t') at += 1;
    else if (text[at] === '\n' && !newline) {
      newline = true;
      at += 1;
    } else break;
  }
  return at;
}

/**
 * An inline destination and title after `(` at `start`: the address and the position after `)`,
 * or undefined when the parentheses do not hold one (the text then reads as a reference).
 */
function inlineDestination(text: string, start: number): { url: string; end: number } | undefined {
  let at = skipSpace(text, start);
  let url = '';
  if (text[at] === '<') {
    const close = text.slice(at + 1).search(/[<>\n]/);
    if (close === -1 || text[at + 1 + close] !== '>') return undefined;
    url = text.slice(at + 1, at + 1 + close);
    at += close + 2;
  } else {
    let depth = 0;
    const from = at;
    for (; at < text.length; at += 1) {
      const char = text[at]!;
      if (char === '\\' && at + 1 < text.length && /[!-/:-@[-`{-~]/.test(text[at + 1]!)) at += 1;
      else if (char === '(') depth += 1;
      else if (char === ')') {
        if (depth === 0) break;
        depth -= 1;
      } else if (char.charCodeAt(0) <= 0x20 || char === '\u007f') break;
    }
    if (depth !== 0) return undefined;
    url = text.slice(from, at);
  }
  const beforeTitle = at;
  at = skipSpace(text, at);
  const opener = text[at];
  if (at > beforeTitle && (opener === '"' || opener === "'" || opener === '(')) {
    const closer = opener === '(' ? ')' : opener;
    for (at += 1; at < text.length && text[at] !== closer; at += 1) {
      if (text[at] === '\\') at += 1;
      else if (opener === '(' && text[at] === '(') return undefined;
    }
    if (at >= text.length) return undefined;
    at = skipSpace(text, at + 1);
  }
  return text[at] === ')' ? { url: decodeText(url), end: at + 1 } : undefined;
}

/**
 * The address of a reference image whose alt text ends at `altEnd`, as micromark resolves it:
 * `[label]` after it must name a definition (full); else `[]` (collapsed) or nothing bracketed
 * after it (shortcut) takes the alt text as the label. Undefined when no definition shows it.
 */
function referenceImage(
  text: string,
  altEnd: number,
  alt: string,
  definitions: Definitions,
): { urls: readonly string[]; end: number } | undefined {
  const defined = (label: string) => definitions.get(normalizeLabel(decodeText(label)));
  if (text[altEnd] === '[') {
    const close = closingBracket(text, altEnd);
    const label = close === undefined ? undefined : text.slice(altEnd + 1, close - 1);
    const full =
      label?.trim() && !/[[\]]/.test(label.replace(/\\./g, '')) ? defined(label) : undefined;
    if (full !== undefined) return { urls: full, end: close! };
    const collapsed = text.startsWith('[]', altEnd) ? defined(alt) : undefined;
    return collapsed === undefined ? undefined : { urls: collapsed, end: altEnd + 2 };
  }
  const shortcut = defined(alt);
  return shortcut === undefined ? undefined : { urls: shortcut, end: altEnd };
}

/**
 * A line that starts a block of its own, ending the paragraph before it: heading, quote, list
 * item, rule, fence, HTML block.
 */
const blockStartPattern =
  /^ {0,3}(?:#{1,6}(?:[ \t]|$)|>|[-+*][ \t]|\d{1,9}[.)][ \t]|(?:[-*_][ \t]*){3,}$|`{3,}[^`]*$|~{3,}|<[a-zA-Z/!?])/;

/**
 * The runs of inline text of a document: code spans and brackets never reach past a blank line or
 * into the next block, so each run is read alone.
 */
function inlineRuns(lines: readonly string[]): string[] {
  const runs: string[][] = [[]];
  let codeLike = false;
  for (const [index, line] of lines.entries()) {
    // An indented line after a blank one may be an indented code block (or a list item's
    // paragraph): read alone, so its backticks pair with nothing on the lines around it.
    const previousBlank = index === 0 || lines[index - 1]!.trim() === '';
    const wasCodeLike: boolean = codeLike;
    codeLike = /^(?: {4}|\t)/.test(line) && line.trim() !== '' && (previousBlank || wasCodeLike);
    if (line.trim() === '' || blockStartPattern.test(line) || codeLike || wasCodeLike)
      runs.push([]);
    if (line.trim() !== '') runs.at(-1)!.push(line);
  }
  return runs.filter((run) => run.length > 0).map((run) => run.join('\n'));
}

/** The images of one run of inline text, inline ones and those `definitions` resolve. */
function imagesOfRun(text: string, definitions: Definitions): string[] {
  const found: string[] = [];
  // Where a link's text ends, the position after its address: an address is no image.
  const linkEnds = new Map<number, number>();
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    const linkEnd = linkEnds.get(at);
    if (linkEnd !== undefined) {
      at = linkEnd - 1;
    } else if (char === '\\') {
      at += 1;
    } else if (char === '`') {
      const end = codeSpanEnd(text, at);
      if (end !== undefined) at = end - 1;
      else while (text[at + 1] === '`') at += 1;
    } else if (char === '[') {
      const close = closingBracket(text, at);
      const link =
        close !== undefined && text[close] === '(' ? inlineDestination(text, close + 1) : undefined;
      if (link) linkEnds.set(close! - 1, link.end);
    } else if (char === '!' && text[at + 1] === '[') {
      const altEnd = closingBracket(text, at + 1);
      // A `![` that opens no image is text: its bracket opens no link either.
      at += 1;
      if (altEnd === undefined) continue;
      // An image's alt text is text: an image written inside it is no image of its own.
      const inline = text[altEnd] === '(' ? inlineDestination(text, altEnd + 1) : undefined;
      const image = inline
        ? { urls: [inline.url], end: inline.end }
        : referenceImage(text, altEnd, text.slice(at + 1, altEnd - 1), definitions);
      if (image) {
        found.push(...image.urls);
        at = image.end - 1;
      }
    }
  }
  return found;
}

/**
 * The addresses of the images a markdown text shows, in the order they appear: inline ones and
 * reference ones whose label has a definition (the definition's address, once per image).
 */
export function markdownImageUrls(markdown: string): string[] {
  if (!markdown.includes('![')) return [];
  const lines = withoutFencedCode(markdown);
  const definitions = new Map<string, { urls: string[]; settled: boolean }>();
  const prose = lines.map((line, index) => {
    const definition = definitionPattern.exec(`${line}\n${lines[index + 1] ?? ''}`);
    if (!definition) return line;
    // Only a whole definition where one may stand is sure, and leaves the text: a look-alike
    // may be a paragraph's line (CommonMark's definitions cannot interrupt one), so it is read
    // for images, and its address counts for its label until a sure definition (the first wins).
    const previous = index === 0 ? '' : lines[index - 1]!;
    const mayStand =
      previous.trim() === '' || headingPattern.test(previous) || wholeDefinition.test(previous);
    const sure = mayStand && wholeDefinition.test(line);
    const key = normalizeLabel(decodeText(definition[1]!));
    const destination = definition[2]!;
    const url = decodeText(destination.startsWith('<') ? destination.slice(1, -1) : destination);
    const entry = definitions.get(key) ?? { urls: [], settled: false };
    if (!entry.settled) definitions.set(key, { urls: [...entry.urls, url], settled: sure });
    return sure ? '' : line;
  });
  const shown = new Map([...definitions].map(([key, { urls }]) => [key, urls]));
  return inlineRuns(prose).flatMap((run) => imagesOfRun(run, shown));
}
