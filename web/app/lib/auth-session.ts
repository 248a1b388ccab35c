/**
 * The staff session of the admin portal (admin-portal.md section 4 "Auth", DESIGN.md section 6),
 * on amazon-cognito-identity-js.
 *
 * - The pool comes from `/config.json` (the stage's runtime config): pool and client ids, the
 *   auth flow (USER_PASSWORD_AUTH against the local emulator, SRP in AWS) and, locally, the
 *   emulator's endpoint on the site's own origin.
 * - The Cognito library is imported on first use only: nothing here runs, and nothing is
 *   downloaded, until an /admin route asks for the session.
 * - Tokens refresh silently: `getSession` swaps an expired ID token using the refresh token, on
 *   every API call and once a minute. Only Cognito refusing the refresh token ends the session; a
 *   refresh that could not reach Cognito (network down, the sandbox restarting) is retried with
 *   backoff and the session stays, since its refresh token may be good for days.
 * - Signed in is not enough: the API serves admin routes only to staff it admits (invited, or
 *   allow-listed), so after sign-in one admin call is probed and a 403 becomes the `forbidden`
 *   state.
 * - An administrator's change to the account (role, disabled, removed) makes the API refuse the
 *   tokens it held with 401 `access_changed`: the session ends at once, and the sign-in screen says
 *   why (`access-changed`) instead of the portal showing errors.
 *
 * State is a tiny external store read with {@link useAuthSession}.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type * as CognitoModule from 'amazon-cognito-identity-js';
import type {
  CognitoUser,
  CognitoUserPool,
  CognitoUserSession,
  ISignUpResult,
} from 'amazon-cognito-identity-js';
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { roleOfGroups, type StaffRole } from '@shared/rules/staff-roles';
import { staffMessages } from '@shared/schemas/staff';
import { readApiError } from '~/lib/json-request';

/** Message shown to a signed-in account whose e-mail is not on the allow-list. */
export const notAuthorisedMessage =
  'This account is not authorised to use the admin portal. Ask an administrator to add your e-mail address to the allow-list, or sign in with another account.';

/**
 * Why nobody is signed in: never was, signed out, the session ended (refresh refused, 401), or an
 * administrator changed the account's access (401 `access_changed`).
 */
export type SignedOutReason = 'none' | 'signed-out' | 'expired' | 'access-changed';

/** What the sign-in screen says after each way a session ends (none when there is nothing to say). */
export const signedOutNotices: Readonly<Record<SignedOutReason, string | undefined>> = {
  none: undefined,
  'signed-out': undefined,
  expired: 'Your session has ended. Please sign in again.',
  'access-changed': staffMessages.accessChanged,
};

/** Where the session stands. */
export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out'; reason: SignedOutReason }
  | {
      status: 'signed-in';
      email: string;
      /**
       * The staff role of the ID token's `cognito:groups` (shared/rules/staff-roles.ts), for what
       * the portal shows; the API checks the role again on every call.
       */
      role: StaffRole;
      /** The account's `sub`: a contributor's own drafts carry it as `created_by`. */
      sub: string;
    }
  | { status: 'forbidden'; email: string }
  /** An administrator without two-step sign-in, where the stage requires it: enrol first. */
  | { status: 'mfa-setup'; email: string };

/** No session at all: nobody is signed in on this browser. */
export class AuthRequiredError extends Error {
  constructor() {
    super('You must be logged in. Please sign in again.');
    this.name = 'AuthRequiredError';
  }
}

/** A session exists but could not be verified or refreshed. */
export class SessionVerificationError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Failed to verify your session.');
    this.name = 'SessionVerificationError';
  }
}

/**
 * The sign-in service could not be reached to refresh the tokens; the session is kept, and the
 * next call tries again.
 */
export class SessionUnreachableError extends Error {
  constructor() {
    super('Could not reach the sign-in service to refresh your session. Please try again.');
    this.name = 'SessionUnreachableError';
  }
}

const runtimeConfigSchema = z.object({
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  region: z.string().optional(),
  authFlow: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']).default('USER_SRP_AUTH'),
  cognitoEndpoint: z.string().optional(),
  /** Whether administrators must have two-step sign-in (the stage's `adminMfaRequired`). */
  adminMfaRequired: z.enum(['true', 'false']).default('false'),
});

type CognitoLib = typeof CognitoModule;

interface CognitoClient {
  lib: CognitoLib;
  pool: CognitoUserPool;
  authFlow: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
  adminMfaRequired: boolean;
}

let clientPromise: Promise<CognitoClient> | undefined;

