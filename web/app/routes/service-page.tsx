/**
 * The eight fixed service pages (/solutions/{slug}, one template): hero with 'Schedule a
 * Consultation', Key Benefits (3), How We Help (4), 'Ready to Transform Your Business?'.
 *
 * The page's copy is loader data, read from the content module at build time (the loader runs
 * only in the prerender): each page's HTML carries its own copy, and client navigation fetches
 * `{path}.data`; its head tags are built there too. So no page ships the copy of all eight.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { getServicePage } from '~/content/services';
import { ServicePageView } from '~/features/services/components/service-page-view';
import { loadFixedPage } from '~/lib/fixed-page-loader';
import { siteConfig } from '~/lib/site-config';
import { StaticHtml } from '~/components/layout/static-html';

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadFixedPage(request, 'service', getServicePage);

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => loaderData?.meta ?? [];

export default function ServiceRoute() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <StaticHtml>
      <ServicePageView page={page} schedulingUrl={siteConfig.schedulingUrl} />
    </StaticHtml>
  );
}
