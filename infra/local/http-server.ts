/**
 * The sandbox's one HTTP server, playing CloudFront: the manifest's security headers on every
 * answer, `/api/*` to the real handlers through API Gateway v2 events (./http-api.ts), `/media/*`
 * from the S3 emulator (./http-media.ts), the emulators the browser reaches on the site's origin
 * (`/__s3`, `/__cognito/`, `/config.json`, the runtime config the deployed site gets from the
 * site bucket), and every other path as THE path rule decides over the edge store (./http-web.ts).
 * This module is the route table and the server's lifecycle.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import type { PathTable } from '@shared/rules/path-rule';
import { withScriptSources } from '../csp';
import { apiAliases, securityHeaders, type RouteDef } from '../manifest';
import type { EdgeHeaders } from './api-gateway';
import { createApiHandler } from './http-api';
import { createMediaHandler } from './http-media';
import { createWebHandler } from './http-web';
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

type Route = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

/** Passes a request on to an emulator, its path rewritten, as it came. */
function proxy(req: IncomingMessage, res: ServerResponse, target: string, path: string) {
  const headers = { ...req.headers, host: new URL(target).host };
  relay(res, `${target}${path}`, { method: req.method, headers }, (upstream) => req.pipe(upstream));
}

/**
 * What the browser reaches of the emulators on the site's own origin: presigned POST uploads (the
 * browser posts to /__s3/<bucket>, as it would to the bucket's URL, and the gate enforces the
 * form's policy as S3 would), the Cognito emulator, and the runtime config.
 */
function emulatorRoutes(
  options: HttpServerOptions,
  siteAddresses: () => string[],
): { matches(path: string): boolean; route: Route }[] {
  const s3Upload = createS3UploadGate({ ...options.media, allowedOrigins: siteAddresses });
  const under = (prefix: string) => (path: string) =>
    path === prefix || path.startsWith(`${prefix}/`);
  return [
    {
      matches: under('/__s3'),
      route: (req, res, url) => s3Upload(req, res, url.pathname.replace(/^\/__s3/, '')),
    },
    {
      matches: under('/__cognito'),
      route: (req, res, url) =>
        proxy(req, res, options.cognitoEndpoint, url.pathname.replace(/^\/__cognito/, '') || '/'),
    },
    {
      matches: (path) => path === '/config.json',
      route: (_req, res) => {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify(options.runtimeConfig));
      },
    },
  ];
}

/** The handler of a path: `/api/*` (and its aliases), media, an emulator, or the site's pages. */
function routeTable(
  options: HttpServerOptions,
  siteAddresses: () => string[],
  log: (line: string) => void,
): Route {
  const handleApi = createApiHandler(options, log);
  const serveMedia = createMediaHandler(options.media);
  const serveWeb = createWebHandler(options, log);
  const emulators = emulatorRoutes(options, siteAddresses);
  return (req, res, url) => {
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
    const emulator = emulators.find(({ matches }) => matches(url.pathname));
    if (emulator) return emulator.route(req, res, url);
    if (options.webMiddleware)
      return options.webMiddleware(req, res, () => serveWeb(req, res, url));
    serveWeb(req, res, url);
  };
}

/**
 * Every request runs inside this boundary: a malformed percent-encoding is the client's error
 * (400), and anything else that throws is a 500 for that request, never a crash of the sandbox.
 */
function boundary(
  handleRequest: Route,
  headers: Readonly<Record<string, string>>,
  log: (line: string) => void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
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
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
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
  };
}

export async function start(
  options: HttpServerOptions,
): Promise<{ port: number; server: Server; end(): Promise<void> }> {
  const log = options.log ?? (() => {});
  const siteAddresses = () => {
    const { port } = server.address() as AddressInfo;
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  };
  const siteHeaders = withScriptSources(securityHeaders, options.scriptSources);
  const server = createServer(boundary(routeTable(options, siteAddresses, log), siteHeaders, log));
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
