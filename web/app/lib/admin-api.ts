/**
 * The admin portal's API client: every admin call goes through {@link adminRequest}, which sends
 * it through the JSON request both clients share (`json-request.ts`), adds the signed-in user's
 * ID token (refreshed when needed), parses the answer with the shared zod schema, and turns the API's error body (`{ error: { code, message, fields?, requestId } }`)
 * into an {@link ApiError}. A 401 ends the session (the portal returns to /admin); a 403 marks
 * the account as not allow-listed.
 *
 * Also here: the query keys every admin feature shares (so a save in one screen refreshes the
 * lists of another without features importing each other) and the toast of a failed load.
 */
import { useEffect } from 'react';
import { toast } from '~/lib/toast';
import type { ZodType } from 'zod';
import {
  getIdToken,
  reportForbidden,
  reportSessionLost,
  unauthorisedReason,
} from '~/lib/auth-session';
import {
  looseErrorMessage,
  readApiError,
  sendJson,
  type JsonRequestOptions,
} from '~/lib/json-request';

/** Message of a request that never reached the API. */
export const networkErrorMessage = 'Network error. Please check your connection and try again.';

/** An API call that failed; `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether `error` is the API's 409: someone saved in between (stale `version`) or a duplicate. */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/**
 * Whether `error` says the requested item does not exist: a 404, or a 400 refusing the path's
 * `{id}` (field `params.id`: an id that is not a UUID names no item either).
 */
export function isNotFound(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.status === 404 || (error.status === 400 && error.fields?.['params.id'] !== undefined))
  );
}

/** The text to show for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong. Please try again.';
}

export interface AdminRequestOptions<T> extends Omit<JsonRequestOptions, 'headers'> {
  /** Schema of a successful answer; omitted for answers without a body. */
  schema?: ZodType<T>;
}

/** Calls an admin API route with the session's token. */
export async function adminRequest<T = void>(
  path: string,
  options: AdminRequestOptions<T> = {},
): Promise<T> {
  const { schema, ...request } = options;
  const token = await getIdToken();
  const answer = await sendJson(path, {
    ...request,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer) throw new ApiError(0, 'network', networkErrorMessage);
  if (!answer.ok) {
    if (answer.status === 401) reportSessionLost(unauthorisedReason(answer.data));
    if (answer.status === 403) reportForbidden();
    throw toApiError(answer.status, answer.data);
  }
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) {
    throw new ApiError(
      answer.status,
      'unexpected_response',
      'The server sent an answer this page does not understand. Please reload the page.',
    );
  }
  return parsed.data;
}

function toApiError(status: number, data: unknown): ApiError {
  const error = readApiError(data);
  if (error) {
    return new ApiError(status, error.code, error.message, error.fields, error.requestId);
  }
  // Error bodies from outside our handlers (gateway errors) may still carry a message.
  const message = looseErrorMessage(data) ?? `The request failed (HTTP ${status}).`;
  return new ApiError(status, 'http_error', message);
}

/** Query keys of the admin data; a prefix invalidates everything under it. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  articles: ['admin', 'articles'] as const,
  /** Every page of the article list, whatever its search and filters. */
  articleList: ['admin', 'articles', 'list'] as const,
  article: (id: string) => ['admin', 'articles', id] as const,
  /** Every page of the activity log, whatever its filters. */
  activity: ['admin', 'activity'] as const,
  authors: ['admin', 'authors'] as const,
  author: (id: string) => ['admin', 'authors', id] as const,
  categories: ['admin', 'categories'] as const,
  contacts: ['admin', 'contacts'] as const,
  pages: ['admin', 'pages'] as const,
  /** Every page of the programmatic page list, whatever its search and filters. */
  pageList: ['admin', 'pages', 'list'] as const,
  page: (id: string) => ['admin', 'pages', id] as const,
  /** One item's history: its revisions and the stored copy the diff compares with. */
  revisions: (kind: 'article' | 'page', id: string) => ['admin', 'revisions', kind, id] as const,
  settings: ['admin', 'settings'] as const,
};

/**
 * Shows one destructive toast when a load fails (the error catalogue's "Failed to load ..."),
 * with the error's message. The toast id is the title, so a retry does not stack copies.
 */
export function useErrorToast(title: string, error: unknown): void {
  useEffect(() => {
    if (!error) return;
    // A lost session is handled by the redirect to /admin, not by a toast on every list.
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(title, { id: title, description: errorMessage(error) });
  }, [title, error]);
}
