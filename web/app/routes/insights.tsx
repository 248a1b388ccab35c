/**
 * Insights (/insights): heading, subtitle and the article list (features/insights). The list
 * loads on the client; the prerendered page carries the heading, the tab strip and six skeleton
 * cards, so nothing shifts when the articles arrive.
 */
import { PageHeader } from '~/components/layout/page-header';
import { insightsCopy } from '~/content/insights';
import { getRouteMeta } from '~/content/seo';
import { articleListPath } from '~/features/insights/api/list-articles';
import { InsightsList } from '~/features/insights/components/insights-list';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { QueryProvider } from '~/lib/query-client';

export const meta = () =>
  buildMeta({ path: '/insights', ...getRouteMeta('/insights', siteConfig.brandName) });

/**
 * The first view's articles (all categories, page 1) are requested by the HTML, while the scripts
 * load, and the list's own request for that address is answered from the preload; without it the
 * articles were asked for only after hydration. The categories are not preloaded: they stay fresh
 * in the data cache for five minutes, so on a return visit within that time the list would not ask
 * for them and the preload would be a wasted request.
 */
export const links = () => [
  { rel: 'preload', as: 'fetch', href: articleListPath('', 1), crossOrigin: 'anonymous' as const },
];

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
