/** Cookie Settings (/cookies): the categories, saved settings and reset (features/consent). */
import { PageHeader } from '~/components/layout/page-header';
import { breadcrumbLabel } from '~/content/navigation';
import { getRouteMeta } from '~/content/seo';
import { CookieSettings } from '~/features/consent/components/cookie-settings';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';

export const meta = () =>
  buildMeta({ path: '/cookies', ...getRouteMeta('/cookies', siteConfig.brandName) });

export default function Cookies() {
  const meta = getRouteMeta('/cookies', siteConfig.brandName);
  return (
    <>
      <PageHeader title={breadcrumbLabel('cookies')} description={<p>{meta.description}</p>} />
      <CookieSettings />
    </>
  );
}
