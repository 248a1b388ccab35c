/**
 * The public site's API client: anonymous calls to `/api/...` on the site's own origin. Parses a
 * successful answer with the shared zod schema and turns the API's error body
 * (`{ error: { code, message, fields?, requestId } }`) into a {@link PublicApiError}, so features
 * branch on the status and code, never on message text. Public pages never import the admin
 * client (it pulls in the session code).
 */
import type { ZodType } from 'zod';
import { apiErrorBodySchema } from '@shared/schemas/api';

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

export interface PublicRequestOptions<T> {
  method?: 'GET' | 'POST';
  body?: unknown;
  schema: ZodType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls a public API route and returns its parsed answer. */
export async function publicRequest<T>(path: string, options: PublicRequestOptions<T>): Promise<T> {
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
  const text = await response.text();
  const data = parseJson(text);
  if (!response.ok) {
    const body = apiErrorBodySchema.safeParse(data);
    if (body.success) {
      const { code, message, fields } = body.data.error;
      throw new PublicApiError(response.status, code, message, fields);
    }
    throw new PublicApiError(response.status, 'http_error', `HTTP ${response.status}`);
  }
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) {
    throw new PublicApiError(response.status, 'unexpected_response', 'Unexpected answer.');
  }
  return parsed.data;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
