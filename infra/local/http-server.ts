/**
 * The sandbox's one HTTP server, playing CloudFront: the manifest's redirects and security headers,
 * `/api/*` to the real handlers through API Gateway v2 events, `/media/*` from the S3 emulator,
 * `/config.json` (the runtime config the deployed site gets from the site bucket), and every other
 * path as THE path rule decides (shared/rules/path-rule.ts, the module the CloudFront Function is
 * generated from): rendered pages from the site bucket (the S3 emulator) as the edge store says,
 * the web build's files and prerendered pages, the SPA fallback for the admin, 404 documents.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import {
  decidePath,
  edgeKey,
  notFoundDocument,
  parseEdgeEntry,
  robotsTag,
  type PathDecision,
  type PathTable,
} from '@shared/rules/path-rule';
import { isPublicMediaKey } from '@shared/rules/public-image';
import { withScriptSources } from '../csp';
import {
  apiAliases,
  mediaDisposition,
  mediaSecurityHeaders,
  securityHeaders,
  type RouteDef,
} from '../manifest';
import {
  compileRoutes,
  fromResult,
  lambdaContext,
  matchRoute,
  toEvent,
  type EdgeHeaders,
} from './api-gateway';
import { relay } from './relay';
import { createS3UploadGate } from './s3-upload-gate';

export type HttpHandler = (event: unknown, context: unknown) => Promise<APIGatewayProxyResultV2>;

export interface HttpServerOptions {
  port: number;
  webDir: string;
  routes: readonly RouteDef[];
  loadHandler: (module: string) => Promise<HttpHandler>;
  /**
   * The bucket served at `publicPath` (the manifest's `/media/`): `<publicPath><key>` is read from
   * `${s3Endpoint}/${bucket}/<key>`; uploads to `/__s3/<bucket>` must be signed with `credentials`.
   */
  media: {
    s3Endpoint: string;
    bucket: string;
    publicPath: `/${string}/`;
    credentials: { accessKeyId: string; secretAccessKey: string };
  };
  /** The path rule's table (the build's prerendered pages, or null under Vite's dev server). */
  pathTable: PathTable;
  /**
   * The edge store (the CloudFront emulator's KeyValueStore, which the render worker writes) and
   * the site bucket it points into.
   */
  rendered: { edgeValue(key: string): string | undefined; siteBucket: string };
  /** Cognito emulator, proxied at `/__cognito/` so the browser stays on one origin. */
  cognitoEndpoint: string;
  runtimeConfig: Record<string, unknown>;
  /** The headers CloudFront adds to API requests (origin secret, viewer address). */
  edge: EdgeHeaders;
  /**
   * What the CSP header's script-src adds to `'self'`: the hashes of the web build's inline
   * scripts, as the build recorded them (infra/csp.ts, `readBuiltScriptSources`).
   */
  scriptSources: readonly string[];
  /** Connect-style middleware that takes over web requests (Vite in dev mode). */
  webMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  log?: (line: string) => void;
}

