/**
 * The public programmatic page's read (public-site.md section 7): the admin token found in the
 * Cognito library's storage keys, 404 as "no page", and the built-in samples when the call fails.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePageRecord } from '@shared/content/sample-pages';
import { fetchPublicPage } from '~/features/pages/api/get-public-page';
import { storedIdToken } from '~/features/pages/api/stored-id-token';

function jwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(payload)}.signature`;
}

function stubStorage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  vi.stubGlobal('window', {
    localStorage: {
      get length() {
        return keys.length;
      },
      key: (index: number) => keys[index] ?? null,
      getItem: (key: string) => entries[key] ?? null,
    },
  });
}

function cognitoEntries(token: string) {
  return {
    'CognitoIdentityServiceProvider.client123.LastAuthUser': 'user-1',
    'CognitoIdentityServiceProvider.client123.user-1.idToken': token,
    'CognitoIdentityServiceProvider.client123.user-1.accessToken': 'other',
    unrelated: 'x',
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored admin token', () => {
  it('is the last user’s unexpired ID token', () => {
    const token = jwt({ exp: Math.floor(Date.now() / 1000) + 600 });
    stubStorage(cognitoEntries(token));

    expect(storedIdToken()).toBe(token);
  });

  it('is ignored once expired, or when nobody signed in', () => {
    stubStorage(cognitoEntries(jwt({ exp: Math.floor(Date.now() / 1000) - 1 })));
    expect(storedIdToken()).toBeUndefined();

    stubStorage({ unrelated: 'x' });
    expect(storedIdToken()).toBeUndefined();
  });
});

describe('reading a page', () => {
  function stubFetch(status: number, body: unknown) {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(body), { status }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('sends the stored admin token, so drafts come back for staff', async () => {
    const token = jwt({ exp: Math.floor(Date.now() / 1000) + 600 });
    stubStorage(cognitoEntries(token));
    const page = { ...samplePageRecord('strategic-planning')!, status: 'draft' };
    const fetchMock = stubFetch(200, page);

    expect(await fetchPublicPage('strategic-planning')).toEqual(page);
    const init = fetchMock.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
  });

  it('is null on 404, even for a sample slug', async () => {
    stubStorage({});
    stubFetch(404, { error: { code: 'not_found', message: 'Sorry', requestId: 'r' } });

    expect(await fetchPublicPage('strategic-planning')).toBeNull();
  });

  it('falls back to the built-in sample when the call fails', async () => {
    stubStorage({});
    stubFetch(500, { error: { code: 'internal', message: 'Boom', requestId: 'r' } });

    expect(await fetchPublicPage('strategic-planning')).toEqual(
      samplePageRecord('strategic-planning'),
    );
    expect(await fetchPublicPage('growth-enablement-b2b-teams')).toEqual(
      samplePageRecord('growth-enablement-b2b-teams'),
    );
    expect(await fetchPublicPage('something-else')).toBeNull();
  });
});
