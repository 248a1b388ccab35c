/**
 * TOTP MFA (Cognito software tokens) for the sandbox's Cognito, as the AWS pool answers it with
 * MFA `OPTIONAL` and software tokens only:
 *
 * - `AssociateSoftwareToken` (AccessToken): a new secret, pending until verified; an account that
 *   already has a verified one keeps signing in with it meanwhile.
 * - `VerifySoftwareToken` (AccessToken, UserCode): the pending secret becomes the account's device;
 *   a wrong code is `EnableSoftwareTokenMFAException` ("Code mismatch"). Verifying does not turn
 *   MFA on: `SetUserMFAPreference` does, as in AWS.
 * - `SetUserMFAPreference` (AccessToken) and `AdminSetUserMFAPreference` (UserPoolId, Username):
 *   `SoftwareTokenMfaSettings` Enabled / PreferredMfa; enabling needs a verified device.
 * - `InitiateAuth` of an account with TOTP enabled answers `SOFTWARE_TOKEN_MFA` with a Session
 *   this module issued (cognito-local's own is a random id it never checks); the Session lasts
 *   three minutes (the AWS client's default `AuthSessionValidity`) and allows three wrong codes.
 * - `RespondToAuthChallenge` `SOFTWARE_TOKEN_MFA` (USERNAME, SOFTWARE_TOKEN_MFA_CODE, Session):
 *   the tokens, `CodeMismatchException` for a wrong code, `NotAuthorizedException` for an unknown
 *   or expired Session. A code is good for one sign-in only, as Cognito has it.
 *
 * Codes are RFC 6238 (SHA-1, 6 digits, 30 s) checked with otpauth, one step either side allowed
 * for clock drift as Cognito does. The secret lives in the account's record of cognito-local's
 * data (`SoftwareTokenMfaConfiguration`), so it survives a restart; sessions are in memory, since
 * they outlive no restart in AWS either. The pool's MFA is never `ON` (no `MFA_SETUP`): who must
 * enrol is the portal's and the API's rule (a stage setting), since Cognito cannot require MFA of
 * one group only.
 *
 * cognito-local trusts any access token it can decode; here a token must carry the emulator's own
 * signature and be unexpired, so no one enrols or disables another account's second factor with a
 * token they wrote themselves.
 */
