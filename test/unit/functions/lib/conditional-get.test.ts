/** Polled documents: validators, 304 for a current copy, and HEAD without a body. */
import { describe, expect, it } from 'vitest';
import { entityTag, polledResponse } from '@functions/lib/conditional-get';
import type { HttpEvent } from '@functions/lib/http';

const document = {
  body: '<rss>one</rss>',
  contentType: 'application/rss+xml; charset=utf-8',
  cacheControl: 'public, max-age=300',
  lastModified: '2026-03-02T09:30:00.500Z',
};

function request(method: string, headers: Record<string, string> = {}): HttpEvent {
  return { headers, requestContext: { http: { method } } } as unknown as HttpEvent;
}

describe('polledResponse', () => {
  it('answers the body with an ETag and a Last-Modified', () => {
    const answer = polledResponse(request('GET'), document);

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(document.body);
    expect(answer.headers).toMatchObject({
      'content-type': document.contentType,
      etag: entityTag(document.body),
      'last-modified': 'Mon, 02 Mar 2026 09:30:00 GMT',
      'cache-control': 'public, max-age=300',
    });
  });

  it('answers HEAD with the same headers and no body', () => {
    const answer = polledResponse(request('HEAD'), document);

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('');
    expect(answer.headers?.etag).toBe(entityTag(document.body));
  });

  it('answers 304 without a body when If-None-Match names the current tag, weak or in a list', () => {
    const tag = entityTag(document.body);
    for (const header of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const answer = polledResponse(request('GET', { 'if-none-match': header }), document);
      expect(answer.statusCode).toBe(304);
      expect(answer.body).toBe('');
      expect(answer.headers?.etag).toBe(tag);
    }
  });

  it('answers the new body when the tag is stale, even if If-Modified-Since is later', () => {
    const answer = polledResponse(
      request('GET', {
        'if-none-match': '"stale"',
        'if-modified-since': 'Tue, 03 Mar 2026 00:00:00 GMT',
      }),
      document,
    );

    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(document.body);
  });

  it('uses If-Modified-Since, to the second, when no tag is sent', () => {
    const at = (date: string) =>
      polledResponse(request('GET', { 'if-modified-since': date }), document).statusCode;

    expect(at('Mon, 02 Mar 2026 09:30:00 GMT')).toBe(304);
    expect(at('Mon, 02 Mar 2026 09:29:59 GMT')).toBe(200);
    expect(at('not a date')).toBe(200);
  });

  it('changes the tag when the body changes', () => {
    expect(entityTag('<rss>one</rss>')).not.toBe(entityTag('<rss>two</rss>'));
  });
});
