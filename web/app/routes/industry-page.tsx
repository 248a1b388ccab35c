/**
 * The seven industry pages (/markets/{slug}, one template): challenges, expertise, case-study
 * tabs, single-open FAQ (with FAQPage JSON-LD) and 'Ready to Work Together?'.
 *
 * The page's copy is loader data, read from the content module at build time (the loader runs
 * only in the prerender): each page's HTML carries its own copy, and client navigation fetches
 * `{path}.data`; its head tags are built there too. So no page ships the copy of all seven.
 */
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { getIndustryPage } from '~/content/industries';
import { IndustryPageView } from '~/features/industries/components/industry-page-view';
import { loadFixedPage } from '~/lib/fixed-page-loader';
import { siteConfig } from '~/lib/site-config';

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadFixedPage(request, 'industry', getIndustryPage);

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => loaderData?.meta ?? [];

export default function IndustryRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <IndustryPageView page={page} schedulingUrl={siteConfig.schedulingUrl} />;
}
