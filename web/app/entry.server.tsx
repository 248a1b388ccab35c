/**
 * The server entry, which only ever renders static documents (ssr: false): the prerender at build
 * time and the render worker on publish. Unlike React Router's default it always waits for the
 * whole document (`onAllReady`, React's advice for static generation), so React writes every
 * Suspense boundary in place instead of streaming it out of order with its inline `$RC(...)`
 * reveal scripts, whose text varies with the number of boundaries. A page's executable inline
 * scripts are then a small constant set the build can list by hash in the site's CSP header
 * (shared/rules/page-html.ts).
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

/** Longest a render may wait for its data before React flushes what it has. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response | Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          allReady = true;
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (allReady) console.error(error);
        },
      },
    );
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
