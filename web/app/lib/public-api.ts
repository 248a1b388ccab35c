/**
 * The public site's API client: anonymous calls to `/api/...` on the site's own origin, through
 * the JSON request both clients share (`json-request.ts`). It turns
 * the API's error body (`{ error: { code, message, fields?, requestId } }`) into a
 * {@link PublicApiError}, so features branch on the status and code, never on message text.
 * Public pages never import the admin client (it pulls in the session code).
 *
 * A successful answer is typed by the shared schema's type (`publicRequest<ArticleListResponse>`)
 * rather than parsed with it in the browser: the site and the API ship together from this repo,
 * the API builds its answers from the same schemas (and its tests check them), and parsing here
 * would put the validation library (25 KB gzip) on every page that reads data. What this client
 * does check is that the answer is a JSON object, so a proxy's HTML error page or an empty body
 * is an error, not data.
 */
import { isJsonObject, readApiError, sendJson, type JsonRequestOptions } from '~/lib/json-request';

/** A public API call that failed; `status` 0 means the request never got an answer. */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

/** Whether `error` is the API's 404. */
export function isNotFound(error: unknown): boolean {
  return error instanceof PublicApiError && error.status === 404;
}

export interface PublicRequestOptions extends JsonRequestOptions {
  method?: 'GET' | 'POST';
}

/** Calls a public API route and returns its answer, typed `T` by the caller's shared schema type. */
export async function publicRequest<T extends object>(
  path: string,
  options: PublicRequestOptions = {},
): Promise<T> {
  const answer = await sendJson(path, options);
  if (!answer) throw new PublicApiError(0, 'network', 'The request could not be sent.');
  if (!answer.ok) {
    const error = readApiError(answer.data);
    if (error) throw new PublicApiError(answer.status, error.code, error.message, error.fields);
    throw new PublicApiError(answer.status, 'http_error', `HTTP ${answer.status}`);
  }
  if (!isJsonObject(answer.data)) {
    throw new PublicApiError(answer.status, 'unexpected_response', 'Unexpected answer.');
  }
  return answer.data as T;
}
