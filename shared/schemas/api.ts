/**
 * The envelope every API answer shares: the error body each handler returns, the pagination
 * fields of numbered lists, and the plain "accepted" answer of the public forms.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';

/**
 * Machine-readable error codes, one per HTTP status the API uses (DESIGN.md section 5). The web
 * branches on the code, never on the message text.
 */
export const apiErrorCodes = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'unauthorized',
  // A token that predates an administrator's change to the account (role, disabled, removed).
  'access_changed',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal',
  'bad_gateway',
  'unavailable',
] as const;

/** One of {@link apiErrorCodes}. */
export const apiErrorCodeSchema = z.enum(apiErrorCodes);

/** One of {@link apiErrorCodes}. */
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** HTTP status of each error code. */
export const apiErrorStatus: Readonly<Record<ApiErrorCode, number>> = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  unauthorized: 401,
  access_changed: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
};

/**
 * The body of every error answer. `fields` maps a dotted field path (`sections.0.title`) to the
 * first message for it, so a form can put each message under its field; `requestId` lets staff
 * find the log line of a 500.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: apiErrorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  }),
});

/** The body of every error answer. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Message of the 429 answer of the public forms' rate limit. */
export const rateLimitedMessage = 'Too many requests. Please wait a minute and try again.';

/** Message of a 500: nothing internal leaks, the request id is in the body beside it. */
export const internalErrorMessage = 'Something went wrong. Please try again later.';

/** Message of a 400 whose details are in `fields`. */
export const validationFailedMessage = 'Please check the highlighted fields and try again.';

/**
 * Turns zod issues into the `fields` map of {@link apiErrorBodySchema}: the first message per
 * path wins, because a form shows one message per field. Issues about the whole object (empty
 * path) are keyed `_`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Fields of a numbered page of a list (pages are 1-based). */
export const paginationMetaSchema = z.object({
  page: z.int().min(1),
  /** Number of pages; 0 when the list is empty. */
  pageCount: z.int().min(0),
  /** Number of items over all pages. */
  total: z.int().min(0),
});

/** Fields of a numbered page of a list. */
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** A numbered page of `Item`s. */
export type Paginated<Item> = PaginationMeta & { items: Item[] };

/** Schema of a numbered page of items of the given schema. */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return paginationMetaSchema.extend({ items: z.array(item) });
}

/** Schema of an unpaginated list answer: `{ items }`. */
export function listSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item) });
}

/**
 * Answer of the public forms (contact, newsletter). It carries nothing, on purpose: a submission
 * caught by the honeypot gets the same answer as a stored one.
 */
export const acceptedResponseSchema = z.object({ ok: z.literal(true) });

/** Answer of the public forms. */
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/** Number of pages needed for `total` items at `pageSize` per page. */
export function pageCountOf(total: number, pageSize: number): number {
  return total <= 0 ? 0 : Math.ceil(total / pageSize);
}
