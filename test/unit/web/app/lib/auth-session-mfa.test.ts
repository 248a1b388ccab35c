/**
 * Two-step sign-in in the admin session: an account with TOTP on is asked for its code after the
 * password (a wrong code may be tried again), and where the stage requires it an administrator
 * without TOTP lands in the `mfa-setup` state instead of the portal, while other roles do not.
 * The Cognito library is replaced by a fake scripted per test.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const cognito = vi.hoisted(() => ({
  /** The account's Cognito groups. */
  groups: ['administrators'] as string[],
  /** The account's UserMFASettingList, as GetUser answers it. */
  mfa: [] as string[],
  /** The code the fake authenticator app shows. */
  code: '123456',
}));

function fakeSession() {
  return {
    isValid: () => true,
    getIdToken: () => ({
      getJwtToken: () => 'token',
      decodePayload: () => ({
        email: 'member@example.com',
        sub: 'member-sub',
        'cognito:groups': cognito.groups,
      }),
    }),
  };
}

vi.mock('amazon-cognito-identity-js', () => {
  type Callbacks = {
    onSuccess: (session: unknown) => void;
    onFailure: (error: unknown) => void;
    totpRequired: () => void;
  };
  class CognitoUser {
    setAuthenticationFlowType() {}
    authenticateUser(_details: unknown, callbacks: Callbacks) {
      if (cognito.mfa.includes('SOFTWARE_TOKEN_MFA')) callbacks.totpRequired();
      else callbacks.onSuccess(fakeSession());
    }
    sendMFACode(code: string, callbacks: Callbacks, type: string) {
      if (type === 'SOFTWARE_TOKEN_MFA' && code === cognito.code)
        callbacks.onSuccess(fakeSession());
      else
        callbacks.onFailure(
          Object.assign(new Error('Invalid code received for user'), {
            code: 'CodeMismatchException',
          }),
        );
    }
    getSession(callback: (error: Error | null, session: unknown) => void) {
      callback(null, fakeSession());
    }
    getUserData(callback: (error: Error | null, data: unknown) => void) {
      callback(null, { UserMFASettingList: cognito.mfa });
    }
    signOut() {}
  }
  class CognitoUserPool {
    getCurrentUser() {
      return new CognitoUser();
    }
  }
  class AuthenticationDetails {}
  return { CognitoUser, CognitoUserPool, AuthenticationDetails };
});

function stage(adminMfaRequired: 'true' | 'false') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/config.json'
        ? Response.json({ userPoolId: 'pool', userPoolClientId: 'client', adminMfaRequired })
        : new Response('{}', { status: 200 }),
    ),
  );
}

beforeEach(() => {
  vi.resetModules();
  cognito.groups = ['administrators'];
  cognito.mfa = [];
  vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
  stage('false');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signing in with two-step sign-in on', () => {
  it('asks for the code after the password; a wrong one is refused and the right one signs in', async () => {
    cognito.mfa = ['SOFTWARE_TOKEN_MFA'];
    const session = await import('~/lib/auth-session');

    const challenge = await session.signIn('member@example.com', 'password').catch((e) => e);
    const wrong = await challenge.complete('000000').catch((error: { code: string }) => error);
    const state = await challenge.complete('123456');

    expect(challenge).toBeInstanceOf(session.MfaCodeRequiredError);
    expect(wrong.code).toBe('CodeMismatchException');
    expect(state).toMatchObject({ status: 'signed-in', role: 'administrator' });
  });
});

describe('a stage that requires two-step sign-in of administrators', () => {
  it('sends an administrator without it to set it up, and lets them in once they have', async () => {
    stage('true');
    const session = await import('~/lib/auth-session');

    const before = await session.signIn('member@example.com', 'password');
    cognito.mfa = ['SOFTWARE_TOKEN_MFA'];
    await session.resettleSession();

    expect(before).toEqual({ status: 'mfa-setup', email: 'member@example.com' });
    expect(session.getAuthState()).toMatchObject({ status: 'signed-in', role: 'administrator' });
  });

  it('does not ask it of an editor', async () => {
    stage('true');
    cognito.groups = ['editors'];
    const session = await import('~/lib/auth-session');

    await expect(session.signIn('member@example.com', 'password')).resolves.toMatchObject({
      status: 'signed-in',
      role: 'editor',
    });
  });

  it('is not asked where the stage does not require it', async () => {
    const session = await import('~/lib/auth-session');

    await expect(session.signIn('member@example.com', 'password')).resolves.toMatchObject({
      status: 'signed-in',
      role: 'administrator',
    });
  });
});
