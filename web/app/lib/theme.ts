/**
 * Theme preference (public-site.md section 4): light, dark or system (the default), stored in
 * localStorage under a product-specific key and applied as the `dark` class on <html>.
 */

import { siteConfig } from './site-config';
import { themeStorageKeyFor } from './theme-key';

export type ThemePreference = 'light' | 'dark' | 'system';

/** Storage key of the preference, named after the brand (lib/theme-key.ts). */
export const themeStorageKey = themeStorageKeyFor(siteConfig.brandName);

const darkQuery = '(prefers-color-scheme: dark)';

/**
 * Runs inline in <head> before the body paints, so a dark page never flashes light. Kept tiny and
 * dependency-free; its sha256 is allowed by the page's CSP (web/scripts/csp.ts).
 */
export const themeInitScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(themeStorageKey)});var d=t==="dark"||(t!=="light"&&window.matchMedia(${JSON.stringify(darkQuery)}).matches);var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"}catch(e){}})()`;

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** The stored preference; `system` when none is stored or storage is unavailable. */
export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(themeStorageKey);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Whether the OS currently asks for dark. */
export function systemPrefersDark(): boolean {
  return window.matchMedia(darkQuery).matches;
}

/** Puts the resolved theme on <html>. */
export function applyTheme(preference: ThemePreference): void {
  const dark = preference === 'dark' || (preference === 'system' && systemPrefersDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Stores and applies a preference. */
export function saveThemePreference(preference: ThemePreference): void {
  try {
    window.localStorage.setItem(themeStorageKey, preference);
  } catch {
    // Storage refused (private mode, quota): the choice still applies to this page view.
  }
  applyTheme(preference);
}

/** Calls `listener` when the OS colour scheme changes; returns the unsubscribe function. */
export function onSystemThemeChange(listener: () => void): () => void {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