function cognito(): Promise<CognitoClient> {
  clientPromise ??= (async () => {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error('The sign-in service is not configured for this site.');
    const config = runtimeConfigSchema.parse(await response.json());
    // The library's `buffer` dependency reads the Node global `global`, which browsers lack.
    (globalThis as { global?: unknown }).global ??= globalThis;
    const lib = await import('amazon-cognito-identity-js');
    const endpoint = config.cognitoEndpoint
      ? new URL(config.cognitoEndpoint, window.location.origin).href
      : undefined;
    const pool = new lib.CognitoUserPool({
      UserPoolId: config.userPoolId,
      ClientId: config.userPoolClientId,
      ...(endpoint ? { endpoint } : {}),
    });
    return {
      lib,
      pool,
      authFlow: config.authFlow,
      adminMfaRequired: config.adminMfaRequired === 'true',
    };
  })();
  // A failed load (offline, config missing) is retried on the next call.
  clientPromise.catch(() => {
    clientPromise = undefined;
  });
  return clientPromise;
}

// --- the store -------------------------------------------------------------------------------

let state: AuthState = { status: 'loading' };
const listeners = new Set<() => void>();
let started = false;

function setState(next: AuthState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current session state (outside React). */
export function getAuthState(): AuthState {
  return state;
}

/** The session state; starts watching the session on first use. */
export function useAuthSession(): AuthState {
  const current = useSyncExternalStore(subscribe, getAuthState, () => state);
  useEffect(() => {
    if (started) return;
    started = true;
    void startWatching();
  }, []);
  return current;
}

// --- session primitives ----------------------------------------------------------------------

function userSession(user: CognitoUser): Promise<CognitoUserSession> {
  return new Promise((resolve, reject) => {
    // getSession refreshes the tokens with the refresh token when the ID token has expired.
    user.getSession((error: Error | null, session: CognitoUserSession | null) => {
      if (error || !session) reject(error ?? new Error('No session'));
      else if (!session.isValid()) reject(new Error('The session has expired.'));
      else resolve(session);
    });
  });
}

/**
 * Whether Cognito refused the session: the refresh token is invalid, expired or revoked
 * (NotAuthorizedException), or the user is gone. Anything else (the library's NetworkError, a 5xx,
 * throttling, an unreadable answer while the service restarts) is transient.
 */
function isRefusal(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'NotAuthorizedException' || code === 'UserNotFoundException';
}

/** Waits before each retry of a transient refresh failure: 0.5 s doubling, some 15 s in all. */
const refreshRetryDelaysMs = [500, 1_000, 2_000, 4_000, 8_000];

/**
 * The session, refreshed if needed; a transient failure is retried with backoff and then reported
 * as {@link SessionUnreachableError}, a refusal is rethrown at once.
 */
async function refreshedSession(user: CognitoUser): Promise<CognitoUserSession> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await userSession(user);
    } catch (error) {
      if (isRefusal(error)) throw error;
      const delay = refreshRetryDelaysMs[attempt];
      if (delay === undefined) throw new SessionUnreachableError();
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The role of a session's groups; Contributor (the least) when it names none. */
function roleOf(session: CognitoUserSession): StaffRole {
  const groups: unknown = session.getIdToken().decodePayload()['cognito:groups'];
  return roleOfGroups(Array.isArray(groups) ? groups.map(String) : []) ?? 'contributor';
}

function emailOf(session: CognitoUserSession): string {
  const email: unknown = session.getIdToken().decodePayload().email;
  return typeof email === 'string' ? email : '';
}

/** Why the API refused a token with 401: an administrator's change, or anything else. */
export function unauthorisedReason(body: unknown): 'expired' | 'access-changed' {
  return readApiError(body)?.code === 'access_changed' ? 'access-changed' : 'expired';
}

/**
 * Whether the API accepts this account on admin routes: 403 means signed in but not admitted
 * (off the allow-list, never invited); 401 that the token is refused, with why. Anything else
 * (even a network error) counts as allowed; the pages' own calls will report real trouble.
 */
async function probeAccess(
  token: string,
): Promise<'ok' | 'forbidden' | 'expired' | 'access-changed'> {
  try {
    const response = await fetch('/api/admin/dashboard', {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status === 403) return 'forbidden';
    if (response.status === 401)
      return unauthorisedReason(await response.json().catch(() => undefined));
    return 'ok';
  } catch {
    return 'ok';
  }
}

async function settle(session: CognitoUserSession): Promise<AuthState> {
  const email = emailOf(session);
  if (await mustEnrolMfa(session)) {
    setState({ status: 'mfa-setup', email });
    return state;
  }
  const access = await probeAccess(session.getIdToken().getJwtToken());
  if (access === 'expired' || access === 'access-changed') {
    // The tokens are refused: drop them, so a reload does not try them again.
    reportSessionLost(access);
    return state;
  }
  const next: AuthState =
    access === 'forbidden'
      ? { status: 'forbidden', email }
      : {
          status: 'signed-in',
          email,
          role: roleOf(session),
          sub: String(session.getIdToken().decodePayload().sub ?? ''),
        };
  setState(next);
  return next;
}

// --- two-step sign-in (TOTP) -----------------------------------------------------------------

/**
 * The signed-in account's Cognito user with its session loaded, for the calls that take the
 * access token (enrolment: web/app/features/auth/mfa-enrolment.ts); throws when nobody is signed in.
 */
export async function currentCognitoUser(): Promise<CognitoUser> {
  const { pool } = await cognito();
  const user = pool.getCurrentUser();
  if (!user) throw new AuthRequiredError();
  await refreshedSession(user);
  return user;
}

/** Whether the signed-in account has TOTP on (Cognito's own record, never a cached answer). */
export async function hasMfa(user: CognitoUser): Promise<boolean> {
  const list = await new Promise<string[]>((resolve, reject) =>
    user.getUserData(
      (error, data) => (error ? reject(error) : resolve(data?.UserMFASettingList ?? [])),
      { bypassCache: true },
    ),
  );
  return list.includes('SOFTWARE_TOKEN_MFA');
}

/** An administrator without TOTP where the stage requires it (the API refuses them too). */
async function mustEnrolMfa(session: CognitoUserSession): Promise<boolean> {
  const { adminMfaRequired } = await cognito();
  if (!adminMfaRequired || roleOf(session) !== 'administrator') return false;
  try {
    return !(await hasMfa(await currentCognitoUser()));
  } catch {
    return false; // the API's own check still refuses them
  }
}

/** Settles the state again: after enrolling, an administrator goes on into the portal. */
export function resettleSession(): Promise<void> {
  return restore();
}

/** Reads the stored session (refreshing it if needed) and settles the state. */
async function restore(): Promise<void> {
  try {
    const { pool } = await cognito();
    const user = pool.getCurrentUser();
    if (!user) {
      setState({ status: 'signed-out', reason: 'none' });
      return;
    }
    await settle(await refreshedSession(user));
  } catch (error) {
    // Unreachable: leave the stored session alone (a reload, or the next check, resumes it).
    if (error instanceof SessionUnreachableError && state.status !== 'loading') return;
    setState({ status: 'signed-out', reason: state.status === 'loading' ? 'none' : 'expired' });
  }
}

async function startWatching(): Promise<void> {
  await restore();
  // Keep tokens fresh, and notice a session ended elsewhere (another tab signed out).
  window.setInterval(() => {
    if (state.status === 'signed-in') void getIdToken().catch(() => undefined);
  }, 60_000);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('CognitoIdentityServiceProvider.')) {
      void recheck();
    }
  });
}