const maxApiBodyBytes = 10 * 1024 * 1024; // API Gateway's payload limit

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export async function start(
  options: HttpServerOptions,
): Promise<{ port: number; server: Server; end(): Promise<void> }> {
  const compiled = compileRoutes(options.routes);
  const log = options.log ?? (() => {});
  const compressedCache = new Map<string, Buffer>();
  const s3Upload = createS3UploadGate({
    ...options.media,
    allowedOrigins: () => {
      const { port } = server.address() as AddressInfo;
      return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    },
  });

  const siteHeaders = withScriptSources(securityHeaders, options.scriptSources);
  const setHeaders = (res: ServerResponse, headers: Readonly<Record<string, string>>) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  };

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const match = matchRoute(compiled, req.method ?? 'GET', url.pathname);
    const sendJson = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...extra,
      });
      res.end(JSON.stringify(body));
    };
    if (!match)
      return sendJson(404, { error: { code: 'not_found', message: 'No such API route.' } });
    if (match === 'method') {
      const allowed = compiled
        .filter((c) => c.pattern.test(url.pathname))
        .map((c) => c.route.method);
      return sendJson(
        405,
        { error: { code: 'method_not_allowed', message: 'Method not allowed.' } },
        { allow: allowed.join(', ') },
      );
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > maxApiBodyBytes) {
        return sendJson(413, {
          error: { code: 'payload_too_large', message: 'The request body is too large.' },
        });
      }
      chunks.push(chunk as Buffer);
    }
    const event = toEvent(req, url, Buffer.concat(chunks), match, options.edge);
    try {
      const handler = await options.loadHandler(match.route.handler);
      const result = fromResult(await handler(event, lambdaContext(match.route.handler)));
      if (result.status >= 500)
        log(
          `[alarm] API 5xx: ${match.route.method} ${match.route.path} answered ${result.status} (counts toward the 5xx-rate alarm)`,
        );
      if (result.cookies.length) res.setHeader('set-cookie', result.cookies);
      res.writeHead(result.status, result.headers);
      res.end(result.body);
    } catch (error) {
      // What API Gateway answers when the function itself crashes.
      log(`[api] ${match.route.handler} crashed: ${(error as Error).stack ?? error}`);
      log(`[alarm] function errors: ${match.route.handler} crashed (would notify the alarm topic)`);
      sendJson(500, { message: 'Internal Server Error' });
    }
  }

  function proxy(req: IncomingMessage, res: ServerResponse, target: string, path: string) {
    const headers = { ...req.headers, host: new URL(target).host };
    relay(res, `${target}${path}`, { method: req.method, headers }, (upstream) =>
      req.pipe(upstream),
    );
  }

  function serveMedia(req: IncomingMessage, res: ServerResponse, url: URL) {
    setHeaders(res, mediaSecurityHeaders);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      return res.end();
    }
    const key = url.pathname.slice(options.media.publicPath.length);
    // Only processed variants are public: an original keeps its EXIF (shared/rules/public-image).
    if (!isPublicMediaKey(key)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    const upstream = httpRequest(
      `${options.media.s3Endpoint}/${options.media.bucket}/${key}`,
      { method: req.method },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 400) {
          answer.resume();
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('Not found');
        }
        const type = answer.headers['content-type'] ?? 'application/octet-stream';
        res.writeHead(status, {
          'content-type': type,
          ...(answer.headers['content-length']
            ? { 'content-length': answer.headers['content-length'] }
            : {}),
          'cache-control': 'public, max-age=3600',
          // Uploaded files are never rendered as documents on our origin: only images show.
          'content-disposition': mediaDisposition(type),
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    upstream.end();
  }

  /** What the edge decides for a request: the shared path rule over this sandbox's store. */
  function decide(url: URL): PathDecision {
    const query: Record<string, string> = {};
    for (const [name, value] of url.searchParams) query[name] ??= value;
    const key = edgeKey(url.pathname, query, options.pathTable);
    return decidePath(
      url.pathname,
      options.pathTable,
      parseEdgeEntry(options.rendered.edgeValue(key)),
    );
  }

  /** A file of the web build for a decision's URI, or undefined when there is none. */
  function buildFile(uri: string): string | undefined {
    const root = options.webDir;
    let decoded: string;
    try {
      decoded = decodeURIComponent(uri);
    } catch {
      return undefined; // malformed encoding names no file
    }
    const safe = normalize(decoded).replace(/^([/\\])+/, '');
    if (safe.startsWith('..') || safe.includes(`${sep}..${sep}`)) return undefined;
    const file = join(root, safe);
    return file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : undefined;
  }

  /** Sends a body, compressed when the client takes it; `cacheKey` names an unchanging body. */
  function sendBody(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    type: string,
    raw: Buffer,
    cacheKey: string,
    cacheControl: string,
  ) {
    res.setHeader('content-type', type);
    res.setHeader('cache-control', cacheControl);
    res.setHeader('vary', 'accept-encoding');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = compressible.test(type)
      ? accepts.includes('br')
        ? 'br'
        : accepts.includes('gzip')
          ? 'gzip'
          : undefined
      : undefined;
    if (!encoding) {
      res.writeHead(status, { 'content-length': raw.length });
      return res.end(req.method === 'HEAD' ? undefined : raw);
    }
    const key = `${encoding}:${cacheKey}`;
    let body = compressedCache.get(key);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
      compressedCache.set(key, body);
    }
    res.writeHead(status, { 'content-encoding': encoding, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Sends a file of the build; a file that vanished since it was found (a rebuild) is a 404. */
  function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number) {
    try {
      const type = mimeTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const immutable = file.includes(`${sep}assets${sep}`);
      const cacheControl = immutable
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate';
      if (compressible.test(type)) {
        const key = `${file}:${statSync(file).mtimeMs}`;
        return sendBody(req, res, status, type, readFileSync(file), key, cacheControl);
      }
      res.setHeader('content-type', type);
      res.setHeader('cache-control', cacheControl);
      res.writeHead(status, { 'content-length': statSync(file).size });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
    } catch (error) {
      log(`[web] ${file}: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    }
  }

  function sendNotFound(req: IncomingMessage, res: ServerResponse, uri = notFoundDocument) {
    const file = buildFile(uri) ?? buildFile(notFoundDocument);
    if (file) return sendFile(req, res, file, 404);
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(
      existsSync(options.webDir)
        ? 'Page Not Found'
        : 'The web build is missing: run `npm run build`.',
    );
  }

  /** A rendered page (or its data) from the site bucket, as CloudFront reads it from S3. */
  function sendRendered(req: IncomingMessage, res: ServerResponse, uri: string) {
    const upstream = httpRequest(
      `${options.media.s3Endpoint}/${options.rendered.siteBucket}${uri}`,
      { method: 'GET' },
      (answer) => {
        if ((answer.statusCode ?? 502) >= 400) {
          answer.resume();
          return sendNotFound(req, res);
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const type = uri.endsWith('.html') ? mimeTypes['.html']! : 'text/x-script; charset=utf-8';
          // Rendered files never change under their name: the compressed copy is kept by name.
          sendBody(
            req,
            res,
            200,
            type,
            Buffer.concat(chunks),
            `rendered:${uri}`,
            'public, max-age=0, must-revalidate',
          );
        });
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    upstream.end();
  }

  function serveWeb(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' });
      return res.end('Method not allowed');
    }
    const decision = decide(url);
    const robots = robotsTag(url.pathname, options.pathTable);
    if (robots) res.setHeader('x-robots-tag', robots);
    switch (decision.kind) {
      case 'redirect':
        res.writeHead(decision.status, {
          location: decision.location + url.search,
          'cache-control': 'public, max-age=3600',
        });
        return res.end();
      case 'data-redirect':
        // React Router's answer to a data request for a moved page (single fetch).
        res.writeHead(204, {
          'x-remix-redirect': decision.location,
          'x-remix-status': String(decision.status),
          'cache-control': 'public, max-age=0, must-revalidate',
        });
        return res.end();
      case 'rendered':
        return sendRendered(req, res, decision.uri);
      case 'not-found':
        return sendNotFound(req, res, decision.uri);
      default: {
        const file = buildFile(decision.uri);
        return file ? sendFile(req, res, file, 200) : sendNotFound(req, res);
      }
    }
  }

  /**
   * Every request runs inside this boundary: a malformed percent-encoding is the client's error
   * (400), and anything else that throws is a 500 for that request, never a crash of the sandbox.
   */
  function boundary(req: IncomingMessage, res: ServerResponse) {
    const fail = (status: 400 | 500, message: string) => {
      if (res.headersSent) return void res.end();
      if (!req.url?.startsWith('/api/')) {
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
        return void res.end(message);
      }
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      const code = status === 400 ? 'bad_request' : 'internal';
      res.end(JSON.stringify({ error: { code, message } }));
    };
    setHeaders(res, siteHeaders);
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      decodeURIComponent(url.pathname); // a bad escape (`%E0%A4%A`) is refused before routing
      handleRequest(req, res, url);
    } catch (error) {
      if (error instanceof URIError || (error as { code?: string }).code === 'ERR_INVALID_URL')
        return fail(400, 'The address is not valid.');
      log(`[http] ${req.method} ${req.url}: ${(error as Error).stack ?? error}`);
      fail(500, 'Internal error');
    }
  }

  function handleRequest(req: IncomingMessage, res: ServerResponse, url: URL) {
    const alias = (apiAliases as readonly string[]).includes(url.pathname);
    if (url.pathname.startsWith('/api/') || alias) {
      const apiUrl = alias ? new URL(`/api${url.pathname}${url.search}`, url) : url;
      return void handleApi(req, res, apiUrl).catch((error) => {
        log(`[api] ${(error as Error).stack}`);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    }
    if (url.pathname.startsWith(options.media.publicPath)) return serveMedia(req, res, url);
    // Presigned POST uploads: the browser posts to /__s3/<bucket>, as it would to the bucket's URL,
    // and the gate enforces the form's policy as S3 would.
    if (url.pathname.startsWith('/__s3/') || url.pathname === '/__s3')
      return s3Upload(req, res, url.pathname.replace(/^\/__s3/, ''));
    if (url.pathname.startsWith('/__cognito/') || url.pathname === '/__cognito') {
      return proxy(
        req,
        res,
        options.cognitoEndpoint,
        url.pathname.replace(/^\/__cognito/, '') || '/',
      );
    }
    if (url.pathname === '/config.json') {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end(JSON.stringify(options.runtimeConfig));
    }
    if (options.webMiddleware)
      return options.webMiddleware(req, res, () => serveWeb(req, res, url));
    serveWeb(req, res, url);
  }

  const server = createServer(boundary);
  // Keep-alive clients (browsers, the e2e helpers' request context) reuse idle sockets. With the
  // 5 s the sandbox had, a request sent just as the server closed its idle socket failed with
  // 'socket hang up' (one admin e2e test, after 5 s in the UI). Idle sockets now stay a minute;
  // end() closes every connection anyway.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    server,
    async end() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
