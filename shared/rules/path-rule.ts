/**
 * How the site answers a path: THE rule, written once. The CloudFront Function is generated from
 * this module (infra/cdk/edge/site-routing.ts bundles it) and the sandbox's HTTP server calls it
 * (infra/local/http-server.ts), so the edge and the laptop cannot disagree.
 *
 * In order: the fixed redirects (code, in the manifest); the edge store's entry for the path (the
 * published slugs, written only by the render worker: a rendered page, or a 301 from an earlier
 * slug); files; the build's prerendered pages; under a family of rendered pages (`/insights/`,
 * `/solutions/`) an unknown slug gets that family's not-found document with status 404; the
 * client-rendered admin gets the SPA fallback; anything else the 404 page.
 *
 * Written for the CloudFront Functions runtime too: plain functions over plain data, no imports
 * with side effects, nothing Node-specific. The edge looks the entry up (KeyValueStore) and hands
 * it in, so the rule itself stays synchronous.
 */

/** A fixed redirect of the manifest. */
export interface RedirectRule {
  /** Exact path, or a prefix ending in `/*`. */
  from: string;
  /** Target path; a `/*` ending (with a `/*` source) carries the rest of the path over. */
  to: string;
  status: 301 | 302;
}

/** What the edge store holds for one path (see {@link edgeKey}). */
export type EdgeEntry =
  /** A rendered page: `file` + `.html` is its document, `file` + `.data` its client data. */
  | { page: string; owner: string; version: string }
  /** An earlier slug of a live page. */
  | { redirect: string; status: 301 | 302; owner: string };

/** The facts the rule decides from, known when the site is built or deployed. */
export interface PathTable {
  redirects: readonly RedirectRule[];
  /**
   * Paths of the build's prerendered pages (`/`, `/about`, ...), or null when the build is not
   * known (synth without a build, Vite's dev server): then every other extension-less path is
   * taken as a page and the host answers for the missing ones.
   */
  pages: readonly string[] | null;
  /**
   * Families of rendered pages: `/insights/` -> an unknown slug below it gets the document at
   * `/insights/_not-found/index.html`, with status 404.
   */
  renderedFamilies: readonly { prefix: string; notFound: string }[];
  /** Paths whose rendered variants are chosen by one query parameter (`/insights` by category). */
  variants: readonly { path: string; param: string }[];
  /** Client-rendered sections (`/admin` and below) served the SPA fallback. */
  spaPrefixes: readonly string[];
  /** Pages never to be indexed (the draft preview): their answers carry `X-Robots-Tag`. */
  noindex?: readonly string[];
}

/** What the host does with a request. */
export type PathDecision =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /** A client navigation's data request for a moved page: React Router's redirect answer. */
  | { kind: 'data-redirect'; status: 301 | 302; location: string }
  | { kind: 'rendered'; uri: string }
  | { kind: 'file'; uri: string }
  | { kind: 'page'; uri: string }
  | { kind: 'spa'; uri: string }
  | { kind: 'not-found'; uri: string };

/** The document React Router writes for client-rendered routes. */
export const spaFallbackDocument = '/__spa-fallback.html';

/** The prerendered 404 page's document. */
export const notFoundDocument = '/404/index.html';

/** Where rendered pages live in the site bucket (a prefix the deployment never prunes). */
export const renderedPrefix = '/_rendered';

const dataSuffix = '.data';

