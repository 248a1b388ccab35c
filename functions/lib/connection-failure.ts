/**
 * A call that got no answer at all: it timed out, or found no connection. Such a call may work
 * if made again, so the signed calls retry it, the model adapter reports the model unavailable,
 * and a route answers 503 rather than 500.
 */

/** Codes of a connection that failed before an answer came (node:net's and DNS's errors). */
const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Whether `error` is a time-out (`TimeoutError`) or a failed connection (its `code`). */
export function isConnectionFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'TimeoutError' ||
      connectionErrorCodes.has((error as { code?: string }).code ?? ''))
  );
}