import {
  createPublicKey,
  randomUUID,
  verify as verifySignature,
  type JsonWebKey,
} from 'node:crypto';
import { createRequire } from 'node:module';
import { Secret, TOTP } from 'otpauth';
import { CognitoError, NotAuthorizedError } from 'cognito-local/lib/errors';
import type { CognitoService } from 'cognito-local/lib/services/cognitoService';
import type { TokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService';

/** How long a sign-in's MFA session lasts (the app client's default AuthSessionValidity). */
export const mfaSessionMs = 3 * 60 * 1000;
/** Wrong codes one session takes before it ends. */
const attemptsPerSession = 3;

const totpSettings = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** The user record as this module keeps it: cognito-local's, with the pending secret beside it. */
type MfaUser = User & { SoftwareTokenMfaPending?: string; SoftwareTokenLastStep?: number };

type Context = Parameters<CognitoService['getUserPool']>[0];
type Request = Record<string, unknown>;

interface Session {
  username: string;
  clientId: string;
  expiresAt: number;
  wrongCodes: number;
}

export interface MfaTargets {
  /** The targets this module answers itself; the rest go to cognito-local. */
  answers(target: string, req: Request): boolean;
  handle(target: string, context: Context, req: Request): Promise<unknown>;
  /** Replaces cognito-local's unchecked Session of a `SOFTWARE_TOKEN_MFA` answer with one issued here. */
  afterInitiateAuth(req: Request, result: unknown): unknown;
}

const emulatorKey = (() => {
  const require = createRequire(import.meta.url);
  const { jwk } = require('cognito-local/lib/keys/cognitoLocal.public.json') as {
    jwk: JsonWebKey;
  };
  return createPublicKey({ key: jwk, format: 'jwk' });
})();

/** Whether `code` is the account's current code, and at which time step. */
function codeStep(secret: string, code: unknown, now: number): number | undefined {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return undefined;
  const totp = new TOTP({ ...totpSettings, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / 1000 / totpSettings.period) + delta;
}

export function createMfaTargets(deps: {
  cognito: CognitoService;
  tokenGenerator: TokenGenerator;
  now?: () => number;
}): MfaTargets {
  const now = deps.now ?? Date.now;
  const sessions = new Map<string, Session>();

  /** The account and pool an access token names, once its signature and expiry are checked. */
  async function userOfAccessToken(context: Context, token: unknown) {
    const [header, payload, signature] = typeof token === 'string' ? token.split('.') : [];
    const signed =
      header !== undefined &&
      payload !== undefined &&
      signature !== undefined &&
      verifySignature(
        'RSA-SHA256',
        Buffer.from(`${header}.${payload}`),
        emulatorKey,
        Buffer.from(signature, 'base64url'),
      );
    if (!signed) throw new NotAuthorizedError('Invalid Access Token');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      sub?: string;
      client_id?: string;
      token_use?: string;
      exp?: number;
    };
    if (claims.token_use !== 'access' || !claims.exp || claims.exp * 1000 <= now())
      throw new NotAuthorizedError('Access Token has expired');
    const pool = await deps.cognito.getUserPoolForClientId(context, String(claims.client_id));
    const user = await pool.getUserByUsername(context, String(claims.sub));
    if (!user) throw new NotAuthorizedError('Invalid Access Token');
    return { pool, user: user as MfaUser };
  }

  async function setPreference(
    context: Context,
    pool: UserPoolService,
    user: MfaUser,
    req: Request,
  ) {
    const settings = req.SoftwareTokenMfaSettings as
      { Enabled?: boolean; PreferredMfa?: boolean } | undefined;
    if (!settings) return {};
    const verified = user.SoftwareTokenMfaConfiguration?.Verified === true;
    if ((settings.Enabled || settings.PreferredMfa) && !verified)
      throw new CognitoError(
        'InvalidParameterException',
        'User has not verified software token mfa',
      );
    const methods = new Set(user.UserMFASettingList ?? []);
    if (settings.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
    else if (settings.Enabled === false) methods.delete('SOFTWARE_TOKEN_MFA');
    const preferred = methods.has('SOFTWARE_TOKEN_MFA')
      ? settings.PreferredMfa === false
        ? undefined
        : settings.PreferredMfa
          ? 'SOFTWARE_TOKEN_MFA'
          : user.PreferredMfaSetting
      : undefined;
    await pool.saveUser(context, {
      ...user,
      UserMFASettingList: [...methods],
      PreferredMfaSetting: preferred,
    });
    return {};
  }

  const targets: Record<string, (context: Context, req: Request) => Promise<unknown>> = {
    async AssociateSoftwareToken(context, req) {
      if (!req.AccessToken)
        // Only MFA_SETUP hands out such a Session, and an OPTIONAL pool never asks for it.
        throw new CognitoError('InvalidParameterException', 'AccessToken is required');
      const { pool, user } = await userOfAccessToken(context, req.AccessToken);
      const secret = new Secret({ size: 20 }).base32;
      await pool.saveUser(context, { ...user, SoftwareTokenMfaPending: secret } as User);
      return { SecretCode: secret };
    },

    async VerifySoftwareToken(context, req) {
      const { pool, user } = await userOfAccessToken(context, req.AccessToken);
      const pending = user.SoftwareTokenMfaPending;
      if (!pending)
        throw new CognitoError(
          'InvalidParameterException',
          'User has not associated a software token',
        );
      if (codeStep(pending, req.UserCode, now()) === undefined)
        throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch');
      const { SoftwareTokenMfaPending: _done, ...rest } = user;
      await pool.saveUser(context, {
        ...rest,
        SoftwareTokenMfaConfiguration: {
          Secret: pending,
          Verified: true,
          FriendlyDeviceName:
            typeof req.FriendlyDeviceName === 'string' ? req.FriendlyDeviceName : undefined,
        },
      } as User);
      return { Status: 'SUCCESS' };
    },

    async SetUserMFAPreference(context, req) {
      const { pool, user } = await userOfAccessToken(context, req.AccessToken);
      return setPreference(context, pool, user, req);
    },

    async AdminSetUserMFAPreference(context, req) {
      const pool = await deps.cognito.getUserPool(context, String(req.UserPoolId));
      const user = await pool.getUserByUsername(context, String(req.Username));
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      return setPreference(context, pool, user as MfaUser, req);
    },

    async RespondToAuthChallenge(context, req) {
      const responses = (req.ChallengeResponses ?? {}) as Record<string, string | undefined>;
      const sessionId = typeof req.Session === 'string' ? req.Session : '';
      const session = sessions.get(sessionId);
      const pool = await deps.cognito.getUserPoolForClientId(context, String(req.ClientId));
      const client = await deps.cognito.getAppClient(context, String(req.ClientId));
      const user = (await pool.getUserByUsername(context, String(responses.USERNAME ?? ''))) as
        MfaUser | undefined;
      if (
        !session ||
        session.expiresAt <= now() ||
        !user ||
        !client ||
        session.username !== user.Username ||
        session.clientId !== req.ClientId
      ) {
        sessions.delete(sessionId);
        throw new NotAuthorizedError('Invalid session for the user, session is expired.');
      }
      const secret = user.SoftwareTokenMfaConfiguration?.Secret;
      const step = secret && codeStep(secret, responses.SOFTWARE_TOKEN_MFA_CODE, now());
      // A code signs in once: a step at or before the last one used is refused.
      if (!step || step <= (user.SoftwareTokenLastStep ?? 0)) {
        session.wrongCodes += 1;
        if (session.wrongCodes >= attemptsPerSession) sessions.delete(sessionId);
        throw new CognitoError('CodeMismatchException', 'Invalid code received for user');
      }
      sessions.delete(sessionId);
      const signedIn = { ...user, SoftwareTokenLastStep: step } as User;
      await pool.saveUser(context, signedIn);
      const groups = await pool.listUserGroupMembership(context, signedIn);
      const tokens = await deps.tokenGenerator.generate(
        context,
        signedIn,
        groups,
        client,
        req.ClientMetadata as Record<string, string> | undefined,
        'Authentication',
      );
      // cognito-local's own challenge answer forgets this, so its refresh token would not refresh.
      await pool.storeRefreshToken(context, tokens.RefreshToken, signedIn);
      return { ChallengeParameters: {}, AuthenticationResult: tokens };
    },
  };

  return {
    answers: (target, req) =>
      target === 'RespondToAuthChallenge'
        ? req.ChallengeName === 'SOFTWARE_TOKEN_MFA'
        : target in targets,
    handle: (target, context, req) => targets[target]!(context, req),
    afterInitiateAuth(req, result) {
      const answer = result as { ChallengeName?: string; ChallengeParameters?: unknown };
      if (answer?.ChallengeName !== 'SOFTWARE_TOKEN_MFA') return result;
      for (const [id, session] of sessions) if (session.expiresAt <= now()) sessions.delete(id);
      const username = (answer.ChallengeParameters as { USER_ID_FOR_SRP?: string } | undefined)
        ?.USER_ID_FOR_SRP;
      const id = randomUUID();
      sessions.set(id, {
        username: String(username),
        clientId: String(req.ClientId),
        expiresAt: now() + mfaSessionMs,
        wrongCodes: 0,
      });
      return { ...answer, Session: id };
    },
  };
}
