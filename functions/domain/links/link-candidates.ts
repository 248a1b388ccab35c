/**
 * Published articles and programmatic pages as candidates of the related-items ranking: their
 * path, the facts the ranking boosts, whether their path answers the public, and the fingerprint
 * of their visible words.
 */
import { isPublicArticle } from '@shared/rules/article-content';
import { solutionSlugReservation } from '@shared/rules/reserved-slugs';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import { articlePath } from '@functions/domain/generation/site-links';
import { signatureOf } from '@functions/domain/quality/fingerprint';
import { articleText, pageText } from '@functions/domain/quality/subjects';
import type { RelatedCandidate } from './related-items';

/** Public path of a programmatic page (public-site.md section 2). */
export function pagePath(slug: string): string {
  return `/solutions/${slug}`;
}

/**
 * A page as a candidate. It is published when its switch is on and no fixed route or fixed
 * redirect answers its path first (such a link would open another page).
 */
export function pageCandidate(page: PageRecord): RelatedCandidate {
  return {
    id: page.id,
    kind: 'page',
    path: pagePath(page.slug),
    title: page.title || page.h1 || page.keyword,
    industry: page.industry,
    keyword: page.keyword,
    category: '',
    published: page.status === 'published' && !solutionSlugReservation(page.slug),
    signature: signatureOf(pageText(page)),
  };
}

/** An article as a candidate: published when the public site shows it (an allowed category). */
export function articleCandidate(article: ArticleRecord): RelatedCandidate {
  return {
    id: article.id,
    kind: 'article',
    path: articlePath(article.slug),
    title: article.title,
    industry: '',
    keyword: article.title,
    category: article.category_name,
    published: isPublicArticle(article),
    signature: signatureOf(articleText(article)),
  };
}
