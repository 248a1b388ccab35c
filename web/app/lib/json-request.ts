/**
 * The JSON request under both API clients (`public-api.ts`, `admin-api.ts`): it sends a JSON
 * body, reads the answer as JSON and reads the API's error body
 * (`{ error: { code, message, fields?, requestId } }`). What each client adds stays in it: the
 * admin client's token, response schema and session reactions; the public client's check that an
 * answer is an object. No zod here on purpose: public pages load this module.
 */

export interface JsonRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** An answer of the API: its status and its body read as JSON (undefined when empty or not JSON). */
export interface JsonAnswer {
  status: number;
  ok: boolean;
  data: unknown;
}

/** The API's error as its error body states it. */
export interface ApiErrorDetails {
  code: string;
  message: string;
  fields?: Record<string, string>;
  requestId?: string;
}

/**
 * Sends a request to the API; `undefined` when it never got an answer (offline, a reset
 * connection). An abort is not a failure of the network: it is thrown on as it came.
 */
export async function sendJson(
  path: string,
  options: JsonRequestOptions = {},
): Promise<JsonAnswer | undefined> {
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
    return undefined;
  }
  return { status: response.status, ok: response.ok, data: parseJson(await response.text()) };
}

/** Whether `value` is a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The API's error, when `data` is its error body (a code and a message; `fields` only when every
 * value is a string). Error bodies from outside the handlers (a gateway's `{ message }`) give
 * undefined; {@link looseErrorMessage} reads those.
 */
export function readApiError(data: unknown): ApiErrorDetails | undefined {
  if (!isJsonObject(data) || !isJsonObject(data.error)) return undefined;
  const { code, message, fields, requestId } = data.error;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  const stringFields =
    isJsonObject(fields) && Object.values(fields).every((value) => typeof value === 'string');
  return {
    code,
    message,
    fields: stringFields ? (fields as Record<string, string>) : undefined,
    requestId: typeof requestId === 'string' ? requestId : undefined,
  };
}

/** A message from an error body that is not the API's own (`{ error: { message } }`, `{ message }`). */
export function looseErrorMessage(data: unknown): string | undefined {
  if (!isJsonObject(data)) return undefined;
  if (isJsonObject(data.error) && typeof data.error.message === 'string' && data.error.message) {
    return data.error.message;
  }
  return typeof data.message === 'string' && data.message ? data.message : undefined;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
