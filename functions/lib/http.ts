/**
 * The middy stack every HTTP handler is built with. A handler declares what it accepts (zod
 * schemas for body, query and path parameters, a body size limit, admin access) and receives
 * parsed, validated input; everything cross-cutting happens here:
 *
 *   body size (413) -> JSON parse (400 "Invalid JSON") -> admin guard (401/403) -> validation
 *   (400 with a message per field) -> handler -> JSON response; errors mapped last (4xx with
 *   their message, anything unexpected 500 with the request id and no internals, logged in full).
 */
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import * as z from 'zod';
import type { ZodType } from 'zod';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  UnavailableError,
  ValidationError,
} from '@functions/domain/errors';
import type { ApiErrorCode } from '@shared/schemas/api';
import { isTransientCancellation } from '@functions/adapters/dynamo/transact-write';
import { accessReadOf, adminGuard } from '@functions/wiring/admin-guard';
import type { AdminIdentity } from './admin-guard';
import type { CarriedRead } from './carried-read';
import { clientAddress } from './client-address';
import { config } from './config';
import { isConnectionFailure } from './connection-failure';
import { HttpError } from './http-error';
import { json } from './json-response';
import { logger } from './logger';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResponse = APIGatewayProxyStructuredResultV2;

export interface RouteSpec<B extends ZodType, Q extends ZodType, P extends ZodType> {
  body?: B;
  query?: Q;
  params?: P;
  /**
   * `admin`: a valid admin ID token is required (401/403 otherwise). `admin-list`: the same check
   * for a route that only reads (an admin list): the token is checked first, and the member's
   * access row is read with the handler's own reads (`carry`, one call fewer), then checked
   * before anything the handler answered goes out.
   */
  access: 'public' | 'admin' | 'admin-list';
  /**
   * `ignore`: a form-encoded body is accepted and ignored (the body is then undefined). Only for
   * RFC 8058's one-click unsubscribe, which mail clients post as `List-Unsubscribe=One-Click`.
   */
  formBody?: 'ignore';
  /**
   * `text`: a `text/plain` body is read as JSON too. Only for the analytics beacon, which
   * `navigator.sendBeacon` posts as text/plain; it changes nothing a cross-site form could abuse,
   * since a beacon only adds to counters.
   */
  beaconBody?: 'text';
}

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  event: HttpEvent;
  /** The signed-in staff member (with their role) on `admin` routes. */
  admin: AdminIdentity | undefined;
  /** On `admin-list` routes, the guard's read to send with the handler's first batch read. */
  carry: readonly CarriedRead[];
  requestId: string;
  /** The client's address, normalised, for rate limits (see client-address.ts). */
  sourceIp: string;
}

/** What a handler returns: a body (200) or a full answer. */
export interface RouteResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function errorBody(
  status: number,
  code: string,
  message: string,
  requestId: string,
  fields?: Record<string, string>,
) {
  return json(status, { error: { code, message, ...(fields ? { fields } : {}), requestId } });
}

/** Flattens zod issues to one message per field path (the first issue of each path wins). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

const domainStatus: [new (...args: never[]) => DomainError, number, ApiErrorCode][] = [
  [ValidationError, 400, 'validation_failed'],
  [ForbiddenError, 403, 'forbidden'],
  [NotFoundError, 404, 'not_found'],
  [ConflictError, 409, 'conflict'],
  [RateLimitError, 429, 'rate_limited'],
  [UnavailableError, 503, 'unavailable'],
];

/** Maps any thrown value to the answer a client may see. */
export function errorResponse(error: unknown, requestId: string): HttpResponse {
  if (error instanceof HttpError)
    return errorBody(error.status, error.code, error.message, requestId, error.fields);
  if (error instanceof z.ZodError) {
    return errorBody(
      400,
      'validation_failed',
      'Some fields are not valid.',
      requestId,
      fieldErrors(error),
    );
  }
  if (error instanceof DomainError) {
    const match = domainStatus.find(([kind]) => error instanceof kind);
    if (match) return errorBody(match[1], match[2], error.message, requestId, error.fields);
  }
  if (isThrottleOrUnavailable(error) || isTransientCancellation(error)) {
    logger.warn('Dependency unavailable', { requestId, error: error as Error });
    return errorBody(
      503,
      'unavailable',
      'The service is busy. Please try again in a moment.',
      requestId,
    );
  }
  logger.error('Unexpected error', { requestId, error: error as Error });
  return errorBody(
    500,
    'internal',
    'Something went wrong on our side. Please try again.',
    requestId,
  );
}

/** SDK errors that mean "try again shortly" rather than "a bug": throttling, a dependency down. */
function isThrottleOrUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // A fetch that found no connection (refused, reset, closed while answering): the JWKS read.
  if (error.name === 'TypeError' && error.message === 'fetch failed') return true;
  return (
    [
      'ProvisionedThroughputExceededException',
      'ThrottlingException',
      'RequestLimitExceeded',
      'ServiceUnavailable',
    ].includes(error.name) || isConnectionFailure(error)
  );
}

function isResponse(result: RouteResult | HttpResponse): result is HttpResponse {
  return 'statusCode' in result;
}

