/**
 * The site config as the web build sees it: the shared defaults with the stage's overrides
 * (BRAND_NAME, PUBLIC_ORIGIN, ...), resolved and validated at build time by vite.config.ts and
 * inlined as a plain object. The functions get the same values (see vite.config.ts). Also the
 * canonical URL of a path, which the head tags and the Insights list's JSON-LD write: here, where
 * every page already has it, rather than in a module of its own (one more request for a line).
 */
import type { SiteConfig } from '@shared/content/site-config';

export const siteConfig: SiteConfig = __SITE_CONFIG__;

/** `origin + path` without query, hash or trailing slash (the root keeps its slash). */
export function canonicalUrl(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  return `${siteConfig.publicOrigin}${trimmed.startsWith('/') ? trimmed : `/${trimmed}`}`;
}
