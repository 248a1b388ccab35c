/**
 * Relays one request to an emulator and its answer back to the browser, as the site's own origin
 * would answer it: the emulator's CORS header is dropped (the browser never leaves the origin), and
 * an emulator that cannot be reached is a 502.
 */
import {
  request as httpRequest,
  type ClientRequest,
  type RequestOptions,
  type ServerResponse,
} from 'node:http';

export function relay(
  res: ServerResponse,
  target: string,
  init: RequestOptions,
  send: (upstream: ClientRequest) => void,
): void {
  const upstream = httpRequest(target, init, (answer) => {
    const headers = { ...answer.headers };
    delete headers['access-control-allow-origin'];
    res.writeHead(answer.statusCode ?? 502, headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  });
  send(upstream);
}
