/**
 * The public site's API client: anonymous calls to `/api/...` on the site's own origin. It turns
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

export interface PublicRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls a public API route and returns its answer, typed `T` by the caller's shared schema type. */
export async function publicRequest<T extends object>(
  path: string,
  options: PublicRequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new PublicApiError(0, 'network', 'The request could not be sent.');
  }
  const data = parseJson(await response.text());
  if (!response.ok) {
    const error = apiError(data);
    if (error) throw new PublicApiError(response.status, error.code, error.message, error.fields);
    throw new PublicApiError(response.status, 'http_error', `HTTP ${response.status}`);
  }
  if (!isObject(data)) {
    throw new PublicApiError(response.status, 'unexpected_response', 'Unexpected answer.');
  }
  return data as T;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API's error, when `data` is its error body (a code and a message; fields only as strings). */
function apiError(data: unknown): Pick<PublicApiError, 'code' | 'message' | 'fields'> | undefined {
  if (!isObject(data) || !isObject(data.error)) return undefined;
  const { code, message, fields } = data.error;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const stringFields =
    isObject(fields) && Object.values(fields).every((value) => typeof value === 'string');
  return { code, message, fields: stringFields ? (fields as Record<string, string>) : undefined };
}
