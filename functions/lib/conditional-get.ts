/**
 * Answers for documents that clients poll (the feeds, the sitemap): an `ETag` (a hash of the
 * body) and a `Last-Modified`, a `304 Not Modified` without a body when the client's copy is
 * current (RFC 9110 section 13: `If-None-Match` first; `If-Modified-Since` only without it), and
 * no body for `HEAD`. A feed reader polling every few minutes then downloads the feed only when
 * it changed.
 */
import { createHash } from 'node:crypto';
import type { HttpEvent, HttpResponse } from './http';

/** What a polled document is: its body, type and caching, and when it last changed. */
export interface PolledDocument {
  body: string;
  contentType: string;
  cacheControl: string;
  /** ISO-8601 (or any `Date` string); absent or not a date: no `Last-Modified`. */
  lastModified?: string;
}

/** A strong validator of `body`: the same bytes, the same tag. */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether an `If-None-Match` list names `tag` (weak comparison, as RFC 9110 asks for GET). */
function matchesTag(header: string, tag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

/** The answer to `event` for `document`: 200 with the body, 304, or the headers alone (HEAD). */
export function polledResponse(event: HttpEvent, document: PolledDocument): HttpResponse {
  const tag = entityTag(document.body);
  const changed = document.lastModified ? new Date(document.lastModified) : undefined;
  const validChanged = changed && !Number.isNaN(changed.getTime()) ? changed : undefined;
  const validators: Record<string, string> = {
    etag: tag,
    'cache-control': document.cacheControl,
    ...(validChanged ? { 'last-modified': validChanged.toUTCString() } : {}),
  };
  const headers = event.headers ?? {};
  const ifNoneMatch = headers['if-none-match'];
  const ifModifiedSince = headers['if-modified-since'];
  let current = false;
  if (ifNoneMatch !== undefined) {
    current = matchesTag(ifNoneMatch, tag);
  } else if (ifModifiedSince !== undefined && validChanged) {
    const since = Date.parse(ifModifiedSince);
    // HTTP dates have whole seconds: compare at that precision.
    current = !Number.isNaN(since) && Math.floor(validChanged.getTime() / 1000) * 1000 <= since;
  }
  if (current) return { statusCode: 304, headers: validators, body: '' };
  const head = event.requestContext?.http?.method === 'HEAD';
  return {
    statusCode: 200,
    headers: { 'content-type': document.contentType, ...validators },
    body: head ? '' : document.body,
  };
}