async function recheck(): Promise<void> {
  const { pool } = await cognito();
  const user = pool.getCurrentUser();
  if (!user) {
    if (state.status === 'signed-in' || state.status === 'forbidden') reportSessionLost();
    return;
  }
  if (state.status !== 'signed-in') await restore();
}

/**
 * The current ID token for the API, refreshed when expired. Throws {@link AuthRequiredError} when
 * nobody is signed in and {@link SessionVerificationError} when Cognito refuses the refresh; either
 * way the state becomes signed-out. When Cognito cannot be reached even after retries it throws
 * {@link SessionUnreachableError} and the session stays.
 */
export async function getIdToken(): Promise<string> {
  const { pool } = await cognito();
  const user = pool.getCurrentUser();
  if (!user) {
    reportSessionLost();
    throw new AuthRequiredError();
  }
  try {
    const session = await refreshedSession(user);
    return session.getIdToken().getJwtToken();
  } catch (error) {
    if (error instanceof SessionUnreachableError) throw error;
    reportSessionLost();
    throw new SessionVerificationError(error);
  }
}

/**
 * The API refused the token (401) or it could not be refreshed: the stored session is dropped and
 * the portal goes back to the sign-in screen, which says why (`reason`).
 */
export function reportSessionLost(reason: 'expired' | 'access-changed' = 'expired'): void {
  if (state.status === 'signed-out') return;
  void cognito()
    .then(({ pool }) => pool.getCurrentUser()?.signOut())
    .catch(() => undefined);
  setState({ status: 'signed-out', reason });
}

/**
 * The API refused a call (403). Since roles that may be one call above the account's
 * role rather than an account off the allow-list: the session is settled again, which asks the
 * access probe (a route every role reaches) and becomes `forbidden` only if the account is.
 */
export function reportForbidden(): void {
  if (state.status === 'signed-in') void restore();
}

