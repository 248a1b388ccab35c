/**
 * The seven industry pages (/markets/{slug}, one template): challenges, expertise, case-study
 * tabs, single-open FAQ (with FAQPage JSON-LD) and 'Ready to Work Together?'.
 */
import type { MetaArgs } from 'react-router';
import { useLocation } from 'react-router';
import { getIndustryPage } from '~/content/industries';
import { pageTitle } from '~/content/seo';
import { IndustryPageView } from '~/features/industries/components/industry-page-view';
import { lastSegment } from '~/lib/route-slug';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { NotFoundView } from '~/components/layout/not-found-view';

export const meta = ({ location }: MetaArgs) => {
  const page = getIndustryPage(lastSegment(location.pathname));
  if (!page) return [];
  return buildMeta({
    path: location.pathname,
    title: pageTitle(page.title, siteConfig.brandName),
    description: page.metaDescription,
    faqs: page.faqs,
  });
};

export default function IndustryRoute() {
  const page = getIndustryPage(lastSegment(useLocation().pathname));
  if (!page) return <NotFoundView />;
  return <IndustryPageView page={page} schedulingUrl={siteConfig.schedulingUrl} />;
}
