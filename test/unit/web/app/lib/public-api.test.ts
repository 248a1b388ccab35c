/** The public API client: JSON answers, the API's error body, and network failures. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicApiError, isNotFound, publicRequest } from '~/lib/public-api';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('publicRequest', () => {
  it('returns the JSON answer and posts JSON', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('{"ok":true}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      publicRequest('/api/contact', { method: 'POST', body: { a: 1 } }),
    ).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("turns the API's error body into a PublicApiError with its fields", async () => {
    answer(400, {
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: { email: 'Invalid email address' },
        requestId: 'r',
      },
    });

    const error = await publicRequest('/api/contact', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PublicApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'Invalid email address' },
    });
  });

  it('keeps the 429 message of the API', async () => {
    answer(429, { error: { code: 'rate_limited', message: 'Too many messages.', requestId: 'r' } });

    await expect(publicRequest('/api/contact', {})).rejects.toMatchObject({
      status: 429,
      message: 'Too many messages.',
    });
  });

  it('reports a 404 as not found, and a request that never answered as status 0', async () => {
    answer(404, { error: { code: 'not_found', message: 'Article not found', requestId: 'r' } });
    expect(isNotFound(await publicRequest('/x', {}).catch((e: unknown) => e))).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(publicRequest('/x', {})).rejects.toMatchObject({ status: 0 });
  });

  it('refuses a successful answer that is not a JSON object (a proxy page, an empty body)', async () => {
    for (const body of ['<html>Bad gateway</html>', '', '[1]', 'null']) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(body, { status: 200 })),
      );
      await expect(publicRequest('/x'), body).rejects.toMatchObject({
        code: 'unexpected_response',
      });
    }
  });

  it("reads an error body without its optional parts, and ignores one that is not the API's", async () => {
    answer(409, { error: { code: 'conflict', message: 'Taken.', fields: { a: 1 } } });
    const own = await publicRequest('/x').catch((e: unknown) => e);
    expect(own).toMatchObject({ status: 409, code: 'conflict', message: 'Taken.' });
    expect((own as PublicApiError).fields).toBeUndefined();

    answer(502, { message: 'Bad gateway' });
    await expect(publicRequest('/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'HTTP 502',
    });
  });
});
