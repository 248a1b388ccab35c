/**
 * A page's canonical URL, apart from the head tags (seo.ts, which re-exports it): the Insights list
 * writes its JSON-LD links with it in the browser, and its head tags come from its loader data.
 */
import { siteConfig } from './site-config';

/** `origin + path` without query, hash or trailing slash (the root keeps its slash). */
export function canonicalUrl(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
  return `${siteConfig.publicOrigin}${trimmed.startsWith('/') ? trimmed : `/${trimmed}`}`;
}
