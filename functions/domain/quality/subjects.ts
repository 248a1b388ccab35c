/**
 * Articles and programmatic pages as the quality gate reads them: the text a visitor sees (title,
 * headings, body; markdown marks fall away with the word split), the path and the status the
 * gate compares by.
 */
import { plainLines } from '@shared/rules/plain-text';
import type { ArticleRecord } from '@shared/schemas/article';
import { articlePath, pagePath } from '@functions/domain/generation/site-links';
import type { PageRecord } from '@shared/schemas/page';
import type { IndexedStatus } from '@functions/domain/quality/content-index';
import type { QualitySubject } from '@functions/domain/quality/quality-gate';

function statusOf(published: boolean, review: { state: string } | undefined): IndexedStatus {
  if (published) return 'published';
  return review?.state === 'in_review' ? 'in_review' : 'other';
}

const joined = (parts: readonly string[]) => plainLines(parts.filter(Boolean).join('\n'));

/** The fields of a page its text is made of ({@link pageText} reads these alone). */
const pageTextFields = [
  'title',
  'h1',
  'subheadline',
  'intro_paragraph',
  'value_bullets',
  'cta_section',
  'faqs',
] as const satisfies readonly (keyof PageRecord)[];

/**
 * The fields of a page that can change its subject ({@link pageSubject} reads these alone, with
 * its id and slug, which never change): a write that changes none leaves its index row as it is.
 */
export const pageSubjectFields = [
  ...pageTextFields,
  'status',
  'review',
  'seo',
  'meta_description',
] as const satisfies readonly (keyof PageRecord)[];

/**
 * The words a visitor reads on a programmatic page, as plain lines: the one text the quality
 * gate fingerprints and the related links compare (so both measure the same similarity).
 */
export function pageText(page: Pick<PageRecord, (typeof pageTextFields)[number]>): string {
  return joined([
    page.title,
    page.h1,
    page.subheadline,
    page.intro_paragraph,
    ...page.value_bullets,
    page.cta_section,
    ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ]);
}

/** The words a visitor reads in an article (its title, body and conclusion), as plain lines. */
export function articleText(
  article: Pick<ArticleRecord, 'title' | 'introduction' | 'key_points' | 'sections' | 'conclusion'>,
): string {
  return joined([
    article.title,
    article.introduction,
    ...article.key_points,
    ...article.sections.flatMap((section) => [section.title, section.content]),
    article.conclusion,
  ]);
}

/**
 * A page as the gate reads it: its title and meta description are the ones search results show
 * (the SEO dialog's when set), so an edit there is compared too. Every programmatic page is
 * written by the model, so the thin-content floor applies to each.
 */
export function pageSubject(
  page: Pick<PageRecord, 'id' | 'slug' | (typeof pageSubjectFields)[number]>,
): QualitySubject {
  return {
    id: page.id,
    kind: 'page',
    status: statusOf(page.status === 'published', page.review),
    path: pagePath(page.slug),
    title: page.seo?.meta_title || page.title,
    meta_description: page.seo?.meta_description || page.meta_description,
    text: pageText(page),
    generated: true,
  };
}

/**
 * An article as the gate reads it: its search title (SEO one, else its title) and description
 * (SEO one, else its excerpt). Only a batch-generated article meets the thin-content floor.
 */
export function articleSubject(article: ArticleRecord): QualitySubject {
  return {
    id: article.id,
    kind: 'article',
    status: statusOf(article.is_published, article.review),
    path: articlePath(article.slug),
    title: article.seo?.meta_title || article.title,
    meta_description: article.seo?.meta_description || article.excerpt,
    text: articleText(article),
    generated: article.generated === true,
  };
}
