/** The JSON request under both API clients: what is sent, how answers and error bodies are read. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { looseErrorMessage, readApiError, sendJson } from '~/lib/json-request';

afterEach(() => vi.unstubAllGlobals());

describe('sendJson', () => {
  it('sends JSON with the caller headers and reads the answer as JSON', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response('{"id":"a"}', { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const answer = await sendJson('/api/x', {
      method: 'PUT',
      body: { a: 1 },
      headers: { authorization: 'Bearer t' },
    });

    expect(answer).toEqual({ status: 201, ok: true, data: { id: 'a' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'Bearer t',
    });
  });

  it('reads an empty or non-JSON body as undefined', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );

    await expect(sendJson('/api/x')).resolves.toEqual({ status: 502, ok: false, data: undefined });
  });

  it('answers undefined when the request never got an answer, and rethrows an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(sendJson('/api/x')).resolves.toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(sendJson('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('reading error bodies', () => {
  it("reads the API's error body, fields only when every value is a string", () => {
    expect(
      readApiError({
        error: { code: 'conflict', message: 'Stale.', fields: { slug: 'Taken' }, requestId: 'r' },
      }),
    ).toEqual({ code: 'conflict', message: 'Stale.', fields: { slug: 'Taken' }, requestId: 'r' });
    expect(readApiError({ error: { code: 'x', message: 'm', fields: { a: 1 } } })).toEqual({
      code: 'x',
      message: 'm',
    });
    expect(readApiError({ message: 'Internal Server Error' })).toBeUndefined();
  });

  it("finds a message in a body that is not the API's own", () => {
    expect(looseErrorMessage({ message: 'Internal Server Error' })).toBe('Internal Server Error');
    expect(looseErrorMessage({ error: { message: 'Bad' } })).toBe('Bad');
    expect(looseErrorMessage('nope')).toBeUndefined();
  });
});
