/**
 * The consent store (public-site.md sections 4, 5 and 7): what each choice writes to storage and
 * cookies, when the dialog is open, and the in-memory fallback. A minimal browser (localStorage,
 * document.cookie, location) is stubbed, and the module is loaded fresh per test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStorageKey } from '@shared/schemas/consent';

const day = 24 * 60 * 60 * 1000;

interface FakeBrowser {
  items: Map<string, string>;
  cookieWrites: string[];
}

function stubBrowser({ storageWorks = true, cookies = '' } = {}): FakeBrowser {
  const items = new Map<string, string>();
  const cookieWrites: string[] = [];
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (!storageWorks) throw new Error('SecurityError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage, location: { protocol: 'https:' } });
  vi.stubGlobal('document', {
    get cookie() {
      return cookies;
    },
    set cookie(value: string) {
      cookieWrites.push(value);
    },
  });
  return { items, cookieWrites };
}

async function loadStore() {
  vi.resetModules();
  return import('~/features/consent/api/consent-store');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('saving a choice', () => {
  it('stores a version 1.0 record with a timestamp and writes the three cookies for a year', async () => {
    const browser = stubBrowser();
    const store = await loadStore();

    store.saveConsent({ analytics: true, preferences: false, session: true }, 1_000_000);

    expect(JSON.parse(browser.items.get(consentStorageKey)!)).toEqual({
      necessary: true,
      analytics: true,
      preferences: false,
      session: true,
      timestamp: 1_000_000,
      version: '1.0',
    });
    expect(browser.cookieWrites).toEqual([
      'analytics_consent=true; path=/; max-age=31536000; SameSite=Lax; Secure',
      'preferences_consent=false; path=/; max-age=31536000; SameSite=Lax; Secure',
      'session_consent=true; path=/; max-age=31536000; SameSite=Lax; Secure',
    ]);
  });

  it('closes the dialog, which a page can open again', async () => {
    stubBrowser();
    const store = await loadStore();
    expect(store.getConsentState()).toMatchObject({ consent: undefined, dialogOpen: true });

    store.saveConsent({ analytics: false, preferences: false, session: false });
    expect(store.getConsentState().dialogOpen).toBe(false);

    store.openConsentDialog();
    expect(store.getConsentState().dialogOpen).toBe(true);
  });

  it('tells subscribers', async () => {
    stubBrowser();
    const store = await loadStore();
    const listener = vi.fn();
    store.subscribeConsent(listener);

    store.saveConsent({ analytics: false, preferences: true, session: false });

    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('reading the stored record', () => {
  it('accepts a record up to 365 days old and refuses older ones or another version', async () => {
    const browser = stubBrowser();
    const store = await loadStore();
    const now = Date.now();
    const record = (timestamp: number, version = '1.0') =>
      JSON.stringify({
        necessary: true,
        analytics: false,
        preferences: false,
        session: false,
        timestamp,
        version,
      });

    browser.items.set(consentStorageKey, record(now - 364 * day));
    expect(store.readConsent(now)).toBeDefined();
    browser.items.set(consentStorageKey, record(now - 366 * day));
    expect(store.readConsent(now)).toBeUndefined();
    browser.items.set(consentStorageKey, record(now, '2.0'));
    expect(store.readConsent(now)).toBeUndefined();
    browser.items.set(consentStorageKey, '{not json');
    expect(store.readConsent(now)).toBeUndefined();
  });

  it('the prerender and hydration state knows nothing and shows no dialog', async () => {
    stubBrowser();
    const store = await loadStore();

    expect(store.getServerConsentState()).toEqual({ consent: undefined, dialogOpen: false });
  });
});

describe('clearing', () => {
  it('expires every visible cookie and the consent cookies, and removes the record', async () => {
    const browser = stubBrowser({ cookies: 'theme=dark; analytics_consent=true' });
    const store = await loadStore();
    browser.items.set(consentStorageKey, '{}');

    store.clearCookiesAndConsent();

    expect(browser.items.has(consentStorageKey)).toBe(false);
    const expired = browser.cookieWrites.map((write) => write.split('=')[0]);
    expect(expired.sort()).toEqual(
      ['analytics_consent', 'preferences_consent', 'session_consent', 'theme'].sort(),
    );
    for (const write of browser.cookieWrites) expect(write).toContain('max-age=0');
    expect(store.getConsentState().dialogOpen).toBe(true);
  });
});

describe('without browser storage', () => {
  it('keeps the record in memory and warns once', async () => {
    const browser = stubBrowser({ storageWorks: false });
    const store = await loadStore();

    store.saveConsent({ analytics: true, preferences: true, session: true });
    store.saveConsent({ analytics: false, preferences: true, session: true });

    expect(store.readConsent()).toMatchObject({ analytics: false, preferences: true });
    expect(browser.items.size).toBe(0);
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(vi.mocked(console.warn).mock.calls[0]![0]).toMatch(/storage is unavailable/);
  });
});
