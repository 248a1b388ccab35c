/**
 * The finishing steps every page document goes through after React Router renders it, at build
 * time (web/react-router.config.ts, over the prerendered files) and at publish time (the render
 * worker, over each rendered page), so a page is the same bytes whichever path made it:
 *
 * - **Content before scripts**: a prerendered page loses its module preload links. React hoists a
 *   preload for each of the forty-odd modules a page needs to the top of <head>, above the
 *   stylesheet; on a slow connection those requests took the bandwidth the stylesheet and the hero
 *   image needed (in Lighthouse's mobile profile first paint came a second later). The HTML holds
 *   the content, and the inline module script at the end of the body still imports every route
 *   module, so hydration follows the paint instead of racing it. The SPA fallback keeps its
 *   preloads: it shows nothing until its scripts have run.
 * - **A meta CSP with the hashes of the page's inline scripts** (the no-flash theme script, React
 *   Router's hydration context and module loader), right after `<meta charset>` (which must stay
 *   within the first 1024 bytes; a policy applies from its position on, and no script comes
 *   before it), so scripts need no 'unsafe-inline'. JSON-LD blocks are data, not scripts, and are
 *   left out. Idempotent: a meta CSP written by an earlier run is replaced.
 *
 * Node only (it hashes with node:crypto); no browser bundle imports it.
 */
import { createHash } from 'node:crypto';

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const existingMetaPattern = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
const modulePreloadPattern = /<link rel="modulepreload" href="[^"]+"\/>/g;
/** Types a browser executes; anything else (application/ld+json, importmap excepted) is data. */
const executableTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function scriptType(attributes: string): string {
  const match = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes);
  return (match?.[1] ?? '').toLowerCase();
}

/** `'sha256-…'` sources of the inline executable scripts of one HTML document, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptPattern)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = scriptType(attributes);
    if (!executableTypes.has(type) && type !== 'importmap') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Origins of external scripts a page needs besides its own (the sitemap widget). */
export interface CspOptions {
  extraScriptOrigins?: readonly string[];
}

/** The script policy of one page. */
export function scriptPolicy(html: string, options: CspOptions = {}): string {
  const sources = ["'self'", ...inlineScriptHashes(html), ...(options.extraScriptOrigins ?? [])];
  return `script-src ${sources.join(' ')}; object-src 'none'; base-uri 'self'`;
}

/** Returns `html` with its meta CSP (re)written at the top of <head>, after a leading charset. */
export function withCspMeta(html: string, options: CspOptions = {}): string {
  const withoutOld = html.replace(existingMetaPattern, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${scriptPolicy(withoutOld, options)}">`;
  const head = /<head\b[^>]*>(\s*<meta charset="?[\w-]+"?\s*\/?>)?/i.exec(withoutOld);
  if (!head) throw new Error('No <head> in document');
  const at = head.index + head[0].length;
  return withoutOld.slice(0, at) + meta + withoutOld.slice(at);
}

/** The document as served: without module preloads when it is a prerendered page. */
export function orderHead(html: string, prerendered: boolean): string {
  return prerendered ? html.replace(modulePreloadPattern, '') : html;
}

/** Both finishing steps, in the order the build applies them. */
export function finishPage(html: string, options: CspOptions & { prerendered: boolean }): string {
  return withCspMeta(orderHead(html, options.prerendered), options);
}
