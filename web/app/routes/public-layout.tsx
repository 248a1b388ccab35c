/**
 * Shared layout of the public pages: skip link, fixed header, breadcrumb strip (every page but
 * home), main area, footer and the cookie consent dialog. The newsletter block and the consent
 * dialog are features composed here (features/newsletter, features/consent).
 */
import { Outlet, useLocation, useMatches } from 'react-router';
import { Breadcrumbs } from '~/components/layout/breadcrumbs';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { footerContent } from '~/content/navigation';
import { ConsentDialog } from '~/features/consent/components/consent-dialog';
import { NewsletterForm } from '~/features/newsletter/components/newsletter-form';
import { buildBreadcrumb } from '~/lib/breadcrumbs';
import { siteConfig } from '~/lib/site-config';
import { uiLabels } from '~/lib/ui-labels';

/** Route handle: `breadcrumb: false` hides the strip (the 404 screen, served at any URL). */
export interface PublicRouteHandle {
  breadcrumb?: boolean;
}

export default function PublicLayout() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const showBreadcrumb = !matches.some(
    (match) => (match.handle as PublicRouteHandle | undefined)?.breadcrumb === false,
  );

  return (
    <div className="flex min-h-screen flex-col">
      <span id="top" aria-hidden="true" />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-background px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-ring"
      >
        {uiLabels.skipToContent}
      </a>
      <SiteHeader brandName={siteConfig.brandName} schedulingUrl={siteConfig.schedulingUrl} />
      <div className="flex flex-1 flex-col pt-16">
        {showBreadcrumb ? <Breadcrumbs crumbs={buildBreadcrumb(pathname)} /> : null}
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
      </div>
      <SiteFooter
        brandName={siteConfig.brandName}
        newsletter={<NewsletterForm copy={footerContent.newsletter} />}
      />
      {/* Mounted after hydration only (see ConsentDialog), so prerendered pages paint without it. */}
      <ConsentDialog />
    </div>
  );
}
