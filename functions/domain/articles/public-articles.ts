/**
 * The articles the public site shows (public-site.md sections 3, 5 and 7): published ones, in the
 * allowed categories only, newest first, in numbered pages of six, normalised by the shared
 * "Article content" rules.
 */
import { pageCountOf } from '@shared/schemas/api';
import {
  articlesPerPage,
  type ArticleListQuery,
  type ArticleListResponse,
  type ArticleSummary,
} from '@shared/schemas/article';
import { isAllowedCategory } from '@shared/content/categories';
import { isPublicArticle, toArticleSummary } from '@shared/rules/article-content';
import { withPublicImages, type MediaReader } from '@functions/domain/media/article-images';
import type { PublishedArticleReader, PublishedCountReader } from './article-ports';
import { articlePath } from '@functions/domain/generation/site-links';

/** Message of an unknown or unpublished article (public-site.md section 7). */
export const articleNotFoundMessage = 'Article not found';

/** What the public article reads need. */
export interface PublicArticleDeps {
  articles: PublishedArticleReader;
  counts: PublishedCountReader;
  /** The brand: a missing author is shown as its team. */
  brandName: string;
  /** Processed uploads: articles showing one carry its variants (`image`). */
  images?: MediaReader;
}

/**
 * One numbered page of the public list. The total comes from the exact per-category counters, so
 * the page count costs no counting query; a page past the end is empty, with the real page count.
 */
export async function listPublishedArticles(
  deps: PublicArticleDeps,
  query: ArticleListQuery,
): Promise<ArticleListResponse> {
  // The whole list's total is one kept count; a category's, that category's.
  const total =
    query.category === undefined
      ? await deps.counts.publishedListed()
      : isAllowedCategory(query.category)
        ? ((await deps.counts.publishedByCategory([query.category]))[query.category] ?? 0)
        : 0;
  const pageCount = pageCountOf(total, articlesPerPage);
  const page = { page: query.page, pageCount, total };
  if (query.page > pageCount) return { items: [], ...page };

  const cards = await deps.articles.publishedPage({
    category: query.category,
    offset: (query.page - 1) * articlesPerPage,
    limit: articlesPerPage,
  });
  // The index holds only public articles; checking again keeps a half-written row out regardless.
  const items = cards.filter(isPublicArticle).map((card) => toArticleSummary(card, deps.brandName));
  return { items: await withPublicImages(deps.images, items), ...page };
}

/** The feeds' articles, and when the newest change among them was made. */
export interface LatestArticles {
  items: ArticleSummary[];
  /** The latest `updated_at` (or publication) of the items, ISO-8601; absent when none. */
  lastModified?: string;
}

/**
 * The newest `limit` published articles of every category, newest first (the feeds). Articles
 * their editors marked noindex are left out (a feed is read by aggregators and crawlers too), and
 * so are those whose page a managed redirect sends elsewhere (`redirectedPaths`: readers would
 * follow the item to another page), so windows are read until `limit` are found or none are left.
 */
export async function latestPublishedArticles(
  deps: Pick<PublicArticleDeps, 'articles' | 'brandName' | 'images'>,
  limit: number,
  redirectedPaths: ReadonlySet<string> = new Set(),
): Promise<LatestArticles> {
  const items: ArticleSummary[] = [];
  let lastModified: string | undefined;
  for (let offset = 0; items.length < limit; offset += limit) {
    const cards = await deps.articles.publishedPage({ category: undefined, offset, limit });
    for (const card of cards) {
      if (items.length >= limit || !isPublicArticle(card) || card.seo?.noindex) continue;
      if (redirectedPaths.has(articlePath(card.slug))) continue;
      items.push(toArticleSummary(card, deps.brandName));
      const changed = card.updated_at ?? card.published_date;
      if (changed && (!lastModified || changed > lastModified)) lastModified = changed;
    }
    if (cards.length < limit) break;
  }
  const shown = await withPublicImages(deps.images, items);
  return lastModified ? { items: shown, lastModified } : { items: shown };
}
