/** The public API client: parsed answers, the API's error body, and network failures. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { PublicApiError, isNotFound, publicRequest } from '~/lib/public-api';

afterEach(() => vi.unstubAllGlobals());

const schema = z.object({ ok: z.literal(true) });

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('publicRequest', () => {
  it('returns the parsed answer and posts JSON', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('{"ok":true}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(
      publicRequest('/api/contact', { method: 'POST', body: { a: 1 }, schema }),
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

    const error = await publicRequest('/api/contact', { schema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PublicApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'Invalid email address' },
    });
  });

  it('keeps the 429 message of the API', async () => {
    answer(429, { error: { code: 'rate_limited', message: 'Too many messages.', requestId: 'r' } });

    await expect(publicRequest('/api/contact', { schema })).rejects.toMatchObject({
      status: 429,
      message: 'Too many messages.',
    });
  });

  it('reports a 404 as not found, and a request that never answered as status 0', async () => {
    answer(404, { error: { code: 'not_found', message: 'Article not found', requestId: 'r' } });
    expect(isNotFound(await publicRequest('/x', { schema }).catch((e: unknown) => e))).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(publicRequest('/x', { schema })).rejects.toMatchObject({ status: 0 });
  });

  it('refuses an answer of the wrong shape', async () => {
    answer(200, { ok: 'yes' });

    await expect(publicRequest('/x', { schema })).rejects.toMatchObject({
      code: 'unexpected_response',
    });
  });
});
