/**
 * First-party analytics in the browser (DESIGN.md section 13): the tab's visit, kept in
 * sessionStorage only (no cookie), and the attribution a lead carries.
 *
 * Nothing is recorded or sent unless the visitor chose analytics in the consent dialog and the
 * browser does not signal Global Privacy Control; without that a lead carries its `sourcePath`
 * alone. The visit is one sessionStorage entry: a random id for the tab, the first touch (landing
 * path, referrer and UTM tags of the landing URL) and the last 15 pages, as Ghost's member
 * attribution keeps its history.
 *
 * This module ships to every public page: it imports only the shared consent rule the page
 * already loads, and no validation library. It lives in lib/ because the lead forms (contact,
 * newsletter) and the tracker, three features, all read it.
 */
import type * as z from 'zod';
import type {
  attributionSchema,
  leadEventSchema,
  viewEventSchema,
} from '@shared/schemas/analytics';
import { validConsent } from '@shared/rules/consent';
import { consentStorageKey } from '@shared/schemas/consent';

// The shapes are the API contract's, taken from its schemas as types only: no zod reaches the page.

/**
 * What a lead carries about the visit that led to it: `sourcePath` always; with consent the first
 * touch (landing path, referrer URL, UTM tags, time), the last content page and the page list.
 */
export type Attribution = z.input<typeof attributionSchema>;

/** Where the visit began. */
type FirstTouch = NonNullable<Attribution['firstTouch']>;

/** A view beacon's event. */
type ViewEvent = z.input<typeof viewEventSchema>;

/** A lead beacon's event (a click on a "Schedule a Call" link). */
type LeadEvent = z.input<typeof leadEventSchema>;

export type AnalyticsEvent = ViewEvent | LeadEvent;

/** UTM tags of the landing URL. */
type Utm = NonNullable<ViewEvent['utm']>;

interface Visit {
  id: string;
  firstTouch: FirstTouch;
  pages: string[];
}

/** The one sessionStorage key of the visit. */
const visitStorageKey = 'analytics_visit';
/** The page list's cap: the schema's `maxAttributionPages`, here as a value zod does not come with. */
const maxPages = 15;
/** Where beacons go: the site's own API, so the CSP needs no new source. */
const beaconPath = '/api/beacon';

// Bounds keep a lead's body well inside the newsletter route's 4 KB limit.
const maxPathLength = 200;
const maxReferrerLength = 300;
const maxUtmLength = 100;
const utmKeys = ['source', 'medium', 'campaign'] as const;

/** Paths that are not the public site's pages: the admin portal and draft previews. */
const untrackedPath = /^\/(admin|preview)(\/|$)/;

/** Whether a view of `pathname` is a public page view (the admin portal's are not). */
export function isTrackedPath(pathname: string): boolean {
  return !untrackedPath.test(pathname);
}

/** Article, solutions and market pages: what "the last page read" means for a lead. */
const contentPath = /^\/(insights|solutions|markets)\/[^/]+$/;

/**
 * Analytics consent is stored (the consent store's record, read by the same shared rule) and
 * Global Privacy Control is off. A browser whose storage fails keeps consent in memory only
 * (features/consent), and counts as not consenting here: without storage there is no visit to keep.
 */
