/**
 * Two-step sign-in (TOTP) through the sandbox, on a stage that requires it of administrators:
 * an administrator without it is refused admin routes until they enrol (associate, verify, turn
 * it on), then signs in with the SOFTWARE_TOKEN_MFA challenge; an editor is not asked; an
 * administrator resets a member's two-step sign-in from the Staff API, which the activity log
 * records, and the member signs in with the password alone again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListResponse } from '@shared/schemas/activity';
import { staffMessages } from '@shared/schemas/staff';
import { start, type Sandbox } from '../../infra/local/index';
import { cognitoClient, signIn } from './content-sandbox';
import { staffAccount, staffDomain, staffPassword } from './staff-sandbox';

let sandbox: Sandbox;
let dataDir: string;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'staff-mfa-'));
  sandbox = await start({
    port: 0,
    dataDir,
    seed: false,
    adminEmailDomains: [staffDomain],
    env: { ADMIN_MFA_REQUIRED: 'true' },
  });
  cognito = cognitoClient(sandbox);
});

afterAll(async () => {
  cognito?.destroy();
  await sandbox?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An answer's body: an error's message, or a list's items. */
type ApiBody = { error: { message: string }; items: unknown[] };

async function api(method: string, path: string, token: string) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as ApiBody };
}

/** The code an authenticator app shows now for `secret`. */
const codeOf = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();

/** Enrols the account behind `accessToken` as the portal does: associate, verify, turn on. */
async function enrol(accessToken: string): Promise<string> {
  const { SecretCode } = await cognito.send(
    new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
  );
  await cognito.send(
    new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: codeOf(SecretCode!) }),
  );
  await cognito.send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode!;
}

function passwordStep(email: string, password: string) {
  return cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: sandbox.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

describe('two-step sign-in through the sandbox', () => {
  it('refuses an administrator without it until they enrol, then signs them in with the code', async () => {
    const { email, password } = sandbox.admin;
    const before = await signIn(sandbox, email, password);

    const refused = await api('GET', '/api/admin/dashboard', before.idToken);
    // The portal reads the same setting, to send the administrator to enrol after signing in.
    const portalConfig = (await (await fetch(`${sandbox.url}/config.json`)).json()) as {
      adminMfaRequired?: string;
    };
    const secret = await enrol(before.accessToken);
    const challenge = await passwordStep(email, password);
    const wrong = await cognito
      .send(
        new RespondToAuthChallengeCommand({
          ClientId: sandbox.cognito.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: '123456' },
        }),
      )
      .catch((error: Error) => error);
    const signedIn = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: sandbox.cognito.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: codeOf(secret) },
      }),
    );
    const allowed = await api(
      'GET',
      '/api/admin/dashboard',
      signedIn.AuthenticationResult!.IdToken!,
    );

    expect(portalConfig.adminMfaRequired).toBe('true');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'Administrators must set up two-step sign-in before using the admin portal.',
    );
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect((wrong as Error).name).toBe('CodeMismatchException');
    expect(allowed.status).toBe(200);
  });

  it("does not ask it of an editor; an administrator resets a member's, once, with an activity entry", async () => {
    const admin = await signIn(sandbox, sandbox.admin.email, sandbox.admin.password).catch(
      () => undefined,
    );
    // The administrator has TOTP on now: the password alone gives no tokens.
    expect(admin).toBeUndefined();
    const adminChallenge = await passwordStep(sandbox.admin.email, sandbox.admin.password);
    expect(adminChallenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const adminToken = (await staffAccount(sandbox, `boss@${staffDomain}`, 'administrator'))
      .idToken;
    const boss = await signIn(sandbox, `boss@${staffDomain}`, staffPassword);
    await enrol(boss.accessToken);
    const editorEmail = `lost-phone@${staffDomain}`;
    const editor = await staffAccount(sandbox, editorEmail, 'editor');
    const editorSession = await signIn(sandbox, editorEmail, staffPassword);

    const editorAllowed = await api('GET', '/api/admin/dashboard', editor.idToken);
    await enrol(editorSession.accessToken);
    const withCode = await passwordStep(editorEmail, staffPassword);
    const editorMayNotReset = await api(
      'DELETE',
      `/api/admin/staff/${editor.sub}/mfa`,
      editor.idToken,
    );
    const reset = await api('DELETE', `/api/admin/staff/${editor.sub}/mfa`, adminToken);
    const passwordAlone = await passwordStep(editorEmail, staffPassword);
    const again = await api('DELETE', `/api/admin/staff/${editor.sub}/mfa`, adminToken);
    const unknown = await api(
      'DELETE',
      '/api/admin/staff/00000000-0000-4000-8000-000000000000/mfa',
      adminToken,
    );
    const log = (await api('GET', '/api/admin/activity?action=mfa-reset', adminToken))
      .body as unknown as ActivityListResponse;

    expect(editorAllowed.status).toBe(200);
    expect(withCode.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(editorMayNotReset.status).toBe(403);
    expect(reset.status).toBe(204);
    expect(passwordAlone.AuthenticationResult?.IdToken).toBeTruthy();
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(staffMessages.noMfa);
    expect(unknown.status).toBe(404);
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'mfa-reset',
        actor: `boss@${staffDomain}`,
        item_type: 'staff',
        item_id: editor.sub,
        item_title: editorEmail,
      }),
    ]);
  });
});
