/**
 * The Insights list's data once it reads the API: the categories and the current page of articles
 * through the data cache. It renders nothing; it hands each answer to the list (`onData`), which
 * keeps rendering the tabs and cards itself, so the tabs are not remounted (nor lose focus) when
 * this loads. A chunk of its own: the rendered first view needs no request, so that page only
 * downloads the data cache once the visitor asks for another tab or page.
 */
import { useLayoutEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ArticleListResponse, ArticleSummary } from '@shared/schemas/article';
import type { PublicCategoryListResponse } from '@shared/schemas/category';
import type { InsightsFirstView } from '@shared/schemas/render';
import { sampleArticles } from '~/content/sample-articles';
import { QueryProvider } from '~/lib/query-client';
import { articleListQuery } from '../api/list-articles';
import { publicCategoriesQuery } from '../api/list-categories';

/** How long a rendered first view is taken as fresh (the page is rendered again on every change). */
const firstViewFreshMs = 60 * 1000;

/** What the list shows; `category` and `page` name the view the articles belong to. */
export interface InsightsData {
  category: string;
  page: number;
  categories: PublicCategoryListResponse | undefined;
  categoriesPending: boolean;
  articles: ArticleListResponse | undefined;
  articlesPending: boolean;
  articlesError: boolean;
  /** What the list shows when the articles cannot be loaded (only this chunk carries them). */
  sampleArticles: readonly ArticleSummary[];
}

interface InsightsDataProps {
  category: string;
  page: number;
  firstView: InsightsFirstView | null;
  /** When the first view was shown: its data is as fresh as it was then, not from this load. */
  firstViewAt: number;
  onData: (data: InsightsData) => void;
}

function Queries({ category, page, firstView, firstViewAt, onData }: InsightsDataProps) {
  const rendered = firstView !== null && firstView.category === category && page === 1;
  const categories = useQuery({
    ...publicCategoriesQuery,
    ...(firstView ? { initialData: firstView.categories, initialDataUpdatedAt: firstViewAt } : {}),
  });
  const articles = useQuery({
    ...articleListQuery(category, page),
    ...(rendered
      ? {
          initialData: firstView.list,
          initialDataUpdatedAt: firstViewAt,
          staleTime: firstViewFreshMs,
        }
      : {}),
  });
  // Before the browser paints, so the list never shows one view's tab with another's cards.
  useLayoutEffect(() => {
    onData({
      category,
      page,
      categories: categories.data,
      categoriesPending: categories.isPending,
      articles: articles.data,
      articlesPending: articles.isPending,
      articlesError: articles.isError,
      sampleArticles,
    });
  }, [
    onData,
    category,
    page,
    categories.data,
    categories.isPending,
    articles.data,
    articles.isPending,
    articles.isError,
  ]);
  return null;
}

export default function InsightsDataSource(props: InsightsDataProps) {
  return (
    <QueryProvider>
      <Queries {...props} />
    </QueryProvider>
  );
}
