/**
 * The sandbox's Cognito answers software-token MFA as the AWS pool does (infra/local/cognito-mfa.ts):
 * enrolment (associate, verify, preference), the SOFTWARE_TOKEN_MFA challenge at sign-in with a
 * Session that expires, wrong codes, a code used twice, and an administrator's reset. Only the
 * Cognito emulator runs, on a clock the tests move.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AdminSetUserMFAPreferenceCommand,
  AdminGetUserCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type InitiateAuthCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type CognitoSandbox } from '@infra/local/cognito';
import { mfaSessionMs } from '@infra/local/cognito-mfa';

const admin = { email: 'mfa-admin@example.com', password: 'Sandbox-Password-42!' };
let dir: string;
let cognito: CognitoSandbox;
let sdk: CognitoIdentityProviderClient;
let clock = Date.now();
/** The sandbox's IAM pair: the admin reset is an IAM-only target, signed with it. */
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const notCalled = async () => {
  throw new Error('No trigger runs in these tests');
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cognito-mfa-'));
  cognito = await start({
    dir,
    admin,
    triggers: { preSignUp: notCalled, postConfirmation: notCalled },
    credentials,
    now: () => clock,
  });
  sdk = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: cognito.endpoint,
    credentials,
  });
});

afterAll(async () => {
  sdk?.destroy();
  await cognito?.end();
  rmSync(dir, { recursive: true, force: true });
});

/** The code an authenticator app shows for `secret` at the test clock (plus `steps` × 30 s). */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: clock + steps * 30_000 });

const failure = async (call: () => Promise<unknown>) => {
  try {
    await call();
    return undefined;
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
};

const signIn = () =>
  sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.clientId,
      AuthParameters: { USERNAME: admin.email, PASSWORD: admin.password },
    }),
  );

const answer = (challenge: InitiateAuthCommandOutput, code: string) =>
  sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId: cognito.clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: admin.email, SOFTWARE_TOKEN_MFA_CODE: code },
    }),
  );

let secret = '';

describe("the sandbox's Cognito software-token MFA", () => {
  it('enrols: associate gives a secret, a wrong code is refused, the right one verifies, the preference turns it on', async () => {
    const accessToken = (await signIn()).AuthenticationResult!.AccessToken!;

    const associated = await sdk.send(
      new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
    );
    secret = associated.SecretCode!;
    const enableUnverified = await failure(() =>
      sdk.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: accessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      ),
    );
    const wrong = await failure(() =>
      sdk.send(new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: '000000' })),
    );
    const verified = await sdk.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: codeOf(secret) }),
    );
    const beforePreference = await signIn();
    await sdk.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const account = await sdk.send(
      new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: admin.email }),
    );

    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enableUnverified?.name).toBe('InvalidParameterException');
    expect(wrong).toEqual({ name: 'EnableSoftwareTokenMFAException', message: 'Code mismatch' });
    expect(verified.Status).toBe('SUCCESS');
    // Verifying alone does not ask for a code at sign-in; the preference does.
    expect(beforePreference.AuthenticationResult?.IdToken).toBeTruthy();
    expect(account.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(account.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('answers the password with a SOFTWARE_TOKEN_MFA challenge, a wrong code with CodeMismatchException, the right one with tokens', async () => {
    clock += 60_000;
    const challenge = await signIn();
    const wrong = await failure(() => answer(challenge, codeOf(secret, 5)));
    const signedIn = await answer(challenge, codeOf(secret));
    const refreshed = await sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: cognito.clientId,
        AuthParameters: { REFRESH_TOKEN: signedIn.AuthenticationResult!.RefreshToken! },
      }),
    );

    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(challenge.Session).toBeTruthy();
    expect(wrong).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid code received for user',
    });
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
    expect(refreshed.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('takes a code from the step before or after (clock drift), but one code signs in once', async () => {
    clock += 60_000;
    const drifted = await answer(await signIn(), codeOf(secret, -1));
    clock += 30_000;
    const first = await answer(await signIn(), codeOf(secret, 1));
    const replayed = await failure(async () => answer(await signIn(), codeOf(secret, 1)));
    const tooFar = await failure(async () => answer(await signIn(), codeOf(secret, 3)));

    expect(drifted.AuthenticationResult?.IdToken).toBeTruthy();
    expect(first.AuthenticationResult?.IdToken).toBeTruthy();
    expect(replayed?.name).toBe('CodeMismatchException');
    expect(tooFar?.name).toBe('CodeMismatchException');
  });

  it('refuses an expired, unknown or exhausted session, whatever the code', async () => {
    clock += 120_000;
    const expiring = await signIn();
    clock += mfaSessionMs + 1_000;
    const expired = await failure(() => answer(expiring, codeOf(secret)));
    const forged = await failure(() =>
      answer({ ...expiring, Session: 'made-up' } as never, codeOf(secret)),
    );
    const exhausting = await signIn();
    for (const steps of [4, 5, 6]) await failure(() => answer(exhausting, codeOf(secret, steps)));
    const exhausted = await failure(() => answer(exhausting, codeOf(secret)));

    const sessionExpired = {
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    };
    expect(expired).toEqual(sessionExpired);
    expect(forged).toEqual(sessionExpired);
    expect(exhausted).toEqual(sessionExpired);
  });

  it('refuses a call without an access token, and a token it did not sign', async () => {
    const missing = (await sdk
      .send(new AssociateSoftwareTokenCommand({ AccessToken: undefined }))
      .catch((error: Error) => error)) as Error;
    const [header, payload] = [
      '{"alg":"RS256"}',
      '{"sub":"x","token_use":"access","exp":9999999999}',
    ].map((part) => Buffer.from(part).toString('base64url'));
    const forged = await failure(() =>
      sdk.send(new AssociateSoftwareTokenCommand({ AccessToken: `${header}.${payload}.c2ln` })),
    );

    expect(missing.name).toBe('InvalidParameterException');
    expect(forged?.name).toBe('NotAuthorizedException');
  });

  it("lets an administrator turn a member's MFA off: the password alone signs in again", async () => {
    await sdk.send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: cognito.userPoolId,
        Username: admin.email,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
    const signedIn = await signIn();
    const account = await sdk.send(
      new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: admin.email }),
    );

    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
    expect(account.UserMFASettingList ?? []).toEqual([]);
  });
});
