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
 * - **Inline scripts that are the same on every page**: the site's CSP header (a static
 *   CloudFront policy, applied together with the meta CSP below) can list only a few hashes, and
 *   the pages rendered on publish are not known when it is made. So no executable inline script
 *   carries page data: the module script is {@link moduleBootstrap} with the page's module list in
 *   an attribute, and each of React Router's data scripts becomes a JSON block read by
 *   {@link streamChunkLoader}. (web/app/entry.server.tsx renders whole documents, so React adds
 *   no reveal scripts.) The build records the hashes of all its pages' inline scripts
 *   ({@link builtScriptSourcesFile}); that finite set is the header's script-src.
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

/**
 * The file a web build records its script sources in (`<build>/script-sources.json`, beside
 * `client/`): `{ "scriptSrc": [...] }`, the hashes of every inline script of its pages and the
 * origins of the external scripts they load. The sandbox and CDK add them to the CSP header.
 */
export const builtScriptSourcesFile = 'script-sources.json';

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

const moduleScriptPattern = /(<script type="module"[^>]*)>([\s\S]*?)(<\/script>)/;
const staticImportPattern = /^\s*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"]+");?[ \t]*$/gm;
const routeModulesPattern =
  /^window\.__reactRouterRouteModules = \{([^}]*)\};\s*import\(("[^"]+")\);$/;
const routeEntryPattern = /("(?:[^"\\]|\\.)*"):([\w$]+)/g;

/** Attribute of the module script holding the page's modules (read by {@link moduleBootstrap}). */
export const routeModulesAttribute = 'data-route-modules';

/**
 * The module script of every prerendered or rendered page, the same text on every page (so one
 * hash in the CSP header admits them all): after the first frame (rAF then a task; the timer alone
 * covers a tab that does not render frames) it imports the modules its own
 * {@link routeModulesAttribute} lists, together, then hands React Router the route modules and
 * starts the client entry, as React Router's own script does with static imports.
 */
export const moduleBootstrap = [
  'await new Promise((go) => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 200); });',
  `const page = JSON.parse(document.querySelector("script[${routeModulesAttribute}]").getAttribute("${routeModulesAttribute}"));`,
  'const modules = await Promise.all(page.imports.map((url) => import(url)));',
  'window.__reactRouterRouteModules = Object.fromEntries(Object.entries(page.routes).map(([id, at]) => [id, modules[at]]));',
  'import(page.entry);',
].join('\n');

/** What React Router's module script of one page loads: the data behind {@link moduleBootstrap}. */
export interface RouteModules {
  /** Every module, in React Router's order (the route manifest first). */
  imports: string[];
  /** Route id -> index in `imports` of its module. */
  routes: Record<string, number>;
  /** The client entry, imported last. */
  entry: string;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * Reads React Router's module script (static imports, the route modules object, the entry import).
 * Throws on any other shape: a script this rule does not understand would reach the page with a
 * hash of its own, which the site's header does not list.
 */
export function parseRouteModules(body: string): RouteModules {
  const imports: string[] = [];
  const names = new Map<string, number>();
  for (const [, name, specifier = ''] of body.matchAll(staticImportPattern)) {
    if (name) names.set(name, imports.length);
    imports.push(JSON.parse(specifier) as string);
  }
  const rest = routeModulesPattern.exec(body.replace(staticImportPattern, '').trim());
  if (!rest) throw new Error(`React Router's module script has an unknown shape:\n${body}`);
  const [, entries = '', entry = ''] = rest;
  const routes: Record<string, number> = {};
  for (const [, id = '', name = ''] of entries.matchAll(routeEntryPattern)) {
    const at = names.get(name);
    if (at === undefined) throw new Error(`Route module ${name} is not imported:\n${body}`);
    routes[JSON.parse(id) as string] = at;
  }
  return { imports, routes, entry: JSON.parse(entry) as string };
}

/**
 * React Router's module script turned into {@link moduleBootstrap}, which imports the same
 * modules after the first frame, with the page's module list in an attribute (a hash covers a
 * script's text, not its attributes). A script without static imports (already turned) is left
 * as it is.
 */
export function hydrateAfterPaint(html: string): string {
  const script = moduleScriptPattern.exec(html);
  if (!script) return html;
  const [whole, open = '', body = ''] = script;
  if (![...body.matchAll(staticImportPattern)].length) return html;
  const data = escapeAttribute(JSON.stringify(parseRouteModules(body)));
  return html.replace(
    whole,
    () => `${open} ${routeModulesAttribute}="${data}">${moduleBootstrap}</script>`,
  );
}

const streamChunkPattern =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/**
 * The script that hands React Router one chunk of the page's data, the same text for every chunk
 * of every page: the chunk is the JSON string in the data block just before it.
 */
export const streamChunkLoader =
  'window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent));';

/**
 * React Router's data scripts (`streamController.enqueue("<chunk>")`, one per chunk, each with the
 * page's data in its text, so a hash of its own) as a non-executable JSON block holding the
 * chunk (the same string literal, already escaped for a script element) and
 * {@link streamChunkLoader}. They stand after the document's content, outside what React
 * hydrates.
 */
export function dataAsJson(html: string): string {
  return html.replace(
    streamChunkPattern,
    (_, chunk: string) =>
      `<script type="application/json">${chunk}</script><script>${streamChunkLoader}</script>`,
  );
}

/**
 * The document as served: React Router's data scripts become data; a prerendered page also
 * loses its module preloads and hydrates after its first paint (the SPA fallback keeps its module
 * script, one per build).
 */
export function orderHead(html: string, prerendered: boolean): string {
  const page = dataAsJson(html);
  return prerendered ? hydrateAfterPaint(page.replace(modulePreloadPattern, '')) : page;
}

/** Both finishing steps, in the order the build applies them. */
export function finishPage(html: string, options: CspOptions & { prerendered: boolean }): string {
  return withCspMeta(orderHead(html, options.prerendered), options);
}
