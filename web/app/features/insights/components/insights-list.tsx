/**
 * The Insights list (public-site.md sections 2 and 4): a tab strip (All plus each category with
 * published articles), a grid of six cards per page (six skeleton cards while loading),
 * pagination above one page, and 'No articles found in this category.' The category and page live
 * in the query string (?category=&page=), so back and forward work; a category change returns to
 * page 1 and a page change scrolls to the top. When the list cannot be loaded a destructive toast
 * appears and the two sample articles are shown. After loading, CollectionPage JSON-LD lists up to
 * ten of the article links.
 *
 * The first render (prerender and hydration) ignores the query string, so the prerendered markup
 * always matches; the real state applies right after hydration. A page rendered on publish comes
 * with its first view (`firstView`: one category tab, page 1, and the tabs), so its HTML already
 * lists the articles with real links; the prerendered fallback shows skeleton cards instead and
 * preloads page 1 from the API while the scripts load. The data cache that reads the API is a lazy
 * chunk (insights-data.tsx), loaded once the list shows anything but the rendered first view.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useSearchParams } from 'react-router';
import { toast } from '~/lib/toast';
import { categoryLabel } from '@shared/content/categories';
import { slugify } from '@shared/rules/slugify';
import type { ArticleSummary } from '@shared/schemas/article';
import type { InsightsFirstView } from '@shared/schemas/render';
import { JsonLdScript } from '~/components/layout/json-ld-script';
import { Skeleton } from '~/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { insightsCopy as copy } from '~/content/insights';
import { canonicalUrl } from '~/lib/site-config';
import { useHydrated } from '~/lib/use-hydrated';
import { articleListPath } from '../api/article-list-path';
import { ArticleCard, ArticleCardSkeleton } from './article-card';
import type { InsightsData } from './insights-data';
import { Pagination } from './pagination';

/**
 * The API side of the list (data cache, API client), loaded the first time the list shows a view
 * that is not the rendered first view: a rendered page that stays on it asks for nothing.
 */
const InsightsDataSource = lazy(() => import('./insights-data'));

const allValue = 'all';

/**
 * The tab value of each category: a slug, since Radix builds the tab's and panel's element ids
 * from it and an id may hold no space ("Business Development"). Never `all`, and unique even
 * when two names slugify alike.
 */
export function categoryTabValues(names: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  const taken = new Set([allValue]);
  for (const name of names) {
    const base = `category-${slugify(name) || 'other'}`;
    let value = base;
    for (let n = 2; taken.has(value); n += 1) value = `${base}-${n}`;
    taken.add(value);
    values.set(name, value);
  }
  return values;
}
const skeletonCount = 6;
/** Cards in the grid's first row at its widest (lg:grid-cols-3). */
const firstRow = 3;
const maxJsonLdLinks = 10;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function collectionPageJsonLd(articles: readonly ArticleSummary[], description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: copy.collectionName,
    description,
    url: canonicalUrl('/insights'),
    hasPart: articles.slice(0, maxJsonLdLinks).map((article) => ({
      '@type': 'Article',
      headline: article.title,
      url: canonicalUrl(`/insights/${article.slug}`),
    })),
  };
}

export function InsightsList({
  description,
  firstView,
}: {
  description: string;
  firstView: InsightsFirstView | null;
}) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = hydrated ? (searchParams.get('category') ?? '') : (firstView?.category ?? '');
  const page = hydrated ? pageFrom(searchParams.get('page')) : 1;
  const rendered = firstView !== null && firstView.category === category && page === 1;

  // The first view's articles are asked for by the HTML, while the scripts load, and the list's
  // own request for that address is answered from the preload. The categories are not preloaded:
  // they stay fresh in the data cache for five minutes, so on a return visit within that time
  // the list would not ask for them and the preload would be a wasted request.
  if (!firstView) preload(articleListPath('', 1), { as: 'fetch', crossOrigin: 'anonymous' });

  // From the first view that is not the rendered one on, the list reads the API (and its cache
  // holds every view, the first one included).
  const [readsApi, setReadsApi] = useState(false);
  if (hydrated && !rendered && !readsApi) setReadsApi(true);
  const [firstViewAt] = useState(() => Date.now());
  const [data, setData] = useState<InsightsData | null>(null);
  const current = readsApi && data?.category === category && data.page === page ? data : null;

  const categories = readsApi
    ? {
        data: data?.categories ?? firstView?.categories,
        isPending: data ? data.categoriesPending : !firstView,
      }
    : { data: firstView?.categories, isPending: !firstView };
  const articles =
    !readsApi && rendered
      ? { data: firstView.list, isPending: false, isError: false }
      : {
          data: current?.articles,
          isPending: current ? current.articlesPending : true,
          isError: current?.articlesError ?? false,
        };

  useEffect(() => {
    if (articles.isError) {
      toast.error(copy.loadError.title, {
        id: copy.loadError.title,
        description: copy.loadError.description,
      });
    }
  }, [articles.isError]);

  const tabNames = (categories.data?.items ?? []).map((item) => item.name);
  if (category && !tabNames.includes(category)) tabNames.push(category);

  const tabValues = categoryTabValues(tabNames);
  const currentTab = (category && tabValues.get(category)) || allValue;
  const selectCategory = (value: string) => {
    const next = new URLSearchParams();
    const name = [...tabValues].find(([, tab]) => tab === value)?.[0];
    if (name !== undefined) next.set('category', name);
    setSearchParams(next, { preventScrollReset: true });
  };

  const selectPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    setSearchParams(params);
    window.scrollTo({ top: 0 });
  };

  const loading = articles.isPending;
  // An error is only ever reported by the API side, which brings the sample articles along.
  const items = articles.isError ? (current?.sampleArticles ?? []) : (articles.data?.items ?? []);

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      {readsApi ? (
        <Suspense fallback={null}>
          <InsightsDataSource
            category={category}
            page={page}
            firstView={firstView}
            firstViewAt={firstViewAt}
            onData={setData}
          />
        </Suspense>
      ) : null}
      <Tabs value={currentTab} onValueChange={selectCategory}>
        <div className="flex min-h-12 justify-center overflow-x-auto pb-2">
          <TabsList aria-label={copy.categoriesLabel} className="flex-wrap">
            <TabsTrigger value={allValue}>{copy.allTab}</TabsTrigger>
            {tabNames.map((name) => (
              <TabsTrigger key={name} value={tabValues.get(name) ?? allValue}>
                {categoryLabel(name)}
              </TabsTrigger>
            ))}
            {categories.isPending
              ? Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} className="mx-1 h-7 w-20" />
                ))
              : null}
          </TabsList>
        </div>
        <TabsContent value={currentTab} className="mt-8" tabIndex={-1}>
          {loading ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
              {Array.from({ length: skeletonCount }, (_, index) => (
                <ArticleCardSkeleton key={index} />
              ))}
            </div>
          ) : items.length === 0 ? (
            <p className="py-16 text-center text-lg text-muted-foreground">{copy.empty}</p>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((article, index) => (
                <ArticleCard
                  key={article.id}
                  article={article}
                  imageLoading={index === 0 ? 'priority' : index < firstRow ? 'eager' : 'lazy'}
                />
              ))}
            </div>
          )}
          {articles.data ? (
            <Pagination
              page={page}
              pageCount={articles.data.pageCount}
              onChange={selectPage}
              labels={copy.pagination}
            />
          ) : null}
        </TabsContent>
      </Tabs>
      {articles.data && articles.data.items.length > 0 ? (
        <JsonLdScript data={collectionPageJsonLd(articles.data.items, description)} />
      ) : null}
    </div>
  );
}
