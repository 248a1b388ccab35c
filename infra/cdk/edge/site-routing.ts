/**
 * The CloudFront Function of the site's default behaviour, generated from THE path rule
 * (shared/rules/path-rule.ts): esbuild bundles that module as it is, and a few lines of glue look
 * the request up in the edge store (a CloudFront KeyValueStore, written only by the render worker)
 * and apply the decision. The sandbox's HTTP server calls the same module, so the edge and the
 * laptop decide alike (test/infra/site-routing.test.ts runs the generated code against it).
 *
 * Associated with both viewer events: on the request it redirects or rewrites the URI; on the
 * response it turns a not-found document's 200 into a 404 (deciding again from the request) and
 * adds `X-Robots-Tag` to the pages the table marks noindex.
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { PathTable } from '@shared/rules/path-rule';
import { publicMediaKeyPattern } from '@shared/rules/public-image';

/** Largest function CloudFront accepts (10 KB). */
export const maxFunctionCodeBytes = 10 * 1024;

const pathRuleModule = fileURLToPath(
  new URL('../../../shared/rules/path-rule.ts', import.meta.url),
);

/** The path rule as one script defining `PathRule` (ES2015, which the runtime supports). */
export function pathRuleScript(): string {
  const result = buildSync({
    entryPoints: [pathRuleModule],
    bundle: true,
    format: 'iife',
    globalName: 'PathRule',
    target: 'es2015',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export interface ViewerFunctionOptions {
  /** Id of the edge store (KeyValueStore) associated with the function; none: no entries. */
  keyValueStoreId?: string;
}

/** The function's code (JavaScript runtime 2.0). Throws when it would exceed CloudFront's limit. */
export function viewerFunctionCode(table: PathTable, options: ViewerFunctionOptions = {}): string {
  const store = options.keyValueStoreId
    ? `import cf from 'cloudfront';\nvar kvs = cf.kvs(${JSON.stringify(options.keyValueStoreId)});\n`
    : 'var kvs = null;\n';
  const code = `${store}${pathRuleScript()}
var TABLE = ${JSON.stringify(table)};

function firstValues(querystring) {
  var out = {};
  for (var key in querystring) {
    var entry = querystring[key];
    out[key] = entry.multiValue ? entry.multiValue[0].value : entry.value;
  }
  return out;
}

function queryString(querystring) {
  var parts = [];
  for (var key in querystring) {
    var entry = querystring[key];
    if (entry.multiValue) {
      for (var k = 0; k < entry.multiValue.length; k++) parts.push(key + '=' + entry.multiValue[k].value);
    } else {
      parts.push(entry.value === '' ? key : key + '=' + entry.value);
    }
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}

async function lookup(key) {
  if (!kvs) return undefined;
  try {
    return PathRule.parseEdgeEntry(await kvs.get(key));
  } catch (e) {
    return undefined; // no entry (kvs.get throws for a missing key)
  }
}

async function handler(event) {
  var request = event.request;
  var key = PathRule.edgeKey(request.uri, firstValues(request.querystring), TABLE);
  var decision = PathRule.decidePath(request.uri, TABLE, await lookup(key));
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    if (decision.kind === 'not-found' && response.statusCode === 200) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    var robots = PathRule.robotsTag(request.uri, TABLE);
    if (robots) response.headers['x-robots-tag'] = { value: robots };
    return response;
  }
  if (decision.kind === 'redirect') {
    return {
      statusCode: decision.status,
      statusDescription: decision.status === 301 ? 'Moved Permanently' : 'Found',
      headers: { location: { value: decision.location + queryString(request.querystring) } },
    };
  }
  if (decision.kind === 'data-redirect') {
    return {
      statusCode: 204,
      statusDescription: 'No Content',
      headers: {
        'x-remix-redirect': { value: decision.location },
        'x-remix-status': { value: String(decision.status) },
      },
    };
  }
  request.uri = decision.uri;
  return request;
}
`;
  const size = Buffer.byteLength(code, 'utf8');
  if (size > maxFunctionCodeBytes) {
    throw new Error(
      `The site's CloudFront Function would be ${size} bytes (limit ${maxFunctionCodeBytes}): too many prerendered pages or redirects. Move the page list to the KeyValueStore.`,
    );
  }
  return code;
}

/**
 * The CloudFront Function for a bucket served under a path prefix (`/media/` -> the images
 * bucket), on both viewer events: the request loses the prefix, so object keys do not repeat it,
 * and a key that is not public (an upload's original, with its EXIF: shared/rules/public-image.ts,
 * which the sandbox applies too) is a 404 before the bucket is asked; a response whose type is not
 * one of `inlineTypes` gets `Content-Disposition: attachment` (the manifest's `mediaDisposition`).
 */
export function mountFunctionCode(publicPath: string, inlineTypes: readonly string[]): string {
  const prefix = publicPath.replace(/\/+$/, '');
  return `var INLINE_TYPES = ${JSON.stringify(inlineTypes)};
var PUBLIC_KEY = ${publicMediaKeyPattern.toString()};

function handler(event) {
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    var header = response.headers['content-type'];
    var type = header ? header.value.split(';')[0].trim().toLowerCase() : '';
    response.headers['content-disposition'] = {
      value: INLINE_TYPES.indexOf(type) >= 0 ? 'inline' : 'attachment',
    };
    return response;
  }
  var request = event.request;
  if (request.uri.indexOf(${JSON.stringify(`${prefix}/`)}) === 0) {
    request.uri = request.uri.substring(${prefix.length});
  }
  if (!PUBLIC_KEY.test(request.uri.substring(1))) {
    return { statusCode: 404, statusDescription: 'Not Found' };
  }
  return request;
}
`;
}
