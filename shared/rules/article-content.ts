/**
 * Article content normalisation (public-site.md section 5, "Article content"): turns whatever an
 * article record holds (hand-written, pasted, AI-written or legacy) into what the public site
 * shows, plus the card fallbacks, `{slug}` link tokens and the batch excerpt rule.
 *
 * The API applies the record-level rules (`toArticleSummary`, `toArticleDetail`) so every client
 * gets clean data; the card fallbacks are exported for the web because a card may also be fed by
 * sample data.
 */
import type {
  ArticleContent,
  ArticleDetail,
  ArticleRecord,
  ArticleSection,
  ArticleSummary,
} from '@shared/schemas/article';
import { isAllowedCategory } from '@shared/content/categories';
import { defaultAuthorName } from '@shared/content/default-author';
import {
  headingLabel,
  isGenericHeading,
  parseHeadingLine,
  pseudoHeadingText,
} from '@shared/rules/generic-headings';
import { formatLongDate } from '@shared/rules/long-date';

/** Title and content given to a section that lacks either. */
export const unknownSection: Readonly<ArticleSection> = {
  title: 'Unknown Section',
  content: 'Content unavailable',
};

/** What a card shows when a field is missing. */
export const articleCardFallbacks = {
  date: 'No date',
  title: 'Untitled',
  author: 'Anonymous',
} as const;

/** Length of the introduction an excerpt is cut from (admin-portal.md section 9). */
export const excerptFallbackLength = 150;

/** key_points kept only when a list; each item becomes text; empty items are dropped. */
export function normaliseKeyPoints(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(toText).filter((point) => point !== '');
}

/**
 * True when a section title would add nothing as a heading: generic ("Introduction", "Key Points",
 * "Section 2", ...) or shorter than 3 characters. Such titles are hidden, the content is kept.
 */
export function isHiddenSectionTitle(title: string): boolean {
  return headingLabel(title).length < 3 || isGenericHeading(title);
}

/**
 * Removes heading lines that repeat what the page already says: markdown headings, bold-only
 * lines and 'Label:' lines whose text is generic or equal to `ownTitle` (the section's title,
 * which the page already shows), and bare lines that are only a generic word. Code blocks are left
 * alone. Blank-line runs left behind are collapsed and the result is trimmed.
 */
