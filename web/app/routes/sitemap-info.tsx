/** Sitemap info (/sitemap-info): the live XML sitemap checker (features/sitemap). */
import { PageHeader } from '~/components/layout/page-header';
import { getRouteMeta } from '~/content/seo';
import { sitemapInfoCopy } from '~/content/sitemap-info';
import { SitemapChecker } from '~/features/sitemap/components/sitemap-checker';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { QueryProvider } from '~/lib/query-client';

export const meta = () =>
  buildMeta({ path: '/sitemap-info', ...getRouteMeta('/sitemap-info', siteConfig.brandName) });

export default function SitemapInfo() {
  return (
    <>
      <PageHeader title={sitemapInfoCopy.heading} description={<p>{sitemapInfoCopy.intro}</p>} />
      <QueryProvider>
        <SitemapChecker />
      </QueryProvider>
    </>
  );
}
