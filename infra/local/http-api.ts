/**
 * `/api/*` as API Gateway (HTTP API) passes it to the functions: the manifest's routes, payload v2
 * events to the real handlers, its 10 MB payload limit, and the answers it gives on its own (no
 * route, wrong method, a function that crashed). `[alarm]` lines for what alarms in AWS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compileRoutes, fromResult, lambdaContext, matchRoute, toEvent } from './api-gateway';
import type { HttpServerOptions } from './http-server';

const maxApiBodyBytes = 10 * 1024 * 1024; // API Gateway's payload limit

type ApiOptions = Pick<HttpServerOptions, 'routes' | 'loadHandler' | 'edge'>;

export function createApiHandler(
  options: ApiOptions,
  log: (line: string) => void,
): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> {
  const compiled = compileRoutes(options.routes);
  return async function handleApi(req, res, url) {
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
  };
}
