/**
 * What is done to a model's article before it is saved: the spec's reserved and filler heading
 * rules (shared/rules/article-content) applied to every text, generic section titles replaced,
 * headings inside sections kept below the section level (the simple editor splits content at
 * second-level headings), and every link whose target is not a real page of the site removed
 * (its text is kept). Pure functions: no model, no storage.
 */
import type { GeneratedArticle } from '@shared/schemas/generation';
import { isHiddenSectionTitle, stripRedundantHeadings } from '@shared/rules/article-content';
import { headingLabel, isGenericHeading } from '@shared/rules/generic-headings';

/** What an article is finished against. */
export interface FinishOptions {
  keyword: string;
  title: string;
  /** Whether links were asked for; without it every link is removed. */
  includeLinks: boolean;
  /** Paths that exist on the site; the only link targets kept. */
  siteLinks: readonly string[];
}

/** Key point the spec's editor uses when none is left (admin-portal.md section 4). */
export const defaultKeyPoint = 'Important insight about this topic';

// Placeholder items the editor drops (admin-portal.md section 4, simple-mode save).
const placeholderKeyPoints = new Set(['key point', 'point']);

/** Normalises a link target for comparison: no trailing slash (except the root), no fragment. */
function normalisePath(target: string): string {
  const withoutFragment = target.split('#')[0]?.split('?')[0] ?? '';
  return withoutFragment.length > 1 ? withoutFragment.replace(/\/+$/, '') : withoutFragment;
}

/**
 * Removes every markdown link, reference definition and autolink whose target is not one of
 * `allowed` (all of them when `allowed` is empty), keeping the link text. Images are removed.
 */
export function keepOnlySiteLinks(markdown: string, allowed: ReadonlySet<string>): string {
  const isAllowed = (target: string) => allowed.has(normalisePath(target.trim()));
  return (
    markdown
      // Images: the model has no images to show.
      .replace(/!\[([^\]]*)\]\(([^)]*)\)/g, '')
      // Inline links [text](target "title").
      .replace(
        /\[([^\]]+)\]\(\s*<?([^)\s>]*)>?(?:\s+["'(][^)]*["')])?\s*\)/g,
        (link, text: string, target: string) => (isAllowed(target) ? link : text),
      )
      // Reference definitions [label]: target
      .replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm, (line) => {
        const target = /\]:\s*<?([^\s>]+)/.exec(line)?.[1] ?? '';
        return isAllowed(target) ? line : '';
      })
      // Autolinks <https://...>
      .replace(/<((?:https?|mailto|ftp):[^>\s]+)>/gi, (_link, target: string) =>
        target.replace(/^[a-z]+:\/*/i, ''),
      )
  );
}

/** Demotes level 1-2 headings inside a section's content to level 3. */
function demoteHeadings(markdown: string): string {
  let inFence = false;
  return markdown
    .split(/\r?\n/)
    .map((line) => {
      if (/^ {0,3}(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) return line;
      return line.replace(/^( {0,3})#{1,2}(?=[ \t])/, '$1###');
    })
    .join('\n');
}

/** Text of a key point without bullet marks or numbering. */
function cleanKeyPoint(point: string): string {
  return point
    .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A section title without heading marks, emphasis or a final colon. */
function cleanTitle(title: string): string {
  return title
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/[*_`]+/g, '')
    .replace(/[\s:]+$/, '')
    .trim();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Titles given, in order, to sections whose title was generic. */
function fallbackTitles(keyword: string): string[] {
  const kw = capitalise(keyword.trim());
  return [
    `Why ${kw} Matters`,
    `Putting ${kw} Into Practice`,
    `Common Pitfalls With ${kw}`,
    `Measuring ${kw} Results`,
    `Next Steps for ${kw}`,
  ];
}

/**
 * The article as it will be saved. Throws nothing: a text left empty by the rules gets the
 * editor's default (the title for the introduction); a section left empty is dropped. Callers
 * check that at least one section remains.
 */
export function finishGeneratedArticle(
  article: GeneratedArticle,
  options: FinishOptions,
): GeneratedArticle {
  const allowed = new Set(options.includeLinks ? options.siteLinks.map(normalisePath) : []);
  const clean = (text: string, ownTitle?: string) =>
    stripRedundantHeadings(keepOnlySiteLinks(text, allowed), ownTitle);

  const keyPoints = article.keyPoints
    .map((point) => cleanKeyPoint(keepOnlySiteLinks(point, allowed)))
    .filter((point) => point !== '' && !placeholderKeyPoints.has(point.toLowerCase()))
    .filter((point) => !isGenericHeading(point));

  const spare = fallbackTitles(options.keyword);
  const used = new Set<string>();
  const sections = article.sections.flatMap((section) => {
    let title = cleanTitle(section.title);
    const content = demoteHeadings(clean(section.content, title));
    if (content === '') return [];
    if (isHiddenSectionTitle(title) || used.has(headingLabel(title))) {
      title =
        spare.find((candidate) => !used.has(headingLabel(candidate))) ??
        `${capitalise(options.keyword)} in Focus`;
    }
    used.add(headingLabel(title));
    return [{ title, content }];
  });

  return {
    introduction: clean(article.introduction) || options.title,
    keyPoints: keyPoints.length > 0 ? keyPoints : [defaultKeyPoint],
    sections,
    conclusion: clean(article.conclusion) || 'Final thoughts',
    metaDescription: article.metaDescription.replace(/\s+/g, ' ').trim(),
  };
}