/** The path without trailing slashes (the root keeps its slash). */
export function normalisePath(uri: string): string {
  if (uri.length <= 1) return uri;
  const path = uri.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The `X-Robots-Tag` a page's answer carries, or undefined for an indexable one. */
export function robotsTag(uri: string, table: PathTable): string | undefined {
  const noindex = table.noindex ?? [];
  // The page's path, or its document once the request was rewritten to it.
  const path = normalisePath(uri.replace(/\/index\.html$/, '') || '/');
  return noindex.indexOf(path) >= 0 ? 'noindex' : undefined;
}

function indexDocument(path: string): string {
  return path === '/' ? '/index.html' : path + '/index.html';
}

/** The fixed redirect for a normalised path, with its resolved location. First match wins. */
export function fixedRedirect(
  redirects: readonly RedirectRule[],
  path: string,
): { status: 301 | 302; location: string } | undefined {
  for (let i = 0; i < redirects.length; i++) {
    const rule = redirects[i] as RedirectRule;
    if (rule.from.slice(-2) === '/*') {
      const prefix = rule.from.slice(0, -1);
      if (path.indexOf(prefix) !== 0) continue;
      const carry = rule.to.slice(-2) === '/*';
      return {
        status: rule.status,
        location: carry ? rule.to.slice(0, -1) + path.slice(prefix.length) : rule.to,
      };
    }
    if (path === rule.from) return { status: rule.status, location: rule.to };
  }
  return undefined;
}

/**
 * The edge store key of a request: its page path (a `.data` request names its page), plus the
 * variant parameter where the path has one (`/insights?category=strategy`).
 * `query` holds the first value of each parameter.
 */
export function edgeKey(
  uri: string,
  query: Readonly<Record<string, string | undefined>>,
  table: Pick<PathTable, 'variants'>,
): string {
  let path = normalisePath(uri);
  if (path.slice(-dataSuffix.length) === dataSuffix) {
    path = path.slice(0, -dataSuffix.length);
    // React Router asks for the root's data at /_root.data.
    if (path === '/_root') path = '/';
  }
  for (let i = 0; i < table.variants.length; i++) {
    const variant = table.variants[i] as PathTable['variants'][number];
    const value = query[variant.param];
    if (variant.path === path && value) return variantKey(path, variant.param, value);
  }
  return path;
}

/**
 * The key of a rendered variant (`/insights?category=M%26A`): the value encoded one way, whether
 * it arrives decoded (the sandbox, the worker) or as sent (CloudFront's query values).
 */
export function variantKey(path: string, param: string, value: string): string {
  let decoded = value.replace(/\+/g, ' ');
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    // not encoded
  }
  return path + '?' + param + '=' + encodeURIComponent(decoded);
}

/** Parses a stored entry; anything unreadable counts as no entry. */
export function parseEdgeEntry(value: string | null | undefined): EdgeEntry | undefined {
  if (!value) return undefined;
  try {
    const entry = JSON.parse(value) as Partial<Record<string, unknown>>;
    if (typeof entry.page === 'string') return entry as EdgeEntry;
    if (typeof entry.redirect === 'string') return entry as EdgeEntry;
  } catch {
    // fall through
  }
  return undefined;
}

/**
 * The decision for a request. `entry` is the edge store's entry under `edgeKey(uri, ...)`, or
 * undefined when there is none.
 */
export function decidePath(
  uri: string,
  table: PathTable,
  entry: EdgeEntry | undefined,
): PathDecision {
  const path = normalisePath(uri);
  const redirect = fixedRedirect(table.redirects, path);
  if (redirect) return { kind: 'redirect', status: redirect.status, location: redirect.location };

  const isData = path.slice(-dataSuffix.length) === dataSuffix;
  if (entry && 'redirect' in entry) {
    return isData
      ? { kind: 'data-redirect', status: entry.status, location: entry.redirect }
      : { kind: 'redirect', status: entry.status, location: entry.redirect };
  }
  if (entry && 'page' in entry) {
    return { kind: 'rendered', uri: entry.page + (isData ? dataSuffix : '.html') };
  }

  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return { kind: 'file', uri: uri };
  if (table.pages !== null && table.pages.indexOf(path) !== -1) {
    return { kind: 'page', uri: indexDocument(path) };
  }
  for (let i = 0; i < table.renderedFamilies.length; i++) {
    const family = table.renderedFamilies[i] as PathTable['renderedFamilies'][number];
    if (path.indexOf(family.prefix) === 0) return { kind: 'not-found', uri: family.notFound };
  }
  for (let i = 0; i < table.spaPrefixes.length; i++) {
    const prefix = table.spaPrefixes[i] as string;
    if (path === prefix || path.indexOf(prefix + '/') === 0) {
      return { kind: 'spa', uri: spaFallbackDocument };
    }
  }
  if (table.pages === null) return { kind: 'page', uri: indexDocument(path) };
  return { kind: 'not-found', uri: notFoundDocument };
}
