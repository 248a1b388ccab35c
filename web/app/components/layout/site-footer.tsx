/**
 * Site footer: tagline, Services and Company columns, the newsletter block (a slot the route
 * composes, filled by features/newsletter), the copyright line and the legal links. Footer links
 * carry the spec's `#top` anchor.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { copyrightLine, footerContent, withTopAnchor } from '~/content/navigation';
import { uiLabels } from '~/lib/ui-labels';
import { CurrentYear } from './current-year';
import { StaticHtml } from './static-html';

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

function FooterColumn({
  heading,
  links,
}: {
  heading: string;
  links: readonly { label: string; path: string }[];
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{heading}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={withTopAnchor(link.path)} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter({
  brandName,
  newsletter,
}: {
  brandName: string;
  newsletter?: ReactNode;
}) {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        {/* The links are the same on every page: kept as prerendered (layout/static-html). */}
        <StaticHtml boxless onEveryPage>
          <div>
            <Link
              to={withTopAnchor('/')}
              className="rounded-sm text-lg font-bold focus-visible:outline-2 focus-visible:outline-ring"
            >
              {brandName}
            </Link>
            <p className="mt-4 max-w-xs text-sm text-muted-foreground">{footerContent.tagline}</p>
          </div>
          <nav aria-label={uiLabels.footerNavigation} className="contents">
            <FooterColumn heading={footerContent.servicesHeading} links={footerContent.services} />
            <FooterColumn heading={footerContent.companyHeading} links={footerContent.company} />
          </nav>
        </StaticHtml>
        <div>{newsletter}</div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6 lg:px-8">
          <p className="text-sm text-muted-foreground">
            <CurrentYear render={(year) => copyrightLine(brandName, year)} />
          </p>
          <StaticHtml onEveryPage>
            <nav aria-label={uiLabels.legalNavigation}>
              <ul className="flex gap-6">
                {footerContent.legal.map((link) => (
                  <li key={link.path}>
                    <Link to={withTopAnchor(link.path)} className={linkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </StaticHtml>
        </div>
      </div>
    </footer>
  );
}
