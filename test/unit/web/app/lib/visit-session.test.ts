/**
 * The browser side of first-party analytics (DESIGN.md section 13): beacons only with analytics
 * consent and without Global Privacy Control, the tab's visit in sessionStorage (its id, first
 * touch and a page list of at most 15), and the attribution a lead carries. A minimal browser
 * (localStorage with the consent record, sessionStorage, navigator) is stubbed, and the modules
 * are loaded fresh per test.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentRecord } from '@shared/rules/consent';
import { maxAttributionPages } from '@shared/schemas/analytics';
import { consentStorageKey } from '@shared/schemas/consent';

interface FakeBrowser {
  local: Map<string, string>;
  session: Map<string, string>;
  beacons: { url: string; body: unknown }[];
}

function storage(items: Map<string, string>) {
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A tab whose visitor chose analytics (or not), with or without Global Privacy Control. */
function stubBrowser({ analytics = true, gpc = false, chosen = true } = {}): FakeBrowser {
  const local = new Map<string, string>();
  const session = new Map<string, string>();
  const beacons: FakeBrowser['beacons'] = [];
  if (chosen) {
    const record = consentRecord({ analytics, preferences: false, session: false }, Date.now());
    local.set(consentStorageKey, JSON.stringify(record));
  }
  vi.stubGlobal('window', {
    localStorage: storage(local),
    sessionStorage: storage(session),
    location: { protocol: 'https:', origin: 'https://example.com', pathname: '/contact' },
  });
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('navigator', {
    globalPrivacyControl: gpc,
    sendBeacon: (url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    },
  });
  return { local, session, beacons };
}

async function load() {
  vi.resetModules();
  const visit = await import('~/lib/visit-session');
  const consent = await import('~/features/consent/api/consent-store');
  return { ...visit, ...consent };
}

/** Records a view and sends it, as the tracker does once the page is idle. */
function view(
  analytics: Awaited<ReturnType<typeof load>>,
  url: string,
  referrer = '',
): ReturnType<typeof analytics.recordView> {
  const parsed = new URL(url, 'https://example.com');
  const event = analytics.recordView(
    { pathname: parsed.pathname, search: parsed.search },
    referrer,
  );
  if (event) analytics.sendEvents([event]);
  return event;
}

