/**
 * Prerendered content that no script changes: on the first load React keeps the server's HTML as
 * it is instead of hydrating it. Hydrating a subtree means rendering every component in it and
 * walking its DOM on the phone's main thread, only to arrive at the markup already there; for the
 * copy of a static page that is most of the first load's script work.
 *
 * How: while the page hydrates, the wrapper renders with an empty `dangerouslySetInnerHTML`. React
 * hydrates the wrapper element itself (its attributes and the click handler below) and leaves its
 * children alone. Rendered any other way (a client navigation, a remount), it renders its
 * children as usual. Should React ever render it client-side during that first pass (it
 * re-renders a boundary after an error), the wrapper sees that it came out empty and renders its
 * children instead, so the content cannot go missing.
 *
 * The children's links are plain anchors then, not hydrated router links: a click on a site link
 * is handed to the router (lib/use-site-link-clicks), so it stays a client navigation. Content
 * with its own state or handlers (a form, an accordion, the visitor's year) must not go inside.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSiteLinkClicks } from '~/lib/use-site-link-clicks';

/** True in the browser until the first render (the hydration) has committed. */
let firstPass = typeof document !== 'undefined';

/** Ends the first pass: call from an effect of the root, which runs once hydration has committed. */
export function endFirstPass(): void {
  firstPass = false;
}

// useLayoutEffect warns during the prerender; there, nothing runs anyway.
const useBrowserLayoutEffect = typeof document !== 'undefined' ? useLayoutEffect : useEffect;

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
  const { pathname } = useLocation();
  const [serverHtml, setServerHtml] = useState(() => (firstPass ? pathname : undefined));
  const keep = serverHtml !== undefined && (onEveryPage || serverHtml === pathname);
  const ref = useRef<HTMLDivElement>(null);
  const className = boxless ? 'contents' : undefined;

  useBrowserLayoutEffect(() => {
    if (keep && !ref.current?.hasChildNodes()) setServerHtml(undefined);
  }, [keep]);

  const followSiteLink = useSiteLinkClicks();

  // Distinct keys: leaving the server's HTML replaces the element, so none of it stays behind.
  return keep ? (
    // The handler only delegates the links' own clicks (Enter on a link clicks it too).
    <div
      key="server"
      ref={ref}
      className={className}
      onClick={followSiteLink}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  ) : (
    <div key="rendered" ref={ref} className={className}>
      {children}
    </div>
  );
}
