/**
 * The local API Gateway (HTTP API, payload v2): matches a request against the manifest's routes
 * and turns it into the event API Gateway would send, so the real handlers run unchanged.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { routeKey as routeKeyOf, type RouteDef } from '../manifest';

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

/** Compiles `/api/articles/{slug}` style paths once. A `{name+}` parameter takes the rest of the path. */
export function compileRoutes(routes: readonly RouteDef[]): CompiledRoute[] {
  return routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const param = segment.match(/^\{(\w+)(\+)?\}$/);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(param[1]!);
        return param[2] ? '(.+)' : '([^/]+)';
      })
      .join('/');
    return { route, pattern: new RegExp(`^${source}$`), names };
  });
}

/** Each compiled table in matching order, sorted once (it was sorted on every request). */
const ordering = new WeakMap<readonly CompiledRoute[], CompiledRoute[]>();

/**
 * Literal segments win over parameters, as in API Gateway: routes with fewer parameters first
 * (a stable sort, so equal ones keep the manifest's order).
 */
function byLiteralsFirst(compiled: readonly CompiledRoute[]): CompiledRoute[] {
  let ordered = ordering.get(compiled);
  if (!ordered || ordered.length !== compiled.length) {
    ordered = [...compiled].sort((a, b) => a.names.length - b.names.length);
    ordering.set(compiled, ordered);
  }
  return ordered;
}

/** Finds the route for a method and path: a match, 'method' (path known, method not), or undefined. */
export function matchRoute(
  compiled: CompiledRoute[],
  method: string,
  path: string,
): RouteMatch | 'method' | undefined {
  let pathKnown = false;
  const ordered = byLiteralsFirst(compiled);
  for (const { route, pattern, names } of ordered) {
    const found = path.match(pattern);
    if (!found) continue;
    pathKnown = true;
    if (route.method !== method) continue;
    const params = Object.fromEntries(
      names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]),
    );
    return { route, params };
  }
  return pathKnown ? 'method' : undefined;
}

/**
 * What the sandbox adds on the way in, as CloudFront does in AWS: the origin secret, and the
 * viewer address (the TCP peer) in `CloudFront-Viewer-Address`, replacing whatever the client sent
 * under those names.
 */
export interface EdgeHeaders {
  originSecret: string;
  /**
   * Test harnesses only: a request header read as the client's address, so one test process can
   * act as many clients. Unset in `npm start`, where no header can change the address.
   */
  clientAddressHeader?: string;
}

/** The API Gateway v2 event for a Node request whose body has been read. */
export function toEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  match: RouteMatch,
  edge?: EdgeHeaders,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  // API Gateway sees the TCP peer (CloudFront in AWS); no header changes it.
  const peer = req.socket.remoteAddress ?? '127.0.0.1';
  delete headers['cloudfront-viewer-address'];
  delete headers['x-origin-verify'];
  if (edge) {
    const claimed = edge.clientAddressHeader
      ? headers[edge.clientAddressHeader]?.split(',')[0]?.trim()
      : undefined;
    headers['cloudfront-viewer-address'] = `${claimed || peer}:${req.socket.remotePort ?? 0}`;
    headers['x-origin-verify'] = edge.originSecret;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams)
    query[key] = key in query ? `${query[key]},${value}` : value;
  const cookies = req.headers.cookie?.split(/;\s*/).filter(Boolean);
  const contentType = headers['content-type'] ?? '';
  const textual = body.length === 0 || /json|text|xml|x-www-form-urlencoded/.test(contentType);
  const now = new Date();
  const routeKey = routeKeyOf(match.route);
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(match.params).length ? { pathParameters: match.params } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: peer,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length ? { body: textual ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: body.length > 0 && !textual,
  };
}

/** A Lambda context good enough for handlers and Powertools. */
export function lambdaContext(functionName: string, timeoutMs = 30_000): Context {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, timeoutMs - (Date.now() - started)),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/** Normalises a handler's result the way API Gateway does (a bare value becomes a 200 JSON body). */
export function fromResult(result: APIGatewayProxyResultV2): {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  cookies: string[];
} {
  if (
    typeof result === 'string' ||
    result === null ||
    typeof result !== 'object' ||
    !('statusCode' in result)
  ) {
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(typeof result === 'string' ? result : JSON.stringify(result)),
      cookies: [],
    };
  }
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  const body = result.body
    ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  return { status: result.statusCode ?? 200, headers, body, cookies: result.cookies ?? [] };
}