// --- actions of the sign-in screen -----------------------------------------------------------

/** A Cognito failure's own message, or `fallback` when it has none. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** Whether a sign-in failed only because the e-mail is not confirmed yet. */
export function isUnconfirmedError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { code?: unknown }).code === 'UserNotConfirmedException' ||
      (error as { name?: unknown }).name === 'UserNotConfirmedException')
  );
}

/**
 * An invited account signed in with its temporary password (Cognito's NEW_PASSWORD_REQUIRED
 * challenge): {@link complete} sets the password the user chose and finishes the sign-in.
 */
export class NewPasswordRequiredError extends Error {
  constructor(readonly complete: (newPassword: string) => Promise<AuthState>) {
    super('Choose a new password to finish signing in.');
    this.name = 'NewPasswordRequiredError';
  }
}

/**
 * The account has two-step sign-in on (Cognito's SOFTWARE_TOKEN_MFA challenge): {@link complete}
 * answers it with the authenticator app's code; a wrong code rejects and may be tried again.
 */
export class MfaCodeRequiredError extends Error {
  constructor(readonly complete: (code: string) => Promise<AuthState>) {
    super('Enter the code from your authenticator app to finish signing in.');
    this.name = 'MfaCodeRequiredError';
  }
}

/** The callbacks of a sign-in step: a session, a refusal, or the new-password challenge. */
function sessionCallbacks(
  user: CognitoUser,
  resolve: (session: CognitoUserSession) => void,
  reject: (error: unknown) => void,
) {
  return {
    onSuccess: resolve,
    onFailure: reject,
    newPasswordRequired: () =>
      reject(
        new NewPasswordRequiredError(async (newPassword) => {
          const session = await new Promise<CognitoUserSession>((done, fail) => {
            // No attributes to add: the invitation set the e-mail already.
            user.completeNewPasswordChallenge(newPassword, {}, sessionCallbacks(user, done, fail));
          });
          return settle(session);
        }),
      ),
    mfaRequired: () => reject(new Error('Multi-factor sign-in is not supported here.')),
    totpRequired: () =>
      reject(
        new MfaCodeRequiredError(async (code) => {
          const session = await new Promise<CognitoUserSession>((done, fail) => {
            user.sendMFACode(code, sessionCallbacks(user, done, fail), 'SOFTWARE_TOKEN_MFA');
          });
          return settle(session);
        }),
      ),
  };
}

/**
 * Signs in with e-mail and password; resolves to the settled state (signed-in or forbidden).
 * Rejects with {@link NewPasswordRequiredError} when the account must first choose a password.
 */
export async function signIn(email: string, password: string): Promise<AuthState> {
  const { lib, pool, authFlow } = await cognito();
  const user = new lib.CognitoUser({ Username: email, Pool: pool });
  if (authFlow === 'USER_PASSWORD_AUTH') user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  const session = await new Promise<CognitoUserSession>((resolve, reject) => {
    user.authenticateUser(
      new lib.AuthenticationDetails({ Username: email, Password: password }),
      sessionCallbacks(user, resolve, reject),
    );
  });
  return settle(session);
}

/** Registers an account; resolves whether it still needs its e-mail confirmed. */
export async function signUp(email: string, password: string): Promise<{ confirmed: boolean }> {
  const { lib, pool } = await cognito();
  const result = await new Promise<ISignUpResult>((resolve, reject) => {
    pool.signUp(
      email,
      password,
      [new lib.CognitoUserAttribute({ Name: 'email', Value: email })],
      [],
      (error, answer) => (error || !answer ? reject(error ?? new Error('')) : resolve(answer)),
    );
  });
  return { confirmed: result.userConfirmed };
}

/** Confirms a sign-up with the code sent by e-mail. */
export async function confirmSignUp(email: string, code: string): Promise<void> {
  const { lib, pool } = await cognito();
  const user = new lib.CognitoUser({ Username: email, Pool: pool });
  await new Promise<void>((resolve, reject) => {
    user.confirmRegistration(code, true, (error: Error | undefined) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** Sends the confirmation code again. */
export async function resendConfirmationCode(email: string): Promise<void> {
  const { lib, pool } = await cognito();
  const user = new lib.CognitoUser({ Username: email, Pool: pool });
  await new Promise<void>((resolve, reject) => {
    user.resendConfirmationCode((error) => (error ? reject(error) : resolve()));
  });
}

/** Ends the session on this browser. */
export async function signOut(): Promise<void> {
  try {
    const { pool } = await cognito();
    pool.getCurrentUser()?.signOut();
  } finally {
    setState({ status: 'signed-out', reason: 'signed-out' });
  }
}
