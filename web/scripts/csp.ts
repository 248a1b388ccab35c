/**
 * Per-page script CSP. After `react-router build`, every HTML file of the client build holds a
 * few inline scripts (the no-flash theme script, React Router's hydration context and module
 * loader). This computes the sha256 of each executable inline script of a page and writes
 *
 *   <meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-…' …">
 *
 * at the top of <head> (right after `<meta charset>`, which must stay within the first 1024 bytes;
 * a policy applies from its position on, and no script comes before it), so scripts need no
 * 'unsafe-inline'. JSON-LD blocks are data, not
 * scripts, and are left out. A page that loads the third-party sitemap widget also gets the
 * widget's origin. Idempotent: a meta CSP written by an earlier run is replaced.
 *
 * Run: `tsx web/scripts/csp.ts [web/build/client]` (react-router.config.ts also runs it at buildEnd).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const existingMetaPattern = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
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
  extraScriptOrigins?: string[];
}

/** The policy for one page. */
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

/** Every HTML file under `dir`, at any depth. */
export async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Writes the meta CSP into every HTML file under `clientDir`. The sitemap generator page (and the
 * SPA fallback, which can render any route) may load the widget from VITE_SITEMAP_WIDGET_URL.
 */
export async function injectCsp(
  clientDir: string,
  widgetUrl = process.env.VITE_SITEMAP_WIDGET_URL,
): Promise<number> {
  const widgetOrigin = originOf(widgetUrl);
  let count = 0;
  for await (const file of htmlFiles(resolve(clientDir))) {
    const html = await readFile(file, 'utf8');
    const needsWidget =
      file.endsWith(join('sitemap-generator', 'index.html')) ||
      file.endsWith('__spa-fallback.html');
    const extraScriptOrigins = needsWidget && widgetOrigin ? [widgetOrigin] : [];
    await writeFile(file, withCspMeta(html, { extraScriptOrigins }));
    count += 1;
  }
  return count;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'web/build/client';
  const count = await injectCsp(dir);
  console.log(`csp: meta CSP written into ${count} HTML files under ${dir}`);
}
