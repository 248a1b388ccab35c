/**
 * The sandbox's pages, as CloudFront serves them: every path the path rule decides
 * (shared/rules/path-rule.ts, the module the CloudFront Function is generated from) over the
 * edge store: redirects, rendered pages from the site bucket (the S3 emulator), the web build's
 * files and prerendered pages, the SPA fallback for the admin, 404 documents.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  decidePath,
  edgeKey,
  notFoundDocument,
  parseEdgeEntry,
  robotsTag,
  type PathDecision,
} from '@shared/rules/path-rule';
import type { HttpServerOptions } from './http-server';

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

type WebOptions = Pick<HttpServerOptions, 'webDir' | 'pathTable' | 'rendered' | 'media'>;

/** Serves a page request (GET or HEAD) as the path rule decides. */
export function createWebHandler(
  options: WebOptions,
  log: (line: string) => void,
): (req: IncomingMessage, res: ServerResponse, url: URL) => void {
  const compressedCache = new Map<string, Buffer>();

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

  return function serveWeb(req, res, url) {
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
  };
}