async function beaconEvents(browser: FakeBrowser): Promise<unknown[]> {
  const bodies = await Promise.all(browser.beacons.map(({ body }) => (body as Blob).text()));
  return bodies.flatMap((text) => (JSON.parse(text) as { events: unknown[] }).events);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('view beacons', () => {
  it('sends none and stores nothing when the visitor declined analytics', async () => {
    const browser = stubBrowser({ analytics: false });
    const analytics = await load();

    expect(view(analytics, '/insights?utm_source=news')).toBeUndefined();

    expect(browser.beacons).toEqual([]);
    expect(browser.session.size).toBe(0);
  });

  it('sends none before the visitor has chosen', async () => {
    const browser = stubBrowser({ chosen: false });
    const analytics = await load();

    view(analytics, '/');

    expect(browser.beacons).toEqual([]);
  });

  it('sends none with Global Privacy Control on, even with analytics consent', async () => {
    const browser = stubBrowser({ analytics: true, gpc: true });
    const analytics = await load();

    view(analytics, '/about');

    expect(browser.beacons).toEqual([]);
    expect(browser.session.size).toBe(0);
  });

  it('sends a view of the path, referrer and UTM tags to /api/beacon with consent', async () => {
    const browser = stubBrowser();
    const analytics = await load();

    view(
      analytics,
      '/insights?utm_source=news&utm_medium=email&utm_campaign=june',
      'https://a.example/',
    );

    expect(browser.beacons.map(({ url }) => url)).toEqual(['/api/beacon']);
    const [event] = await beaconEvents(browser);
    expect(event).toEqual({
      type: 'view',
      path: '/insights',
      referrer: 'https://a.example/',
      utm: { source: 'news', medium: 'email', campaign: 'june' },
      sessionId: expect.any(String),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('keeps one session id for every view of the tab', async () => {
    const browser = stubBrowser();
    const analytics = await load();

    view(analytics, '/');
    view(analytics, '/about');
    // A full page load in the same tab reads the visit back from sessionStorage.
    const reloaded = await load();
    view(reloaded, '/faq');

    const ids = (await beaconEvents(browser)).map(
      (event) => (event as { sessionId: string }).sessionId,
    );
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('stops and forgets the visit when consent is withdrawn', async () => {
    const browser = stubBrowser();
    const analytics = await load();
    const changes: boolean[] = [];
    analytics.watchTracking(analytics.subscribeConsent, (allowed) => changes.push(allowed));
    view(analytics, '/');
    expect(browser.session.size).toBe(1);

    analytics.saveConsent({ analytics: false, preferences: false, session: false });
    view(analytics, '/about');

    expect(changes).toEqual([false]);
    expect(browser.beacons).toHaveLength(1);
    expect(browser.session.size).toBe(0);
  });
});

describe('the visit', () => {
  it('keeps the newest 15 pages, oldest first, and skips a reload of the same page', async () => {
    stubBrowser();
    const analytics = await load();

    view(analytics, '/p/0');
    view(analytics, '/p/0');
    for (let page = 1; page < 20; page += 1) view(analytics, `/p/${page}`);

    const pages = analytics.leadAttribution('/contact').pages;
    expect(pages).toHaveLength(15);
    // The page keeps its own copy of the cap (no zod on public pages): it must be the API's.
    expect(pages).toHaveLength(maxAttributionPages);
    expect(pages?.[0]).toBe('/p/5');
    expect(pages?.at(-1)).toBe('/p/19');
  });

  it('keeps the first touch from the landing URL, whatever later pages carry', async () => {
    stubBrowser();
    const analytics = await load();

    view(
      analytics,
      '/solutions/pricing?utm_source=linkedin&utm_campaign=q3',
      'https://www.linkedin.com/',
    );
    view(analytics, '/insights?utm_source=other', '');

    expect(analytics.leadAttribution('/contact').firstTouch).toEqual({
      landingPath: '/solutions/pricing',
      referrer: 'https://www.linkedin.com/',
      utm: { source: 'linkedin', campaign: 'q3' },
      at: expect.any(String),
    });
  });
});

describe('the referrer', () => {
  it("is another site's address, and none for the site's own (a reload, an internal link)", async () => {
    stubBrowser();
    const analytics = await load();

    const reloaded = view(analytics, '/?utm_source=news', 'https://example.com/?utm_source=news');
    const referred = view(analytics, '/about', 'https://www.linkedin.com/');

    expect(reloaded?.referrer).toBe('');
    expect(referred?.referrer).toBe('https://www.linkedin.com/');
    expect(analytics.leadAttribution('/contact').firstTouch?.referrer).toBe('');
  });
});

describe('lead attribution', () => {
  it('carries the first touch, the last content page and the page list with consent', async () => {
    stubBrowser();
    const analytics = await load();
    view(analytics, '/?utm_source=news');
    view(analytics, '/insights/pricing-power');
    view(analytics, '/about');
    view(analytics, '/contact');

    expect(analytics.leadAttribution('/contact')).toEqual({
      sourcePath: '/contact',
      firstTouch: {
        landingPath: '/',
        referrer: '',
        utm: { source: 'news' },
        at: expect.any(String),
      },
      lastContentPath: '/insights/pricing-power',
      pages: ['/', '/insights/pricing-power', '/about', '/contact'],
    });
  });

  it('is the source path alone without consent', async () => {
    stubBrowser({ analytics: false });
    const analytics = await load();
    view(analytics, '/insights/pricing-power?utm_source=news');

    expect(analytics.leadAttribution('/contact')).toEqual({ sourcePath: '/contact' });
  });

  it('is the source path alone with Global Privacy Control, even if a visit was stored', async () => {
    const browser = stubBrowser({ gpc: true });
    browser.session.set(
      'analytics_visit',
      JSON.stringify({ id: 'x', firstTouch: { landingPath: '/' }, pages: ['/'] }),
    );
    const analytics = await load();

    expect(analytics.leadAttribution('/contact')).toEqual({ sourcePath: '/contact' });
  });

  it('makes a schedule_call lead event only with consent', async () => {
    stubBrowser();
    const analytics = await load();
    view(analytics, '/about');

    expect(analytics.scheduleCallLead('/about')).toEqual({
      type: 'lead',
      kind: 'schedule_call',
      path: '/about',
      sessionId: expect.any(String),
      attribution: expect.objectContaining({ sourcePath: '/about', pages: ['/about'] }),
    });

    stubBrowser({ analytics: false });
    const declined = await load();
    expect(declined.scheduleCallLead('/about')).toBeUndefined();
  });
});

describe('which views count', () => {
  it('counts public pages and never the admin portal or draft previews', async () => {
    const { isTrackedPath } = await load();

    expect(isTrackedPath('/')).toBe(true);
    expect(isTrackedPath('/insights/pricing-power')).toBe(true);
    expect(isTrackedPath('/administration-services')).toBe(true);
    expect(isTrackedPath('/admin')).toBe(false);
    expect(isTrackedPath('/admin/analytics')).toBe(false);
    expect(isTrackedPath('/preview')).toBe(false);
  });
});
