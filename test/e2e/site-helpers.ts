/**
 * Shared steps of the public-site specs (site-*.spec.ts): waiting for hydration, a fresh client
 * address per test (the public forms' rate limit counts per address). The axe check is in axe.ts,
 * the admin's session and API calls in admin-helpers.ts.
 */
import type { Page } from '@playwright/test';

export const baseUrl = (): string => process.env.BASE_URL as string;

/** A browser storage state with nothing in it: a first-time visitor (consent dialog shows). */
export const firstVisit = { cookies: [], origins: [] };

/** Waits until React Router has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** A unique suffix, so tests never collide with each other's data. */
export function unique(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A client address no other test uses (the e2e sandbox reads it from x-forwarded-for). */
export function freshClientIp(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/** Sends every request of `page` from a fresh client address; returns the address. */
export async function useFreshClientIp(page: Page): Promise<string> {
  const ip = freshClientIp();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** The parsed JSON-LD blocks of the page (head and body). */
export async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The toast list (sonner) of the page. */
export function toasts(page: Page) {
  return page.locator('[data-sonner-toaster]');
}
