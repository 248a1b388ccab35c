/**
 * Insights (/insights): heading, subtitle and the article list (features/insights). The list
 * loads on the client; the prerendered page carries the heading, the tab strip and six skeleton
 * cards, so nothing shifts when the articles arrive.
 */
import { PageHeader } from '~/components/layout/page-header';
import { insightsCopy } from '~/content/insights';
import { getRouteMeta } from '~/content/seo';
import { articleListPath } from '~/features/insights/api/list-articles';
import { publicCategoriesPath } from '~/features/insights/api/list-categories';
import { InsightsList } from '~/features/insights/components/insights-list';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { QueryProvider } from '~/lib/query-client';

export const meta = () =>
  buildMeta({ path: '/insights', ...getRouteMeta('/insights', siteConfig.brandName) });

/**
 * The first view's data (all categories, page 1) is requested by the HTML, while the scripts
 * load; the list's own requests for the same addresses are answered from those preloads. Without
 * them the articles were asked for only after hydration, the longest wait before the cards.
 */
export const links = () =>
  [articleListPath('', 1), publicCategoriesPath].map((href) => ({
    rel: 'preload',
    as: 'fetch',
    href,
    crossOrigin: 'anonymous' as const,
  }));

export default function Insights() {
  const meta = getRouteMeta('/insights', siteConfig.brandName);
  return (
    <>
      <PageHeader title={insightsCopy.heading} description={<p>{insightsCopy.subtitle}</p>} />
      <QueryProvider>
        <InsightsList description={meta.description} />
      </QueryProvider>
    </>
  );
}