export function trackingAllowed(now = Date.now()): boolean {
  if (typeof window === 'undefined') return false;
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl;
  if (gpc === true) return false;
  try {
    const raw = window.localStorage.getItem(consentStorageKey);
    return raw !== null && validConsent(JSON.parse(raw), now)?.analytics === true;
  } catch {
    return false;
  }
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function readVisit(): Visit | undefined {
  try {
    const raw = session()?.getItem(visitStorageKey);
    const visit = raw ? (JSON.parse(raw) as Partial<Visit>) : undefined;
    // Anything else in the slot (an older shape, a hand edit) starts a new visit.
    if (typeof visit?.id === 'string' && Array.isArray(visit.pages) && visit.firstTouch) {
      return visit as Visit;
    }
  } catch {
    // Unreadable storage counts as no visit.
  }
  return undefined;
}

function writeVisit(visit: Visit): void {
  try {
    session()?.setItem(visitStorageKey, JSON.stringify(visit));
  } catch {
    // Full or blocked storage: this view is still counted, the visit is not remembered.
  }
}

/** Forgets the tab's visit (consent withdrawn). */
function clearVisit(): void {
  try {
    session()?.removeItem(visitStorageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/**
 * Calls `listener` whenever a consent change (announced by `subscribe`, the consent store's
 * subscription) changes whether tracking is allowed; a withdrawal forgets the tab's visit first.
 * Returns the unsubscribe function.
 */
export function watchTracking(
  subscribe: (onChange: () => void) => () => void,
  listener: (allowed: boolean) => void,
): () => void {
  let allowed = trackingAllowed();
  return subscribe(() => {
    const now = trackingAllowed();
    if (now === allowed) return;
    allowed = now;
    if (!now) clearVisit();
    listener(now);
  });
}

function utmOf(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params.get(`utm_${key}`)?.trim();
    if (value) utm[key] = value.slice(0, maxUtmLength);
  }
  return utm;
}

/**
 * The referrer as a source: another site's address, or "" for none. The site's own address is
 * none too (a reload, or a page that loaded another as a document), not a referral.
 */
function externalReferrer(referrer: string): string {
  try {
    if (!referrer || new URL(referrer).origin === window.location.origin) return '';
  } catch {
    return '';
  }
  return referrer.slice(0, maxReferrerLength);
}

function randomId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');
}

/**
 * Records a page view of the tab's visit and returns its event, or nothing without consent.
 * The first view of the tab is its first touch; the page joins the list unless it is the page
 * just recorded (a reload), and the list keeps its newest {@link maxPages}.
 */
export function recordView(
  location: { pathname: string; search: string },
  referrer: string,
  now = new Date(),
): ViewEvent | undefined {
  if (!trackingAllowed()) {
    // Consent withdrawn in another tab: this tab's visit goes too.
    clearVisit();
    return undefined;
  }
  const path = location.pathname.slice(0, maxPathLength);
  const at = now.toISOString();
  const utm = utmOf(location.search);
  const source = externalReferrer(referrer);
  const visit = readVisit() ?? {
    id: randomId(),
    firstTouch: {
      landingPath: path,
      referrer: source,
      utm,
      at,
    },
    pages: [],
  };
  if (visit.pages.at(-1) !== path) visit.pages = [...visit.pages, path].slice(-maxPages);
  writeVisit(visit);
  return {
    type: 'view',
    path,
    referrer: source,
    utm,
    sessionId: visit.id,
    at,
  };
}

/** The tab's visit when tracking is allowed. */
function consentedVisit(): Visit | undefined {
  return trackingAllowed() ? readVisit() : undefined;
}

/** A lead's attribution: the source path, and the whole visit when there is one. */
function attributionOf(sourcePath: string, visit: Visit | undefined): Attribution {
  const attribution: Attribution = { sourcePath: sourcePath.slice(0, maxPathLength) };
  if (!visit) return attribution;
  const lastContentPath = visit.pages.findLast((page) => contentPath.test(page));
  return {
    ...attribution,
    firstTouch: visit.firstTouch,
    ...(lastContentPath ? { lastContentPath } : {}),
    pages: visit.pages,
  };
}

/**
 * The attribution a lead sent from `sourcePath` carries: the whole visit with consent, else the
 * source path alone.
 */
export function leadAttribution(sourcePath: string): Attribution {
  return attributionOf(sourcePath, consentedVisit());
}

/** The lead event of a "Schedule a Call" click on `path`, or nothing without consent. */
export function scheduleCallLead(path: string): LeadEvent | undefined {
  const visit = consentedVisit();
  if (!visit) return undefined;
  const attribution = attributionOf(path, visit);
  return {
    type: 'lead',
    kind: 'schedule_call',
    path: attribution.sourcePath,
    sessionId: visit.id,
    attribution,
  };
}

/** Sends events with `navigator.sendBeacon` (it outlives the page, so a click away loses none). */
export function sendEvents(events: readonly AnalyticsEvent[]): void {
  if (events.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
  navigator.sendBeacon(beaconPath, body);
}
