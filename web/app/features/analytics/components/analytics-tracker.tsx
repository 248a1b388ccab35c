/**
 * Sends the first-party view beacons of the public site (DESIGN.md section 13): one per page view,
 * client-side navigations included, and a lead event on a click of a "Schedule a Call" link. Not
 * on the admin portal nor on draft previews. It renders nothing.
 *
 * Beacons wait for the page's load event and then for an idle moment, so they never compete with
 * the first paint or hydration. Withdrawing consent forgets the tab's visit at once.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { siteConfig } from '~/lib/site-config';
import {
  isTrackedPath,
  recordView,
  scheduleCallLead,
  sendEvents,
  watchTracking,
  type AnalyticsEvent,
} from '~/lib/visit-session';

/** The link label every "Schedule a Call" button carries (content/navigation.ts, content/about.ts). */
const scheduleCallLabel = /schedule a call/i;

let queue: AnalyticsEvent[] = [];
let flushPending = false;
// The document's referrer belongs to the page load's first view; later client-side views have none.
let referrerSent = false;

function flush(): void {
  flushPending = false;
  const events = queue;
  queue = [];
  sendEvents(events);
}

/**
 * Sends what is queued once the page has loaded and the browser is idle, or at once when the
 * page is being left before that (a beacon survives the page).
 */
function flushLater(): void {
  if (flushPending) return;
  flushPending = true;
  window.addEventListener('pagehide', flush, { once: true });
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(flush, { timeout: 2000 })
      : setTimeout(flush, 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function isScheduleCallLink(anchor: HTMLAnchorElement): boolean {
  const href = anchor.getAttribute('href') ?? '';
  return (
    (siteConfig.schedulingUrl !== '' && href === siteConfig.schedulingUrl) ||
    scheduleCallLabel.test(anchor.textContent ?? '')
  );
}

interface AnalyticsTrackerProps {
  /** The consent store's subscription, so a choice made on this page takes effect at once. */
  subscribeConsent: (onChange: () => void) => () => void;
}

export function AnalyticsTracker({ subscribeConsent }: AnalyticsTrackerProps) {
  // A view is a new path; a query change on the same page (a tab, a filter) is not.
  const { pathname } = useLocation();
  const tracked = isTrackedPath(pathname);

  useEffect(() => {
    if (!tracked) return;
    const event = recordView(
      { pathname, search: window.location.search },
      referrerSent ? '' : document.referrer,
    );
    if (!event) return;
    referrerSent = true;
    queue.push(event);
    flushLater();
  }, [tracked, pathname]);

  useEffect(
    () =>
      // A withdrawal drops what is queued (the visit is forgotten by watchTracking). Consent
      // given counts from the next view: the dialog's Accept All reloads the page, which counts
      // it, and counting it before the reload too would count the landing twice.
      watchTracking(subscribeConsent, (allowed) => {
        if (!allowed) queue = [];
      }),
    [subscribeConsent],
  );

  useEffect(() => {
    if (!tracked) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !isScheduleCallLink(anchor)) return;
      const lead = scheduleCallLead(window.location.pathname);
      // Sent at once: the click may take the visitor away, and sendBeacon survives that.
      if (lead) sendEvents([lead]);
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [tracked]);

  return null;
}
