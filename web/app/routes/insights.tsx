/**
 * Insights (/insights): heading, subtitle and the article list (features/insights). The list
 * loads on the client; the prerendered page carries the heading, the tab strip and six skeleton
 * cards, so nothing shifts when the articles arrive.
 */
import { PageHeader } from '~/components/layout/page-header';
import { insightsCopy } from '~/content/insights';
import { getRouteMeta } from '~/content/seo';
import { InsightsList } from '~/features/insights/components/insights-list';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { QueryProvider } from '~/lib/query-client';

export const meta = () =>
  buildMeta({ path: '/insights', ...getRouteMeta('/insights', siteConfig.brandName) });

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
