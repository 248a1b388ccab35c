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
 * - **Paint before hydration**: that module script's static imports become dynamic ones that start
 *   after the first frame. From a fast origin the route modules arrived and hydrated before the
 *   browser had painted once (first paint 250-430 ms instead of 110-260 ms for the same HTML
 *   without scripts, and Lighthouse's simulation then charges the page for every script fetched
 *   before that paint). The modules are fetched together and React Router's loader runs as before.
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

const moduleScriptPattern = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticImportPattern = /^\s*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"]+");?[ \t]*$/gm;

/**
 * React Router's module script with its static imports turned into dynamic ones awaited after the
 * first frame (rAF then a task; the timer alone covers a tab that does not render frames). A
 * script without static imports is left as it is.
 */
export function hydrateAfterPaint(html: string): string {
  const script = moduleScriptPattern.exec(html);
  if (!script) return html;
  const [whole, open = '', body = '', close = ''] = script;
  const imports = [...body.matchAll(staticImportPattern)];
  if (imports.length === 0) return html;
  const names = imports.map(([, name]) => name ?? '').join(', ');
  const specifiers = imports.map(([, , specifier]) => `import(${specifier})`).join(', ');
  const rest = body.replace(staticImportPattern, '').trim();
  const deferred = [
    'await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 200); });',
    `const [${names}] = await Promise.all([${specifiers}]);`,
    rest,
  ]
    .filter(Boolean)
    .join('\n');
  return html.replace(whole, () => open + deferred + close);
}

/**
 * The document as served: a prerendered page loses its module preloads and hydrates after its
 * first paint; the SPA fallback is left as it is.
 */
export function orderHead(html: string, prerendered: boolean): string {
  return prerendered ? hydrateAfterPaint(html.replace(modulePreloadPattern, '')) : html;
}

/** Both finishing steps, in the order the build applies them. */
export function finishPage(html: string, options: CspOptions & { prerendered: boolean }): string {
  return withCspMeta(orderHead(html, options.prerendered), options);
}
