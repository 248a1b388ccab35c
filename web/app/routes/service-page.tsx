/**
 * The eight fixed service pages (/solutions/{slug}, one template): hero with 'Schedule a
 * Consultation', Key Benefits (3), How We Help (4), 'Ready to Transform Your Business?'.
 *
 * The page's copy is loader data, read from the content module at build time (the loader runs
 * only in the prerender): each page's HTML carries its own copy, and client navigation fetches
 * `{path}.data`; its head tags are built there too. So no page ships the copy of all eight.
 */
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { pageTitle } from '~/content/seo';
import { getServicePage } from '~/content/services';
import { ServicePageView } from '~/features/services/components/service-page-view';
import { lastSegment } from '~/lib/route-slug';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';

export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const slug = lastSegment(pathname);
  const page = getServicePage(slug);
  // Routes are made from the same slugs, so this fails the build, never a visitor's page.
  if (!page) throw new Error(`No content for the service page '${slug}'`);
  const meta = buildMeta({
    path: pathname,
    title: pageTitle(page.title, siteConfig.brandName),
    description: page.metaDescription,
  });
  return { page, meta };
}

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => loaderData?.meta ?? [];

export default function ServiceRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <ServicePageView page={page} schedulingUrl={siteConfig.schedulingUrl} />;
}
