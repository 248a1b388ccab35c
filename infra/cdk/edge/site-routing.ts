/**
 * How the site answers a path, decided at the edge before S3 is asked: the manifest's redirects,
 * prerendered pages (`/x` -> `/x/index.html`), the SPA fallback for client-rendered routes and
 * the not-found page (served with status 404).
 *
 * `classifyPath` is the rule in TypeScript (for tests and any other host that needs it);
 * `viewerFunctionCode` writes the same rule as a CloudFront Function (JavaScript runtime 2.0),
 * with the redirects and the list of prerendered pages baked in at synth time, because an edge
 * function cannot ask the bucket which files exist.
 */
import type { RedirectDef } from '../../manifest';

/** The file React Router writes for routes that are not prerendered. */
export const spaFallbackDocument = '/__spa-fallback.html';

/** The prerendered not-found page. */
export const notFoundPage = '/404';

/** What the edge does with a request path. */
export type PathDecision =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'file'; uri: string }
  | { kind: 'page'; uri: string }
  | { kind: 'spa'; uri: string }
  | { kind: 'not-found'; uri: string };

export interface RoutingTable {
  redirects: readonly RedirectDef[];
  /**
   * Client-rendered paths (manifest `spaFallbackPrefixes`): `/admin` matches `/admin` and
   * `/admin/...`; `/insights/` matches what lies below `/insights/`.
   */
  spaPrefixes: readonly string[];
  /**
   * Paths of the prerendered pages (`/`, `/about`, ...), or `undefined` when the build is not
   * known at synth time: then every other extension-less path is rewritten to its `index.html`
   * and S3 answers for the missing ones.
   */
  pages?: readonly string[];
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function findRedirect(
  redirects: readonly RedirectDef[],
  path: string,
): { status: RedirectDef['status']; location: string } | undefined {
  for (const rule of redirects) {
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -1);
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      return {
        status: rule.status,
        location: rule.to.endsWith('/*') ? rule.to.slice(0, -1) + rest : rule.to,
      };
    }
    if (path === rule.from) return { status: rule.status, location: rule.to };
  }
  return undefined;
}

function isSpaPath(prefixes: readonly string[], path: string): boolean {
  return prefixes.some((prefix) =>
    prefix.endsWith('/')
      ? path.startsWith(prefix)
      : path === prefix || path.startsWith(`${prefix}/`),
  );
}

function indexDocument(path: string): string {
  return path === '/' ? '/index.html' : `${path}/index.html`;
}

/** The routing rule, as the CloudFront Function applies it (query strings aside). */
export function classifyPath(uri: string, table: RoutingTable): PathDecision {
  const path = normalise(uri);
  const redirect = findRedirect(table.redirects, path);
  if (redirect) return { kind: 'redirect', ...redirect };
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return { kind: 'file', uri };
  if (table.pages?.includes(path)) return { kind: 'page', uri: indexDocument(path) };
  if (isSpaPath(table.spaPrefixes, path)) return { kind: 'spa', uri: spaFallbackDocument };
  if (table.pages === undefined) return { kind: 'page', uri: indexDocument(path) };
  return { kind: 'not-found', uri: indexDocument(notFoundPage) };
}

/** Largest function CloudFront accepts (10 KB). */
export const maxFunctionCodeBytes = 10 * 1024;

/**
 * The CloudFront Function (JavaScript 2.0) for the site's default behaviour, associated with
 * both viewer events: on the request it redirects or rewrites the URI; on the response it turns
 * the not-found page's 200 into a 404 (the response event sees the viewer's original URI, so it
 * classifies the path again).
 */
export function viewerFunctionCode(table: RoutingTable): string {
  // [from, to, status, from is a prefix, to carries the rest of the path]
  const redirects = table.redirects.map((rule) => {
    const prefix = rule.from.endsWith('/*');
    const carry = prefix && rule.to.endsWith('/*');
    return [
      prefix ? rule.from.slice(0, -1) : rule.from,
      carry ? rule.to.slice(0, -1) : rule.to,
      rule.status,
      prefix,
      carry,
    ];
  });
  const pages =
    table.pages === undefined
      ? 'null'
      : JSON.stringify(Object.fromEntries(table.pages.map((p) => [p, 1])));
  // ES5-style code: the CloudFront runtime is not Node, and every byte counts against 10 KB.
  const code = `var REDIRECTS = ${JSON.stringify(redirects)};
var PAGES = ${pages};
var SPA = ${JSON.stringify(table.spaPrefixes)};
var SPA_DOCUMENT = ${JSON.stringify(spaFallbackDocument)};
var NOT_FOUND = ${JSON.stringify(indexDocument(notFoundPage))};

function normalise(uri) {
  if (uri.length <= 1) return uri;
  var path = uri.replace(/\\/+$/, '');
  return path === '' ? '/' : path;
}

function indexDocument(path) {
  return path === '/' ? '/index.html' : path + '/index.html';
}

function classify(uri) {
  var path = normalise(uri);
  for (var i = 0; i < REDIRECTS.length; i++) {
    var rule = REDIRECTS[i];
    if (rule[3] ? path.indexOf(rule[0]) === 0 : path === rule[0]) {
      var location = rule[4] ? rule[1] + path.substring(rule[0].length) : rule[1];
      return { kind: 'redirect', status: rule[2], location: location };
    }
  }
  var last = path.substring(path.lastIndexOf('/') + 1);
  if (last.indexOf('.') !== -1) return { kind: 'file', uri: uri };
  if (PAGES !== null && PAGES[path] === 1) return { kind: 'page', uri: indexDocument(path) };
  for (var j = 0; j < SPA.length; j++) {
    var p = SPA[j];
    var below = p.charAt(p.length - 1) === '/' ? p : p + '/';
    if (path === p || path.indexOf(below) === 0) return { kind: 'spa', uri: SPA_DOCUMENT };
  }
  if (PAGES === null) return { kind: 'page', uri: indexDocument(path) };
  return { kind: 'not-found', uri: NOT_FOUND };
}

function queryString(query) {
  var parts = [];
  for (var key in query) {
    var entry = query[key];
    if (entry.multiValue) {
      for (var k = 0; k < entry.multiValue.length; k++) parts.push(key + '=' + entry.multiValue[k].value);
    } else {
      parts.push(entry.value === '' ? key : key + '=' + entry.value);
    }
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

function handler(event) {
  var request = event.request;
  var decision = classify(request.uri);
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    if (decision.kind === 'not-found' && response.statusCode === 200) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    return response;
  }
  if (decision.kind === 'redirect') {
    return {
      statusCode: decision.status,
      statusDescription: decision.status === 301 ? 'Moved Permanently' : 'Found',
      headers: { location: { value: decision.location + queryString(request.querystring) } },
    };
  }
  request.uri = decision.uri;
  return request;
}
`;
  const size = Buffer.byteLength(code, 'utf8');
  if (size > maxFunctionCodeBytes) {
    throw new Error(
      `The site's CloudFront Function would be ${size} bytes (limit ${maxFunctionCodeBytes}): too many prerendered pages or redirects. Move the page list to a CloudFront KeyValueStore.`,
    );
  }
  return code;
}

/**
 * The CloudFront Function for a bucket served under a path prefix (`/media/` -> the images
 * bucket): strips the prefix, so object keys do not repeat it.
 */
export function stripPrefixFunctionCode(publicPath: string): string {
  const prefix = publicPath.replace(/\/+$/, '');
  return `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf(${JSON.stringify(`${prefix}/`)}) === 0) {
    request.uri = request.uri.substring(${prefix.length});
  }
  return request;
}
`;
}
