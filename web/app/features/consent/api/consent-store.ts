/**
 * Where the visitor's cookie consent lives (public-site.md sections 3, 4 and 7): the record in
 * browser storage (validity by the shared rule: version '1.0', at most 365 days old) and one cookie
 * per optional category (path /, one year, SameSite Lax). When storage is unavailable the record
 * is kept in memory, with a console warning.
 *
 * A tiny external store: the consent and whether the dialog is open, read with
 * `useConsentState`. The dialog opens by itself when no valid record exists and on request (the
 * Cookie Settings page's 'Open Cookie Consent Modal').
 */
import { consentCookieNames } from '@shared/content/cookie-categories';
import { consentRecord, validConsent } from '@shared/rules/consent';
import {
  consentLifetimeDays,
  consentStorageKey,
  type ConsentChoices,
  type ConsentRecord,
} from '@shared/schemas/consent';
import { storageUnavailableWarning } from '~/content/cookie-consent';

/** The optional categories' choices (necessary is always on). */
export type OptionalChoices = Omit<ConsentChoices, 'necessary'>;

/** What the consent UI reads. */
export interface ConsentState {
  /** The stored record, when it is still valid. */
  consent: ConsentRecord | undefined;
  /** The dialog is shown: no valid record, or a page asked for it. */
  dialogOpen: boolean;
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const cookieMaxAgeSeconds = consentLifetimeDays * 24 * 60 * 60;

let storageInstance: KeyValueStorage | undefined;

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** localStorage when it works (a write is probed), else memory for this page view. */
function storage(): KeyValueStorage {
  if (storageInstance) return storageInstance;
  try {
    const local = window.localStorage;
    const probe = '__consent_probe__';
    local.setItem(probe, probe);
    local.removeItem(probe);
    storageInstance = local;
  } catch {
    console.warn(storageUnavailableWarning);
    storageInstance = memoryStorage();
  }
  return storageInstance;
}

/** The stored record if it is still valid at `now`. */
export function readConsent(now = Date.now()): ConsentRecord | undefined {
  let raw: string | null;
  try {
    raw = storage().getItem(consentStorageKey);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    return validConsent(JSON.parse(raw), now);
  } catch {
    return undefined;
  }
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

function writeConsentCookies(record: ConsentRecord): void {
  writeCookie(consentCookieNames.analytics, String(record.analytics), cookieMaxAgeSeconds);
  writeCookie(consentCookieNames.preferences, String(record.preferences), cookieMaxAgeSeconds);
  writeCookie(consentCookieNames.session, String(record.session), cookieMaxAgeSeconds);
}

// --- the store ---------------------------------------------------------------------------------

const serverState: ConsentState = { consent: undefined, dialogOpen: false };
let state: ConsentState | undefined;
let openRequested = false;
const listeners = new Set<() => void>();

function computeState(): ConsentState {
  const consent = readConsent();
  return { consent, dialogOpen: openRequested || consent === undefined };
}

function publish(): void {
  state = computeState();
  for (const listener of listeners) listener();
}

/** Subscribes to changes; returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current state in the browser. */
export function getConsentState(): ConsentState {
  state ??= computeState();
  return state;
}

/** The state during prerender and hydration: nothing known, dialog closed. */
export function getServerConsentState(): ConsentState {
  return serverState;
}

/** Stores a record of `choices`, writes the three cookies and closes the dialog. */
export function saveConsent(choices: OptionalChoices, now = Date.now()): ConsentRecord {
  const record = consentRecord(choices, now);
  storage().setItem(consentStorageKey, JSON.stringify(record));
  writeConsentCookies(record);
  openRequested = false;
  publish();
  return record;
}

/** Shows the dialog again (it closes once a choice is stored). */
export function openConsentDialog(): void {
  openRequested = true;
  publish();
}

/** Every cookie this page can see, expired; then the stored record removed. */
export function clearCookiesAndConsent(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
  for (const name of new Set([...names, ...Object.values(consentCookieNames)])) {
    writeCookie(name, '', 0);
  }
  storage().removeItem(consentStorageKey);
  openRequested = false;
  publish();
}
