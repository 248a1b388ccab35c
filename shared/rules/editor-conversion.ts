/**
 * The article editor's two modes and the moves between them (admin-portal.md sections 4 and 5).
 *
 * Simple mode is one markdown text; advanced mode is introduction, key points, sections and
 * conclusion. The simple text is structured by second-level headings only:
 *
 * ```md
 * Introduction text (everything before the first `## ` heading)
 *
 * ## Key Points
 *
 * - first point
 * - second point
 *
 * ## A section title
 *
 * Section content (### and deeper headings stay inside it)
 *
 * ## Conclusion
 *
 * Conclusion text
 * ```
 *
 * Structural headings. `## Key Points` and `## Conclusion` are the two headings this module writes
 * itself ({@link advancedToSimple}) and reads back ({@link simpleToAdvanced},
 * {@link parseSimpleContent}); they are matched case-insensitively, so the round trip
 * advanced -> simple -> advanced gives back what it started from. The conclusion therefore does
 * get a `## Conclusion` heading: without it, it could not be told apart from the last section.
 *
 * Reserved headings. Every other generic heading (Introduction, Summary, Takeaways, Section 2,
 * Part II, ... see `rules/generic-headings`) is forbidden in simple content, because the page
 * structure already provides it. {@link sanitizeSimpleContent} enforces this and reports one
 * warning per kind of change, each shown as a toast:
 * - 'Restricted heading': a markdown heading (`#` to `######`) with a reserved text was removed;
 *   its text below stays and joins the part above. A second `## Key Points` or `## Conclusion`
 *   is removed the same way.
 * - 'Restricted content': a line that poses as a reserved heading without `#` marks (a bold-only
 *   line `**Summary**`, a label line `Introduction:` or a bare `Section 2`) was removed.
 * - 'Content automatically adjusted': a structural heading written another way
 *   (`# conclusion`, `### KEY POINTS:`, `**Conclusion**`) was rewritten to its exact form
 *   (`## Conclusion`, `## Key Points`) instead of being removed, since it was meant as one; or
 *   prose under `## Key Points` (a paragraph that is not a bullet, often the text of a removed
 *   reserved heading such as `## Introduction`) was moved above the heading, into the part
 *   before it. Conversion never turns prose into a key point.
 * - 'Content cleaned': empty bullets and the placeholder bullets 'Key point' and 'point' were
 *   removed from the Key Points list.
 * Because the structural headings are kept and canonical ones are left untouched,
 * `sanitizeSimpleContent(advancedToSimple(x))` returns its input unchanged with no warnings for
 * any advanced content without reserved headings of its own. Run the sanitiser when text is pasted
 * and before a save or a mode switch, not on every keystroke: a heading half-typed as `## Intro`
 * would otherwise vanish under the writer's cursor.
 *
 * Warnings belong to the writer's own edits: the editor passes the text it loaded as `accepted`,
 * and lines of that text are left alone (a stored conclusion 'Conclusion', the spec's save default,
 * reads as a line posing as a heading, but the writer did not type it).
 */
import type { ArticleCreateInput } from '@shared/schemas/article';
import {
  headingLabel,
  isGenericHeading,
  parseHeadingLine,
  pseudoHeadingText,
} from '@shared/rules/generic-headings';

/** The body fields of the advanced editor. */
export type AdvancedContent = Pick<
  ArticleCreateInput,
  'introduction' | 'key_points' | 'sections' | 'conclusion'
>;

/** Exact text of the two structural headings. */
export const structuralHeadings = { keyPoints: 'Key Points', conclusion: 'Conclusion' } as const;

/** Defaults of the simple -> advanced switch, for parts the text lacks. */
export const switchDefaults = {
  introduction: 'Content starts here',
  section: { title: 'Main Content', content: 'Section content' },
  conclusion: 'Final thoughts',
} as const;

/** Defaults of a simple-mode save, for parts the text lacks; the introduction falls back to the title. */
export const saveDefaults = {
  section: { title: 'Main Content', content: 'Section content' },
  keyPoint: 'Important insight about this topic',
  conclusion: 'Conclusion',
} as const;

/** Key point texts that are editor placeholders, not content (compared case-insensitively). */
export const keyPointPlaceholders: readonly string[] = ['key point', 'point'];

/** A toast to show after {@link sanitizeSimpleContent} changed the text. */
export interface EditorWarning {
  kind: 'restricted-heading' | 'restricted-content' | 'adjusted' | 'cleaned';
  title: string;
  description: string;
  /** How long the toast stays (admin-portal.md section 9: 2000-3000 ms). */
  durationMs: number;
}

