/**
 * Token refresh in the admin session: a network failure while refreshing the ID
 * token is retried with backoff and keeps the session; only Cognito refusing the refresh token
 * (NotAuthorizedException) ends it. The Cognito library is replaced by a fake whose refresh
 * answers are scripted per test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type SessionCallback = (error: Error | null, session: unknown) => void;

const cognito = vi.hoisted(() => ({
  /** Scripted answers of the next refreshes: an error code, or 'ok'. */
  refreshes: [] as string[],
  signOut: vi.fn(),
  /** Passwords chosen through the new-password challenge. */
  newPasswords: [] as string[],
}));

function fakeSession(token: string) {
  return {
    isValid: () => true,
    getIdToken: () => ({
      getJwtToken: () => token,
      decodePayload: () => ({
        email: 'admin@example.com',
        sub: 'admin-sub',
        'cognito:groups': ['administrators'],
      }),
    }),
  };
}

vi.mock('amazon-cognito-identity-js', () => {
  class CognitoUser {
    setAuthenticationFlowType() {}
    authenticateUser(
      details: { password?: string },
      callbacks: { onSuccess: (session: unknown) => void; newPasswordRequired: () => void },
    ) {
      // An invited account's temporary password meets Cognito's NEW_PASSWORD_REQUIRED challenge.
      if (details.password === 'temporary') callbacks.newPasswordRequired();
      else callbacks.onSuccess(fakeSession('first-token'));
    }
    completeNewPasswordChallenge(
      password: string,
      _attributes: unknown,
      callbacks: { onSuccess: (session: unknown) => void },
    ) {
      cognito.newPasswords.push(password);
      callbacks.onSuccess(fakeSession('first-token'));
    }
    getSession(callback: SessionCallback) {
      const next = cognito.refreshes.shift() ?? 'ok';
      if (next === 'ok') callback(null, fakeSession('refreshed-token'));
      else callback(Object.assign(new Error(next), { code: next, name: next }), null);
    }
    signOut() {
      cognito.signOut();
    }
  }
  class CognitoUserPool {
    getCurrentUser() {
      return new CognitoUser();
    }
  }
  class AuthenticationDetails {
    password: string;
    constructor(data: { Password: string }) {
      this.password = data.Password;
    }
  }
  return { CognitoUser, CognitoUserPool, AuthenticationDetails };
});

async function signedInSession() {
  const session = await import('~/lib/auth-session');
  await session.signIn('admin@example.com', 'correct horse battery');
  expect(session.getAuthState()).toEqual({
    status: 'signed-in',
    email: 'admin@example.com',
    role: 'administrator',
    sub: 'admin-sub',
  });
  return session;
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  cognito.refreshes = [];
  cognito.signOut.mockClear();
  vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/config.json'
        ? Response.json({ userPoolId: 'pool', userPoolClientId: 'client' })
        : new Response('{}', { status: 200 }),
    ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getIdToken when the refresh fails', () => {
  it('retries a network failure with backoff and keeps the session', async () => {
    const session = await signedInSession();
    cognito.refreshes = ['NetworkError', 'NetworkError', 'NetworkError'];

    const token = session.getIdToken();
    await vi.runAllTimersAsync();

    await expect(token).resolves.toBe('refreshed-token');
    expect(session.getAuthState().status).toBe('signed-in');
    expect(cognito.signOut).not.toHaveBeenCalled();
  });

  it('keeps the session when the sign-in service stays unreachable, and says so', async () => {
    const session = await signedInSession();
    cognito.refreshes = Array<string>(20).fill('NetworkError');

    const token = session.getIdToken();
    const outcome = expect(token).rejects.toBeInstanceOf(session.SessionUnreachableError);
    await vi.runAllTimersAsync();
    await outcome;

    expect(session.getAuthState().status).toBe('signed-in');
    expect(cognito.signOut).not.toHaveBeenCalled();
    // The service is back: the next call refreshes without signing in again.
    cognito.refreshes = [];
    await expect(session.getIdToken()).resolves.toBe('refreshed-token');
  });

  it('ends the session when Cognito refuses the refresh token', async () => {
    const session = await signedInSession();
    cognito.refreshes = ['NotAuthorizedException'];

    await expect(session.getIdToken()).rejects.toBeInstanceOf(session.SessionVerificationError);

    expect(session.getAuthState()).toEqual({ status: 'signed-out', reason: 'expired' });
  });
});

describe('the first sign-in of an invited account', () => {
  it('asks for a new password, then signs in with it', async () => {
    const session = await import('~/lib/auth-session');

    const refusal = await session
      .signIn('invited@example.com', 'temporary')
      .catch((error: unknown) => error);
    const state = await (refusal as InstanceType<typeof session.NewPasswordRequiredError>).complete(
      'Chosen-Password-42!',
    );

    expect(refusal).toBeInstanceOf(session.NewPasswordRequiredError);
    expect(cognito.newPasswords).toEqual(['Chosen-Password-42!']);
    expect(state).toMatchObject({ status: 'signed-in', role: 'administrator' });
  });
});