function bodyText(event: HttpEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function bodyBytes(event: HttpEvent): number {
  if (!event.body) return 0;
  return event.isBase64Encoded
    ? Buffer.from(event.body, 'base64').length
    : Buffer.byteLength(event.body);
}

/** Whether a Content-Type header names JSON (`application/json`, parameters allowed). */
function isJsonType(value: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(value?.trim() ?? '');
}

function isTextType(value: string | undefined): boolean {
  return /^text\/plain\s*(;|$)/i.test(value?.trim() ?? '');
}

function isFormType(value: string | undefined): boolean {
  return /^application\/x-www-form-urlencoded\s*(;|$)/i.test(value?.trim() ?? '');
}

/**
 * The route's body limit from the environment. A body on a route the deployment gave no limit is
 * a wiring fault, refused as one (500), never accepted unbounded.
 */
function bodyLimit(event: HttpEvent): number {
  if (bodyBytes(event) === 0) return 0;
  const limit = config().limits.bodyBytes[event.routeKey];
  if (limit === undefined) throw new Error(`No body limit is configured for ${event.routeKey}`);
  return limit;
}

/**
 * Builds a Lambda handler for one API route.
 *
 * @example
 * export const handler = route({ access: 'public', body: contactInput }, async ({ body }) => ...);
 *
 * The body size limit is the manifest's for the route (`maxBodyBytes` in infra/manifest.ts), which
 * CDK and the sandbox hand every function in `BODY_LIMITS`, keyed by the event's route key.
 */
export function route<
  B extends ZodType = ZodType<undefined>,
  Q extends ZodType = ZodType<undefined>,
  P extends ZodType = ZodType<undefined>,
>(
  spec: RouteSpec<B, Q, P>,
  fn: (
    input: RouteInput<z.output<B>, z.output<Q>, z.output<P>>,
  ) => Promise<RouteResult | HttpResponse>,
) {
  const base = async (event: HttpEvent, context: Context): Promise<HttpResponse> => {
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    const maxBytes = bodyLimit(event);
    if (bodyBytes(event) > maxBytes) {
      throw new HttpError(
        413,
        'payload_too_large',
        `The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`,
      );
    }
    // A body is JSON or nothing: a cross-site HTML form can post text/plain or form-encoded
    // bodies without a preflight, but never application/json.
    const ignoredForm = spec.formBody === 'ignore' && isFormType(event.headers?.['content-type']);
    const beaconText = spec.beaconBody === 'text' && isTextType(event.headers?.['content-type']);
    if (
      bodyBytes(event) > 0 &&
      !isJsonType(event.headers?.['content-type']) &&
      !ignoredForm &&
      !beaconText
    ) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        'The request body must be JSON (Content-Type: application/json).',
      );
    }
    let rawBody: unknown = undefined;
    if (spec.body && !ignoredForm) {
      try {
        rawBody = JSON.parse(bodyText(event) || 'null');
      } catch {
        throw new HttpError(400, 'invalid_json', 'Invalid JSON');
      }
    }
    const headers = event.headers ?? {};
    // The route's least role is the manifest's (ROUTE_ROLES). One missing is a wiring fault, and
    // the route then admits administrators only: it fails closed, never open.
    const minimum = () => config().auth.routeRoles[event.routeKey] ?? 'administrator';
    const admin =
      spec.access === 'admin' ? await adminGuard.requireAdmin(headers, minimum()) : undefined;
    // An admin list checks the token now and the access row with its answer (see RouteSpec):
    // `admitted` throws what requireAdmin would, and runs before any answer, error or not.
    const holder =
      spec.access === 'admin-list' ? await adminGuard.requireToken(headers) : undefined;
    const accessRead = holder && accessReadOf(holder.sub);
    const admitted = async () => {
      if (holder && accessRead) await adminGuard.admit(holder, await accessRead.value(), minimum());
    };
    const fields: Record<string, string> = {};
    const parse = <T extends ZodType>(schema: T | undefined, value: unknown, prefix: string) => {
      if (!schema) return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const [key, message] of Object.entries(fieldErrors(result.error))) {
        fields[prefix && key === '_' ? prefix : prefix ? `${prefix}.${key}` : key] ??= message;
      }
      return undefined;
    };
    const body = parse(spec.body, rawBody, '');
    const query = parse(spec.query, event.queryStringParameters ?? {}, 'query');
    const params = parse(spec.params, event.pathParameters ?? {}, 'params');
    if (Object.keys(fields).length > 0) {
      await admitted();
      throw new HttpError(400, 'validation_failed', 'Some fields are not valid.', fields);
    }
    let result;
    try {
      result = await fn({
        body: body as z.output<B>,
        query: query as z.output<Q>,
        params: params as z.output<P>,
        event,
        admin,
        carry: accessRead ? [accessRead] : [],
        requestId,
        sourceIp: clientAddress(event, config().originSecret),
      });
    } catch (error) {
      await admitted();
      throw error;
    }
    await admitted();
    if (isResponse(result)) return result;
    return json(result.status ?? 200, result.body, result.headers);
  };

  return middy<HttpEvent, HttpResponse>()
    .handler(base)
    .use({
      onError: async (request) => {
        const requestId = request.event.requestContext?.requestId ?? request.context.awsRequestId;
        request.response = errorResponse(request.error, requestId);
      },
    });
}
