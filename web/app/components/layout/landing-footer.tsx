/**
 * The footer of pages outside the shared layout (the programmatic landing pages): no columns or
 * newsletter, which would pull a visitor away from the page's one call to action, but what every
 * page owes its visitors: the copyright line, the legal links and the way back to the cookie
 * choices (the Cookie Settings page, which reopens the consent dialog).
 */
import { Link } from 'react-router';
import { copyrightLine, footerContent } from '~/content/navigation';
import { uiLabels } from '~/lib/ui-labels';
import { CurrentYear } from './current-year';

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';

/** The legal links, then Cookie Settings. */
export const landingFooterLinks = [
  ...footerContent.legal.filter((link) => link.path !== '/cookies'),
  { label: 'Cookie Settings', path: '/cookies' },
] as const;

export function LandingFooter({ brandName }: { brandName: string }) {
  return (
    <footer className="border-t bg-muted/40" data-testid="landing-footer">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-6 sm:flex-row sm:px-6 lg:px-8">
        <p className="text-sm text-muted-foreground">
          <CurrentYear render={(year) => copyrightLine(brandName, year)} />
        </p>
        <nav aria-label={uiLabels.legalNavigation}>
          <ul className="flex flex-wrap justify-center gap-6">
            {landingFooterLinks.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
