/**
 * Sitemap generator (/sitemap-generator): hosts a third-party sitemap widget. The widget script
 * loads after mount and only when `sitemapWidgetUrl` is configured; otherwise the page says so.
 */
import { Info } from 'lucide-react';
import { PageHeader } from '~/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
import { breadcrumbLabel } from '~/content/navigation';
import { getRouteMeta } from '~/content/seo';
import { SitemapWidget } from '~/features/sitemap/components/sitemap-widget';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';

// Fallback copy until the content module carries the generator's own texts.
const widgetCopy = {
  loading: 'Loading the sitemap generator...',
  offTitle: 'The sitemap generator is not available',
  offText:
    'The third-party sitemap generator is not configured for this site, so nothing is loaded here. Our own XML sitemap is always available at /sitemap.xml.',
} as const;

export const meta = () =>
  buildMeta({
    path: '/sitemap-generator',
    ...getRouteMeta('/sitemap-generator', siteConfig.brandName),
  });

export default function SitemapGenerator() {
  const meta = getRouteMeta('/sitemap-generator', siteConfig.brandName);
  return (
    <>
      <PageHeader
        title={breadcrumbLabel('sitemap-generator')}
        description={<p>{meta.description}</p>}
      />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        {siteConfig.sitemapWidgetUrl ? (
          <SitemapWidget scriptUrl={siteConfig.sitemapWidgetUrl} loadingText={widgetCopy.loading} />
        ) : (
          <Alert>
            <Info className="size-4" aria-hidden="true" />
            <AlertTitle>{widgetCopy.offTitle}</AlertTitle>
            <AlertDescription>
              <p>{widgetCopy.offText}</p>
            </AlertDescription>
          </Alert>
        )}
      </div>
    </>
  );
}
