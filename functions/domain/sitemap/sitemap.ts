/**
 * The XML sitemap (DESIGN.md section 12, deviation 8): the static public routes plus every
 * published article (/insights/{slug}) and published programmatic page (/solutions/{slug}), as a
 * sitemaps.org 0.9 document. Static pages declared noindex are left out: a sitemap lists only
 * indexable canonical URLs. A page whose slug is also a fixed route (a programmatic page named
 * like a service page) is listed once: the fixed route wins, as it does on the site. An article or
 * page its editors marked noindex is left out; one whose canonical names another address is
 * listed at that address when it is on this site, and left out when it is another site's. A path
 * the admin's redirects send elsewhere is left out, a live page's included.
 */
import { canonicalTarget, type SeoFields } from '@shared/rules/seo-fields';
import { xmlText } from '@shared/rules/xml-text';

/** A published item: its slug and when it last changed (ISO-8601). */
export interface PublishedSlug {
  slug: string;
  updated_at: string;
  /** The editors' noindex switch and canonical override, when set. */
  seo?: Pick<SeoFields, 'noindex' | 'canonical'>;
}

export interface SitemapSources {
  /** The site's public origin (no trailing slash): a canonical URL on it counts as its path. */
  publicOrigin: string;
  /** Static public paths, '/' first. */
  staticPaths: readonly string[];
  /** Static paths whose pages are noindex (never listed). */
  noindexPaths: readonly string[];
  publishedArticles(): Promise<PublishedSlug[]>;
  publishedPages(): Promise<PublishedSlug[]>;
  /**
   * Paths the admin's redirects send elsewhere: never listed, since a crawler reaching one finds
   * a redirect (a live page is redirected only when its redirect was confirmed).
   */
  redirectedPaths(): Promise<ReadonlySet<string>>;
}

/** One `<url>`: a site path and, when known, its last change. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Namespace of the sitemaps.org 0.9 schema. */
export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Every entry of the sitemap, each path once, in the order static, articles, pages. */
export async function sitemapEntries(sources: SitemapSources): Promise<SitemapEntry[]> {
  const [articles, pages, redirected] = await Promise.all([
    sources.publishedArticles(),
    sources.publishedPages(),
    sources.redirectedPaths(),
  ]);
  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: SitemapEntry) => {
    if (seen.has(entry.path) || redirected.has(entry.path)) return;
    seen.add(entry.path);
    entries.push(entry);
  };
  const newestArticle = articles
    .filter((article) => !redirected.has(`/insights/${encodeURIComponent(article.slug)}`))
    .map((article) => article.updated_at)
    .sort()
    .at(-1);
  const noindex = new Set(sources.noindexPaths);
  for (const path of sources.staticPaths) {
    if (noindex.has(path)) continue;
    add(path === '/insights' && newestArticle ? { path, lastmod: newestArticle } : { path });
  }
  const addItem = (prefix: string, item: PublishedSlug) => {
    if (item.seo?.noindex) return;
    const ownPath = `${prefix}/${encodeURIComponent(item.slug)}`;
    const { path } = canonicalTarget(item.seo?.canonical, ownPath, sources.publicOrigin);
    if (path !== undefined) add({ path, lastmod: item.updated_at });
  };
  for (const article of articles) addItem('/insights', article);
  for (const page of pages) addItem('/solutions', page);
  return entries;
}

/** Escapes the five XML special characters and drops the characters XML forbids. */
export function escapeXml(text: string): string {
  return xmlText(text).replace(/[&<>"']/g, (char) => `&${xmlEntities[char]};`);
}

const xmlEntities: Record<string, string> = {
  '&': 'amp',
  '<': 'lt',
  '>': 'gt',
  '"': 'quot',
  "'": 'apos',
};

/**
 * A W3C Datetime for `<lastmod>`: the instant in UTC to the second, or undefined when the stored
 * value is not a date.
 */
export function w3cDatetime(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** The sitemap document for `origin` (no trailing slash). */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? w3cDatetime(entry.lastmod) : undefined;
    const loc = `<loc>${escapeXml(`${origin}${entry.path}`)}</loc>`;
    return `  <url>\n    ${loc}\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${sitemapNamespace}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