/** Result of {@link sanitizeSimpleContent}. */
export interface SanitizedContent {
  content: string;
  /** At most one warning per kind, in the order of the list in the module comment. */
  warnings: EditorWarning[];
}

/** The parts of simple content, before defaults. */
interface SimpleParts {
  introduction: string;
  keyPoints: string[];
  sections: { title: string; content: string }[];
  conclusion: string;
}

type Structural = (typeof structuralHeadings)[keyof typeof structuralHeadings];

const structuralByLabel: ReadonlyMap<string, Structural> = new Map([
  ['key points', structuralHeadings.keyPoints],
  ['conclusion', structuralHeadings.conclusion],
]);

/**
 * Simple -> advanced, when the writer switches modes: text before the first `## ` heading is the
 * introduction, `## Key Points` gives the key points, `## Conclusion` the conclusion, every other
 * `## ` heading a section (kept even when still empty, so nothing typed is lost). Missing parts
 * get {@link switchDefaults}; key points stay an empty list when there are none.
 */
export function simpleToAdvanced(content: string): AdvancedContent {
  const parts = splitSimpleContent(content);
  return {
    introduction: parts.introduction || switchDefaults.introduction,
    key_points: parts.keyPoints,
    sections: parts.sections.length > 0 ? parts.sections : [{ ...switchDefaults.section }],
    conclusion: parts.conclusion || switchDefaults.conclusion,
  };
}

/**
 * Advanced -> simple: the introduction, a `## Key Points` heading with `- ` bullets (left out when
 * there are no key points), each section as `## title` and its content, then `## Conclusion` and
 * the conclusion. Parts are separated by one blank line; empty parts are left out.
 */
export function advancedToSimple(content: AdvancedContent): string {
  const blocks: string[] = [];
  const introduction = content.introduction.trim();
  if (introduction) blocks.push(introduction);
  const points = content.key_points
    .map((point) => point.replace(/\s+/g, ' ').trim())
    .filter((point) => point !== '');
  if (points.length > 0) {
    blocks.push(
      `## ${structuralHeadings.keyPoints}\n\n${points.map((point) => `- ${point}`).join('\n')}`,
    );
  }
  for (const section of content.sections) {
    const body = section.content.trim();
    const heading = `## ${section.title.replace(/\s+/g, ' ').trim()}`;
    blocks.push(body ? `${heading}\n\n${body}` : heading);
  }
  const conclusion = content.conclusion.trim();
  if (conclusion) blocks.push(`## ${structuralHeadings.conclusion}\n\n${conclusion}`);
  return blocks.join('\n\n');
}

/**
 * The re-parse of a simple-mode save. As {@link simpleToAdvanced}, except: placeholder key points
 * ('Key point', 'point') and sections without content are dropped, and missing parts get
 * {@link saveDefaults} (one 'Main Content' section, the key point 'Important insight about this
 * topic', the conclusion 'Conclusion', and the article title as introduction). The result always
 * satisfies the advanced form's minimums.
 */
export function parseSimpleContent(content: string, title: string): AdvancedContent {
  const parts = splitSimpleContent(content);
  const keyPoints = parts.keyPoints.filter((point) => !isPlaceholderPoint(point));
  const sections = parts.sections
    .filter((section) => section.content !== '')
    .map((section) => ({
      title: section.title || saveDefaults.section.title,
      content: section.content,
    }));
  return {
    introduction: parts.introduction || title.trim(),
    key_points: keyPoints.length > 0 ? keyPoints : [saveDefaults.keyPoint],
    sections: sections.length > 0 ? sections : [{ ...saveDefaults.section }],
    conclusion: parts.conclusion || saveDefaults.conclusion,
  };
}

/** Options of {@link sanitizeSimpleContent}. */
export interface SanitizeOptions {
  /**
   * Text the writer did not type (the article as loaded): its lines are kept as they are and
   * raise no warning, however often they occur there.
   */
  accepted?: string;
}

/**
 * Enforces the reserved-heading rule on simple content (see the module comment for what each
 * warning means). Content that needs no change is returned exactly as given, with no warnings.
 */
