/**
 * The seven industry pages (/markets/{slug}, one template): challenges, expertise, case-study
 * tabs, single-open FAQ (with FAQPage JSON-LD) and 'Ready to Work Together?'.
 *
 * The page's copy is loader data, read from the content module at build time (the loader runs
 * only in the prerender): each page's HTML carries its own copy, and client navigation fetches
 * `{path}.data`; its head tags are built there too. So no page ships the copy of all seven.
 */
import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { getIndustryPage } from '~/content/industries';
import { pageTitle } from '~/content/seo';
import { IndustryPageView } from '~/features/industries/components/industry-page-view';
import { lastSegment } from '~/lib/route-slug';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';

export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const slug = lastSegment(pathname);
  const page = getIndustryPage(slug);
  // Routes are made from the same slugs, so this fails the build, never a visitor's page.
  if (!page) throw new Error(`No content for the industry page '${slug}'`);
  const meta = buildMeta({
    path: pathname,
    title: pageTitle(page.title, siteConfig.brandName),
    description: page.metaDescription,
    faqs: page.faqs,
  });
  return { page, meta };
}

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => loaderData?.meta ?? [];

export default function IndustryRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <IndustryPageView page={page} schedulingUrl={siteConfig.schedulingUrl} />;
}
