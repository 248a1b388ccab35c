/**
 * Admin access rests on Cognito identity, not on the `email` claim (finding 5;
 * DESIGN.md section 6), against the sandbox's Cognito emulator: an account that changes its
 * e-mail to the admin's stays out (the change waits for the new address's code), the web client
 * writes nothing but the e-mail, a case variant of the admin's address is the admin's own
 * account rather than a second one, and sign-up runs the allow-list rule of the AWS trigger.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpRefusalMessage } from '@shared/rules/admin-allow-list';
import { failure, startSandbox, type HostileSandbox } from './hostile-support';

let sandbox: HostileSandbox;
let cognito: CognitoIdentityProviderClient;
const strongPassword = 'Correct-Horse-42!';

beforeAll(async () => {
  sandbox = await startSandbox({ seed: false, adminEmailDomains: ['staff.example.com'] });
  cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: sandbox.cognito.endpoint,
    credentials: sandbox.credentials,
  });
});

afterAll(async () => {
  cognito?.destroy();
  await sandbox?.stop();
});

async function signIn(username: string, password: string) {
  const answer = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: sandbox.cognito.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
  return answer.AuthenticationResult!;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

async function dashboardStatus(idToken: string) {
  const response = await fetch(`${sandbox.url}/api/admin/dashboard`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  await response.arrayBuffer();
  return response.status;
}

/** Signs up and confirms; the error name when the pool refuses the sign-up. */
async function signUpAndConfirm(email: string): Promise<string | undefined> {
  try {
    await cognito.send(
      new SignUpCommand({
        ClientId: sandbox.cognito.clientId,
        Username: email,
        Password: strongPassword,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
  } catch (error) {
    return (error as Error).name;
  }
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: sandbox.cognito.clientId,
      Username: email,
      ConfirmationCode: sandbox.cognito.lastCode(email)!,
    }),
  );
  return undefined;
}

describe('admin identity', () => {
  it("answers 403 to an account that changed its e-mail to the admin's", async () => {
    // An account off the allow-list (made by an administrator, so no sign-up rule stopped it).
    const stranger = 'stranger@elsewhere.example';
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: sandbox.cognito.userPoolId,
        Username: stranger,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: stranger },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: sandbox.cognito.userPoolId,
        Username: stranger,
        Password: strongPassword,
        Permanent: true,
      }),
    );
    const before = await signIn(stranger, strongPassword);

    await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: before.AccessToken!,
        UserAttributes: [{ Name: 'email', Value: sandbox.admin.email }],
      }),
    );
    // The session's next ID token, as the web app gets it.
    const after = (
      await cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: sandbox.cognito.clientId,
          AuthParameters: { REFRESH_TOKEN: before.RefreshToken! },
        }),
      )
    ).AuthenticationResult!;

    // The change waits for the code sent to the new address (the pool's verifyBeforeUpdate):
    // the account keeps its own proven address, and no access rests on it anyway.
    expect(claimsOf(after.IdToken!).email).toBe(stranger);
    expect(claimsOf(after.IdToken!).email_verified).toBe(true);
    expect(sandbox.cognito.lastCode(sandbox.admin.email)).toBeDefined();
    expect(await dashboardStatus(after.IdToken!)).toBe(403);
  });

  it('refuses a sign-up or an attribute update writing anything but the e-mail, as the client allows', async () => {
    const listed = 'careful@staff.example.com';
    const extraOnSignUp = await failure(() =>
      cognito.send(
        new SignUpCommand({
          ClientId: sandbox.cognito.clientId,
          Username: listed,
          Password: strongPassword,
          UserAttributes: [
            { Name: 'email', Value: listed },
            { Name: 'name', Value: 'Careful' },
          ],
        }),
      ),
    );
    await signUpAndConfirm(listed);
    const session = await signIn(listed, strongPassword);
    const nameUpdate = await failure(() =>
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: session.AccessToken!,
          UserAttributes: [{ Name: 'name', Value: 'Administrator' }],
        }),
      ),
    );

    const refusal = {
      name: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    };
    expect(extraOnSignUp).toEqual(refusal);
    expect(nameUpdate).toEqual(refusal);
    expect(claimsOf((await signIn(listed, strongPassword)).IdToken!).name).toBeUndefined();
  });

  it('answers 403 to a verified allow-listed address outside every role group', async () => {
    const listed = 'made-by-hand@staff.example.com';
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: sandbox.cognito.userPoolId,
        Username: listed,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: listed },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: sandbox.cognito.userPoolId,
        Username: listed,
        Password: strongPassword,
        Permanent: true,
      }),
    );

    const token = (await signIn(listed, strongPassword)).IdToken!;

    expect(claimsOf(token)['cognito:groups']).toBeUndefined();
    expect(await dashboardStatus(token)).toBe(403);
  });

  it("treats a case variant of the admin's address as the admin's own account", async () => {
    const variant = sandbox.admin.email.toUpperCase();

    const refused = await signUpAndConfirm(variant);
    const admin = await signIn(sandbox.admin.email, sandbox.admin.password);
    const viaVariant = await signIn(variant, sandbox.admin.password);

    expect(refused).toBe('UsernameExistsException');
    expect(claimsOf(viaVariant.IdToken!).sub).toBe(claimsOf(admin.IdToken!).sub);
  });

  it('refuses sign-up off the allow-list with the trigger message, and admits an allow-listed one as a contributor', async () => {
    let refusal: Error | undefined;
    try {
      await cognito.send(
        new SignUpCommand({
          ClientId: sandbox.cognito.clientId,
          Username: 'mallory@elsewhere.example',
          Password: strongPassword,
          UserAttributes: [{ Name: 'email', Value: 'mallory@elsewhere.example' }],
        }),
      );
    } catch (error) {
      refusal = error as Error;
    }
    const listed = 'new-staff@staff.example.com';
    await signUpAndConfirm(listed);
    const token = (await signIn(listed, strongPassword)).IdToken!;

    expect(refusal?.message).toContain(signUpRefusalMessage);
    expect(claimsOf(token)['cognito:groups']).toEqual(['contributors']);
    expect(await dashboardStatus(token)).toBe(200);
  });
});