export function sanitizeSimpleContent(
  content: string,
  options: SanitizeOptions = {},
): SanitizedContent {
  const removedHeadings: string[] = [];
  const removedLines: string[] = [];
  const adjusted: string[] = [];
  const cleaned: string[] = [];
  const seen = new Set<Structural>();
  const accepted = lineCounts(options.accepted ?? '');
  // Whether a line is the loaded text's own; each accepted line is used up once.
  const isAccepted = (line: string) => {
    const left = accepted.get(line) ?? 0;
    if (left === 0) return false;
    accepted.set(line, left - 1);
    return true;
  };
  let block: Structural | undefined;
  let inFence = false;
  const out: string[] = [];
  // Where the Key Points block sits in `out`: its heading line and the line after its end.
  let keyPointsAt: number | undefined;
  let keyPointsEnd: number | undefined;
  const enter = (next: Structural | undefined) => {
    if (block === structuralHeadings.keyPoints && keyPointsEnd === undefined) {
      keyPointsEnd = out.length;
    }
    block = next;
  };

  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^ {0,3}(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || /^ {0,3}(```|~~~)/.test(line)) {
      out.push(line);
      continue;
    }
    const heading = parseHeadingLine(line);
    const posing = heading ? undefined : (pseudoHeadingText(line) ?? bareLabel(line));
    const text = heading?.text ?? posing;
    const structural = text === undefined ? undefined : structuralByLabel.get(headingLabel(text));
    const reserved =
      structural !== undefined
        ? seen.has(structural) || line !== `## ${structural}`
        : heading
          ? isGenericHeading(heading.text)
          : posing !== undefined && isGenericHeading(posing);
    if (reserved && isAccepted(line)) {
      out.push(line);
      continue;
    }

    if (structural) {
      if (seen.has(structural)) {
        (heading ? removedHeadings : removedLines).push(line.trim());
        continue;
      }
      seen.add(structural);
      enter(structural);
      const canonical = `## ${structural}`;
      if (line !== canonical) adjusted.push(`${line.trim()} -> ${canonical}`);
      if (structural === structuralHeadings.keyPoints) keyPointsAt = out.length;
      out.push(canonical);
      continue;
    }
    if (heading) {
      if (isGenericHeading(heading.text)) {
        removedHeadings.push(line.trim());
        continue;
      }
      if (heading.level === 2) enter(undefined);
      out.push(line);
      continue;
    }
    if (posing !== undefined && isGenericHeading(posing)) {
      removedLines.push(line.trim());
      continue;
    }
    if (block === structuralHeadings.keyPoints) {
      const point = bulletText(line);
      if (point !== undefined && (point === '' || isPlaceholderPoint(point))) {
        cleaned.push(line.trim());
        continue;
      }
    }
    out.push(line);
  }
  enter(undefined);

  // Prose under Key Points (not a bullet) is moved above the heading: it is never made a point.
  if (keyPointsAt !== undefined && keyPointsEnd !== undefined) {
    const { list, prose } = splitKeyPointsBlock(out.slice(keyPointsAt + 1, keyPointsEnd));
    if (prose.length > 0) {
      const moved = prose.filter((line) => line.trim() !== '').map((line) => line.trim());
      adjusted.push(`moved ${quoteList(moved.map(shortened))} above "## Key Points"`);
      out.splice(
        keyPointsAt,
        keyPointsEnd - keyPointsAt,
        '',
        ...prose,
        '',
        out[keyPointsAt] ?? `## ${structuralHeadings.keyPoints}`,
        ...list,
      );
    }
  }

  const warnings: EditorWarning[] = [];
  if (removedHeadings.length > 0) {
    warnings.push({
      kind: 'restricted-heading',
      title: 'Restricted heading',
      description: `Removed ${quoteList(removedHeadings)}: headings like Introduction, Summary or Section 1 are added by the page layout.`,
      durationMs: 3000,
    });
  }
  if (removedLines.length > 0) {
    warnings.push({
      kind: 'restricted-content',
      title: 'Restricted content',
      description: `Removed ${quoteList(removedLines)}: lines that act as reserved headings are not allowed.`,
      durationMs: 3000,
    });
  }
  const rewritten = adjusted.filter((item) => !item.startsWith('moved '));
  const moves = adjusted.filter((item) => item.startsWith('moved '));
  if (adjusted.length > 0) {
    const sentences = [
      ...(rewritten.length > 0
        ? [`Rewrote ${quoteList(rewritten)}. Use "## Key Points" and "## Conclusion" exactly.`]
        : []),
      ...moves.map(
        (move) =>
          `M${move.slice(1)}: key points are the bullet lines under it, so text there joins the part above.`,
      ),
    ];
    warnings.push({
      kind: 'adjusted',
      title: 'Content automatically adjusted',
      description: sentences.join(' '),
      durationMs: 2500,
    });
  }
  if (cleaned.length > 0) {
    warnings.push({
      kind: 'cleaned',
      title: 'Content cleaned',
      description: 'Removed empty or placeholder key points.',
      durationMs: 2000,
    });
  }
  if (warnings.length === 0) return { content, warnings };
  // Removed lines leave gaps; close them, but only in text that was changed anyway.
  return {
    content: out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .replace(/^\n+/, ''),
    warnings,
  };
}

/** Splits simple content at `## ` headings outside code blocks, before any defaults. */
function splitSimpleContent(content: string): SimpleParts {
  const blocks: { title: string | undefined; lines: string[] }[] = [
    { title: undefined, lines: [] },
  ];
  let inFence = false;
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^ {0,3}(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? undefined : parseHeadingLine(line);
    if (heading?.level === 2) {
      blocks.push({ title: heading.text, lines: [] });
    } else {
      blocks.at(-1)?.lines.push(line);
    }
  }

  // Prose under Key Points joins the part above it, as the sanitiser moves it: never a point.
  blocks.forEach((block, index) => {
    if (block.title === undefined) return;
    if (structuralByLabel.get(headingLabel(block.title)) !== structuralHeadings.keyPoints) return;
    const { list, prose } = splitKeyPointsBlock(block.lines);
    if (prose.length === 0) return;
    block.lines = list;
    const above = blocks
      .slice(0, index)
      .reverse()
      .find(
        (candidate) =>
          candidate.title === undefined ||
          structuralByLabel.get(headingLabel(candidate.title)) !== structuralHeadings.keyPoints,
      );
    if (!above) return;
    while (above.lines.at(-1)?.trim() === '') above.lines.pop();
    above.lines.push('', ...prose);
  });

  const parts: SimpleParts = { introduction: '', keyPoints: [], sections: [], conclusion: '' };
  const conclusions: string[] = [];
  for (const block of blocks) {
    const body = block.lines.join('\n').trim();
    if (block.title === undefined) {
      parts.introduction = body;
      continue;
    }
    const structural = structuralByLabel.get(headingLabel(block.title));
    if (structural === structuralHeadings.keyPoints) {
      parts.keyPoints.push(...keyPointsOf(block.lines));
    } else if (structural === structuralHeadings.conclusion) {
      if (body) conclusions.push(body);
    } else {
      parts.sections.push({ title: block.title, content: body });
    }
  }
  parts.conclusion = conclusions.join('\n\n');
  return parts;
}

/**
 * The lines of a Key Points block, split into the list (bullets, the indented lines that continue
 * them, blank lines) and the prose (any other line: a paragraph that is not part of the list).
 * Prose paragraphs stay separated by a blank line.
 */
function splitKeyPointsBlock(lines: readonly string[]): { list: string[]; prose: string[] } {
  const list: string[] = [];
  const prose: string[] = [];
  let afterBullet = false;
  let lastWasProse = false;
  for (const line of lines) {
    const isListLine =
      line.trim() === '' || bulletText(line) !== undefined || (afterBullet && /^\s/.test(line));
    if (isListLine) {
      if (bulletText(line) !== undefined) afterBullet = true;
      list.push(line);
      lastWasProse = false;
      continue;
    }
    if (!lastWasProse && prose.length > 0) prose.push('');
    prose.push(line);
    lastWasProse = true;
    afterBullet = false;
  }
  return { list, prose };
}

/**
 * Key points of a Key Points block: one per bullet, bullet marks removed. An indented line under a
 * bullet continues that bullet (a wrapped point stays one point). Other lines are prose, which
 * {@link splitSimpleContent} has already moved out of the block.
 */
function keyPointsOf(lines: readonly string[]): string[] {
  const points: string[] = [];
  for (const line of lines) {
    const bullet = bulletText(line);
    const text = line.trim();
    if (bullet !== undefined) points.push(bullet);
    else if (text !== '' && points.length > 0) {
      points[points.length - 1] = `${points[points.length - 1]} ${text}`.trim();
    }
  }
  return points.filter((point) => point !== '');
}

/** Counts of the lines of `text`. */
function lineCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return counts;
}

function shortened(line: string): string {
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/** The text of a bullet line (`- x`, `* x`, `+ x`, `1. x`), '' for an empty bullet, else undefined. */
function bulletText(line: string): string | undefined {
  const match = /^\s*(?:[-*+]|\d+[.)])(?:\s+(.*))?$/.exec(line);
  if (!match) return undefined;
  return (match[1] ?? '').trim();
}

function isPlaceholderPoint(point: string): boolean {
  return keyPointPlaceholders.includes(headingLabel(point));
}

// A line that is nothing but a short label, e.g. "Section 2"; only such lines can pose as headings.
function bareLabel(line: string): string | undefined {
  const trimmed = line.trim();
  return trimmed !== '' && trimmed.length <= 40 && !/[.!?]$/.test(trimmed) ? trimmed : undefined;
}

function quoteList(items: readonly string[]): string {
  const shown = items.slice(0, 3).map((item) => `"${item}"`);
  const more = items.length > 3 ? ` and ${items.length - 3} more` : '';
  return shown.join(', ') + more;
}
