/**
 * Prerendered content that no script changes: on the first load React keeps the server's HTML as
 * it is instead of hydrating it. Hydrating a subtree means rendering every component in it and
 * walking its DOM on the phone's main thread, only to arrive at the markup already there; for the
 * copy of a static page that is most of the first load's script work.
 *
 * How: while the page hydrates ({@link useHydrated} is false), the wrapper renders with an empty
 * `dangerouslySetInnerHTML`. React hydrates the wrapper element itself (its attributes and the
 * click handler) and leaves its children alone. Rendered any other way (a client navigation, a
 * remount, or a client render React falls back to after a hydration error), it renders its
 * children as usual, so the content cannot go missing.
 *
 * The children's links are plain anchors then, not hydrated router links: a click on a site link
 * is handed to the router (lib/use-site-link-clicks), so it stays a client navigation. Content
 * with its own state or handlers (a form, an accordion, the visitor's year) must not go inside.
 */
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { useSiteLinkClicks } from '~/lib/use-site-link-clicks';

/** The wrapper's markup while it keeps the server's: one object, so no render ever rewrites it. */
const keptMarkup = { __html: '' };

export function StaticHtml({
  children,
  boxless = false,
  onEveryPage = false,
}: {
  children: ReactNode;
  /** The wrapper takes no box (display: contents), so the children lay out in the parent's grid. */
  boxless?: boolean;
  /**
   * The content is the same on every page (the footer's links): kept while it stays mounted.
   * Otherwise it is kept only for the page it was prerendered for, so a layout or route that
   * stays mounted while the address changes renders the new page's content.
   */
  onEveryPage?: boolean;
}) {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // The page whose prerendered HTML is kept: decided by the first render (the hydration, in the
  // browser). The prerender itself renders the children.
  const [serverPath] = useState(() =>
    hydrated || typeof document === 'undefined' ? undefined : pathname,
  );
  const keep = serverPath !== undefined && (onEveryPage || serverPath === pathname);
  const className = boxless ? 'contents' : undefined;
  const followSiteLink = useSiteLinkClicks();

  // Distinct keys: leaving the server's HTML replaces the element, so none of it stays behind.
  return keep ? (
    // The handler only delegates the links' own clicks (Enter on a link clicks it too).
    <div
      key="server"
      className={className}
      onClick={followSiteLink}
      dangerouslySetInnerHTML={keptMarkup}
      suppressHydrationWarning
    />
  ) : (
    <div key="rendered" className={className}>
      {children}
    </div>
  );
}
