/**
 * The sandbox Cognito's IAM gate: which targets AWS reserves for IAM principals (the SDK's service
 * model), and the SigV4 check a call to one of them must pass.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { checkSignature, requiresIam, Sha256 } from '@infra/local/cognito-gate';

const credentials = { accessKeyId: 'SANDBOXKEY', secretAccessKey: 'sandbox-secret' };

describe('requiresIam', () => {
  it("leaves the user's own calls public, as AWS does", async () => {
    const publicTargets = [
      'SignUp',
      'ConfirmSignUp',
      'InitiateAuth',
      'RespondToAuthChallenge',
      'ForgotPassword',
      'ConfirmForgotPassword',
      'ChangePassword',
      'GetUser',
      'UpdateUserAttributes',
      'VerifyUserAttribute',
      'GlobalSignOut',
      'RevokeToken',
      'AssociateSoftwareToken',
      'VerifySoftwareToken',
      'SetUserMFAPreference',
      'ResendConfirmationCode',
      'GetUserAttributeVerificationCode',
      'DeleteUser',
    ];

    const needing = [];
    for (const target of publicTargets) if (await requiresIam(target)) needing.push(target);

    expect(needing).toEqual([]);
  });

  it('reserves the admin and pool-management targets (and any unknown one) for IAM', async () => {
    const iamTargets = [
      'AdminAddUserToGroup',
      'AdminGetUser',
      'AdminCreateUser',
      'AdminDeleteUser',
      'AdminDisableUser',
      'AdminSetUserPassword',
      'AdminUpdateUserAttributes',
      'AdminInitiateAuth',
      'AdminListGroupsForUser',
      'AdminRemoveUserFromGroup',
      'ListUsers',
      'ListUsersInGroup',
      'ListGroups',
      'CreateGroup',
      'DescribeUserPool',
      'DescribeUserPoolClient',
      'CreateUserPool',
      'UpdateUserPoolClient',
      'NoSuchTarget',
    ];

    const open = [];
    for (const target of iamTargets) if (!(await requiresIam(target))) open.push(target);

    expect(open).toEqual([]);
  });
});

/** An AdminGetUser call as the SDK sends it, signed at `date` (with another secret when given). */
async function signedCall(body: string, date: Date, secretAccessKey = credentials.secretAccessKey) {
  const signer = new SignatureV4({
    credentials: { ...credentials, secretAccessKey },
    region: 'us-east-1',
    service: 'cognito-idp',
    sha256: Sha256,
    applyChecksum: false,
  });
  const signed = await signer.sign(
    {
      method: 'POST',
      protocol: 'http:',
      hostname: '127.0.0.1:9229',
      path: '/',
      query: {},
      headers: {
        host: '127.0.0.1:9229',
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminGetUser',
      },
      body,
    },
    { signingDate: date },
  );
  return { method: 'POST', url: '/', headers: signed.headers as Record<string, string> };
}

describe('checkSignature', () => {
  const now = new Date('2030-01-01T12:00:00.000Z');
  const body = JSON.stringify({ UserPoolId: 'pool', Username: 'someone@example.com' });

  it('passes a call signed by the sandbox credentials over this very request', async () => {
    const req = await signedCall(body, now);

    expect(await checkSignature(req, Buffer.from(body), credentials, now)).toBeUndefined();
  });

  it("refuses as AWS refuses: no signature, someone else's key, a wrong secret, another body, an old date", async () => {
    const req = await signedCall(body, now);
    const { authorization: _dropped, ...unsigned } = req.headers;
    const otherKey = {
      ...req,
      headers: {
        ...req.headers,
        authorization: req.headers.authorization!.replace('SANDBOXKEY', 'SOMEONEELSE'),
      },
    };
    const wrongSecret = await signedCall(body, now, 'guessed');
    const later = new Date(now.getTime() + 16 * 60_000);

    const answers = {
      unsigned: await checkSignature(
        { ...req, headers: unsigned },
        Buffer.from(body),
        credentials,
        now,
      ),
      malformed: await checkSignature(
        { ...req, headers: { ...req.headers, authorization: 'Bearer token' } },
        Buffer.from(body),
        credentials,
        now,
      ),
      otherKey: await checkSignature(otherKey, Buffer.from(body), credentials, now),
      wrongSecret: await checkSignature(wrongSecret, Buffer.from(body), credentials, now),
      otherBody: await checkSignature(req, Buffer.from(`${body} `), credentials, now),
      stale: await checkSignature(req, Buffer.from(body), credentials, later),
    };

    expect(answers.unsigned?.type).toBe('MissingAuthenticationTokenException');
    expect(answers.malformed?.type).toBe('IncompleteSignatureException');
    expect(answers.otherKey?.type).toBe('UnrecognizedClientException');
    expect(answers.wrongSecret?.type).toBe('InvalidSignatureException');
    expect(answers.otherBody?.type).toBe('InvalidSignatureException');
    expect(answers.stale).toEqual({
      type: 'InvalidSignatureException',
      message: 'Signature expired.',
    });
  });
});
