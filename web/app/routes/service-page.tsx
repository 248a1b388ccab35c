/**
 * The eight fixed service pages (/solutions/{slug}, one template): hero with 'Schedule a
 * Consultation', Key Benefits (3), How We Help (4), 'Ready to Transform Your Business?'.
 */
import type { MetaArgs } from 'react-router';
import { useLocation } from 'react-router';
import { pageTitle } from '~/content/seo';
import { getServicePage } from '~/content/services';
import { ServicePageView } from '~/features/services/components/service-page-view';
import { lastSegment } from '~/lib/route-slug';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { NotFoundView } from '~/components/layout/not-found-view';

export const meta = ({ location }: MetaArgs) => {
  const page = getServicePage(lastSegment(location.pathname));
  if (!page) return [];
  return buildMeta({
    path: location.pathname,
    title: pageTitle(page.title, siteConfig.brandName),
    description: page.metaDescription,
  });
};

export default function ServiceRoute() {
  const page = getServicePage(lastSegment(useLocation().pathname));
  // Unreachable for the configured routes; kept so a slug without content cannot crash.
  if (!page) return <NotFoundView />;
  return <ServicePageView page={page} schedulingUrl={siteConfig.schedulingUrl} />;
}
