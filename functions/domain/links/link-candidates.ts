/**
 * Published articles and programmatic pages as candidates of the related-items ranking: their
 * path, the facts the ranking boosts, whether their path answers the public, and the fingerprint
 * of their visible words (the content index's, when the caller has it: see functions/wiring/links.ts).
 */
import { isPublicArticle } from '@shared/rules/article-content';
import { solutionSlugReservation } from '@shared/rules/reserved-slugs';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import { articlePath, pagePath } from '@functions/domain/generation/site-links';
import { signatureOf, type Signature } from '@functions/domain/quality/fingerprint';
import { articleText, pageText } from '@functions/domain/quality/subjects';
import type { RelatedCandidate } from './related-items';

/**
 * Whether a page's path answers the public: its switch is on and no fixed route or fixed redirect
 * answers its path first (a link to it would open another page).
 */
export function isLinkablePage(page: Pick<PageRecord, 'status' | 'slug'>): boolean {
  return page.status === 'published' && !solutionSlugReservation(page.slug);
}

/**
 * A page as a candidate, published when {@link isLinkablePage}. `signature` is the
 * fingerprint of its text ({@link pageText}), worked out here when not given.
 */
export function pageCandidate(
  page: PageRecord,
  signature: Signature = signatureOf(pageText(page)),
): RelatedCandidate {
  return {
    id: page.id,
    kind: 'page',
    path: pagePath(page.slug),
    title: page.title || page.h1 || page.keyword,
    industry: page.industry,
    keyword: page.keyword,
    category: '',
    published: isLinkablePage(page),
    signature,
  };
}

/**
 * An article as a candidate: published when the public site shows it (an allowed category). Its
 * list row is enough with the fingerprint of its text ({@link articleText}, so the whole record).
 */
export function articleCandidate(
  article: Pick<ArticleRecord, 'id' | 'slug' | 'title' | 'category_name' | 'is_published'>,
  signature: Signature,
): RelatedCandidate {
  return {
    id: article.id,
    kind: 'article',
    path: articlePath(article.slug),
    title: article.title,
    industry: '',
    keyword: article.title,
    category: article.category_name,
    published: isPublicArticle(article),
    signature,
  };
}

/** An article record as a candidate, fingerprinted here. */
export function wholeArticleCandidate(article: ArticleRecord): RelatedCandidate {
  return articleCandidate(article, signatureOf(articleText(article)));
}