export function stripRedundantHeadings(text: string, ownTitle?: string): string {
  const own = ownTitle === undefined ? undefined : headingLabel(ownTitle);
  let inFence = false;
  const kept = text.split(/\r?\n/).filter((line) => {
    if (/^ {0,3}(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return true;
    const heading = parseHeadingLine(line)?.text ?? pseudoHeadingText(line);
    if (heading !== undefined) {
      return !(isGenericHeading(heading) || (own !== undefined && headingLabel(heading) === own));
    }
    return !(line.trim() !== '' && line.trim().length <= 40 && isGenericHeading(line));
  });
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Sections as the public page shows them: a list only; an item without a title or content becomes
 * {@link unknownSection}; redundant heading lines are stripped from the content; sections left
 * empty are dropped; hidden titles (see {@link isHiddenSectionTitle}) become '' so the page
 * renders the content without a heading.
 */
export function normaliseSections(value: unknown): ArticleSection[] {
  if (!Array.isArray(value)) return [];
  const sections: ArticleSection[] = [];
  for (const item of value) {
    const raw = isRecord(item) ? item : {};
    const title = toText(raw.title);
    const content = toText(raw.content);
    const section = title === '' || content === '' ? { ...unknownSection } : { title, content };
    const stripped = stripRedundantHeadings(section.content, section.title);
    if (stripped === '') continue;
    sections.push({
      title: isHiddenSectionTitle(section.title) ? '' : section.title,
      content: stripped,
    });
  }
  return sections;
}

/** The public body of an article record, every rule of "Article content" applied. */
export function normaliseArticleContent(record: {
  introduction?: unknown;
  key_points?: unknown;
  sections?: unknown;
  conclusion?: unknown;
}): ArticleContent {
  return {
    introduction: stripRedundantHeadings(toText(record.introduction)),
    keyPoints: normaliseKeyPoints(record.key_points),
    sections: normaliseSections(record.sections),
    conclusion: stripRedundantHeadings(toText(record.conclusion)),
  };
}

/** True when a record may appear on the public site: published, in an allowed category. */
export function isPublicArticle(record: {
  is_published?: unknown;
  category_name?: unknown;
}): boolean {
  return (
    record.is_published === true &&
    typeof record.category_name === 'string' &&
    isAllowedCategory(record.category_name)
  );
}

/** Fields of a record the public summary is made from. */
export type ArticleSummarySource = Pick<
  ArticleRecord,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'published_date'
  | 'author_name'
  | 'category_name'
  | 'image_url'
  | 'image_alt'
>;

/** The public card of a record; a missing author becomes the default team author. */
export function toArticleSummary(record: ArticleSummarySource, brandName: string): ArticleSummary {
  return {
    id: record.id,
    title: record.title,
    slug: record.slug,
    excerpt: record.excerpt,
    date: record.published_date,
    author: record.author_name.trim() || defaultAuthorName(brandName),
    category: record.category_name,
    imageUrl: record.image_url,
    ...(record.image_alt ? { imageAlt: record.image_alt } : {}),
  };
}

/**
 * The public page of a record: its card plus the normalised body (the API adds the body's HTML,
 * functions/domain/articles/article-html.ts).
 */
export function toArticleDetail(
  record: ArticleRecord,
  brandName: string,
): Omit<ArticleDetail, 'html'> {
  const published = record.published_date;
  // An edit made before publishing is no modification of what readers saw: never before `date`.
  const modified = record.updated_at > published ? record.updated_at : published;
  return {
    ...toArticleSummary(record, brandName),
    modified,
    content: normaliseArticleContent(record),
    ...(record.seo ? { seo: record.seo } : {}),
  };
}

/**
 * A publication date as cards and article pages show it, US English long form
 * ('May 15, 2025', in UTC: see long-date.ts), or 'No date'.
 */
export function formatArticleDate(iso: string | null | undefined): string {
  if (!iso) return articleCardFallbacks.date;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return articleCardFallbacks.date;
  return formatLongDate(date);
}

/** The text lines of a card, each with its fallback. */
export function articleCardText(summary: {
  title?: string | null;
  author?: string | null;
  date?: string | null;
}): { title: string; author: string; date: string } {
  return {
    title: summary.title?.trim() || articleCardFallbacks.title,
    author: summary.author?.trim() || articleCardFallbacks.author,
    date: formatArticleDate(summary.date),
  };
}

/**
 * Turns `{slug}` tokens into markdown links to `/articles/{slug}` (public-site.md section 2). Only
 * slug-shaped tokens are touched, so braces in ordinary prose or code stay as written.
 */
export function linkArticleTokens(markdown: string): string {
  return markdown.replace(
    /\{([a-z0-9]+(?:-[a-z0-9]+)*)\}/g,
    (_token, slug: string) => `[${slug}](/articles/${slug})`,
  );
}

/**
 * Excerpt of a generated article (admin-portal.md section 7): the meta description, otherwise the
 * first 150 characters of the introduction followed by '...' (only when something was cut).
 */
export function generatedExcerpt(article: {
  metaDescription?: string | null;
  introduction: string;
}): string {
  const meta = article.metaDescription?.trim();
  if (meta) return meta;
  const intro = article.introduction.replace(/\s+/g, ' ').trim();
  if (intro.length <= excerptFallbackLength) return intro;
  return `${intro.slice(0, excerptFallbackLength).trimEnd()}...`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Text of a stored value: strings trimmed, numbers and booleans written out, objects as JSON,
// null and undefined as ''.
function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}
