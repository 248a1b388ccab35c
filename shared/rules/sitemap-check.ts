/**
 * The sitemap checker's rules (public-site.md section 8): given what `GET /sitemap.xml` answered,
 * is it a valid sitemap and how many URLs does it list. The page does the fetch; this decides.
 */

/** What the checker read from the answer. */
export interface SitemapAnswer {
  status: number;
  statusText: string;
  /** The Content-Type header, null when absent. */
  contentType: string | null;
  body: string;
}

/** The checker's verdict. `count` is the number of `<url>` entries (0 unless valid). */
export interface SitemapVerdict {
  valid: boolean;
  message: string;
  count: number;
}

/** Message while the check runs. */
export const sitemapCheckingMessage = 'Checking sitemap validity...';

/** Message of a valid sitemap. */
export const validSitemapMessage = 'Valid XML sitemap verified';

/**
 * Checks, in order: a 2xx status ('Failed to load sitemap: {status} {statusText}'), an XML
 * Content-Type ('Invalid Content-Type: {value or not specified}'), a body starting with the XML
 * declaration, a byte-order mark allowed ('Invalid XML declaration'), and both urlset tags
 * ('Invalid XML structure (missing urlset tags)').
 */
export function checkSitemap(answer: SitemapAnswer): SitemapVerdict {
  if (answer.status < 200 || answer.status > 299) {
    return invalid(`Failed to load sitemap: ${answer.status} ${answer.statusText}`.trimEnd());
  }
  const contentType = answer.contentType?.trim() ?? '';
  if (!contentType.toLowerCase().includes('xml')) {
    return invalid(`Invalid Content-Type: ${contentType || 'not specified'}`);
  }
  const body = answer.body.replace(/^\uFEFF/, '');
  if (!body.startsWith('<?xml')) return invalid('Invalid XML declaration');
  if (!/<urlset[\s>]/.test(body) || !body.includes('</urlset>')) {
    return invalid('Invalid XML structure (missing urlset tags)');
  }
  const count = body.match(/<url[\s>]/g)?.length ?? 0;
  return { valid: true, message: validSitemapMessage, count };
}

/** Message when the check itself failed (network error, aborted request). */
export function sitemapErrorMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `Error checking sitemap: ${detail}`;
}

function invalid(message: string): SitemapVerdict {
  return { valid: false, message, count: 0 };
}
