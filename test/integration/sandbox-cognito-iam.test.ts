/**
 * The sandbox's Cognito answers the targets AWS reserves for IAM principals only to calls signed
 * with the sandbox's credentials (infra/local/cognito-gate.ts): through the site's public port an
 * unsigned AdminAddUserToGroup cannot make a contributor an administrator, nor AdminGetUser,
 * ListUsers or CreateGroup answer; a wrong key, a wrong secret or a body changed after signing is
 * refused as AWS refuses it. The public targets still answer unsigned, and the staff API (the
 * functions, signing with the sandbox's credentials) still invites, changes roles, disables and
 * removes.
 */
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '@shared/schemas/staff';
import { Sha256 } from '../../infra/local/cognito-gate';
import { cognitoClient, startContentSandbox, type ContentSandbox } from './content-sandbox';
import { failure } from './hostile-support';
import { staffAccount, staffDomain } from './staff-sandbox';

let box: ContentSandbox;
let signed: CognitoIdentityProviderClient;
let contributor: { sub: string; email: string };

beforeAll(async () => {
  box = await startContentSandbox({ adminEmailDomains: [staffDomain] });
  signed = cognitoClient(box.sandbox);
  const email = `contributor@${staffDomain}`;
  contributor = { ...(await staffAccount(box.sandbox, email, 'contributor')), email };
});

afterAll(async () => {
  signed?.destroy();
  await box?.end();
});

/** A raw Cognito call, as a browser can send it to the site's `/__cognito/` proxy. */
async function call(target: string, body: unknown, base = `${box.sandbox.url}/__cognito/`) {
  const response = await fetch(base, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

const groupsOf = async (username: string) =>
  (
    (
      await signed.send(
        new AdminListGroupsForUserCommand({
          UserPoolId: box.sandbox.cognito.userPoolId,
          Username: username,
        }),
      )
    ).Groups ?? []
  ).map((group) => group.GroupName);

const missingToken = {
  status: 400,
  body: { __type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token' },
};

/** A Cognito SDK client with other credentials than the sandbox's. */
const clientWith = (endpoint: string, accessKeyId: string, secretAccessKey: string) =>
  new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId, secretAccessKey },
  });

describe("the sandbox's Cognito admin targets", () => {
  it('refuses unsigned admin calls through the public port, as AWS does, and changes nothing', async () => {
    const poolId = box.sandbox.cognito.userPoolId;
    const promote = await call('AdminAddUserToGroup', {
      UserPoolId: poolId,
      Username: contributor.email,
      GroupName: 'administrators',
    });
    const getUser = await call('AdminGetUser', { UserPoolId: poolId, Username: contributor.email });
    const listUsers = await call('ListUsers', { UserPoolId: poolId });
    const createGroup = await call('CreateGroup', { UserPoolId: poolId, GroupName: 'intruders' });
    const describePool = await call('DescribeUserPool', { UserPoolId: poolId });
    const setPassword = await call('AdminSetUserPassword', {
      UserPoolId: poolId,
      Username: contributor.email,
      Password: 'Taken-Over-42!',
      Permanent: true,
    });

    for (const answer of [promote, getUser, listUsers, createGroup, describePool, setPassword])
      expect(answer).toEqual(missingToken);
    expect(await groupsOf(contributor.sub)).toEqual(['contributors']);
    const staff = await box.admin<{ items: StaffMember[] }>('GET', '/api/admin/staff');
    expect(staff.body.items.find((member) => member.id === contributor.sub)?.role).toBe(
      'contributor',
    );
    // The password was not changed: the old one still signs in.
    const signIn = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: box.sandbox.cognito.clientId,
      AuthParameters: { USERNAME: contributor.email, PASSWORD: 'Staff-Member-Pass-42!' },
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses another key, another secret, and a body changed after signing', async () => {
    const poolId = box.sandbox.cognito.userPoolId;
    const { accessKeyId, secretAccessKey } = box.sandbox.credentials;
    const viaSite = clientWith(`${box.sandbox.url}/__cognito/`, 'someone-else', 'secret');
    const wrongSecret = clientWith(box.sandbox.cognito.endpoint, accessKeyId, 'not-the-secret');
    const get = new AdminGetUserCommand({ UserPoolId: poolId, Username: contributor.email });

    const otherKey = await failure(() => viaSite.send(get));
    const otherSecret = await failure(() => wrongSecret.send(get));
    // A request signed with the right credentials, replayed with another body.
    const endpoint = new URL(box.sandbox.cognito.endpoint);
    const signer = new SignatureV4({
      credentials: { accessKeyId, secretAccessKey },
      region: 'us-east-1',
      service: 'cognito-idp',
      sha256: Sha256,
      applyChecksum: false,
    });
    const headers = {
      host: endpoint.host,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.AdminAddUserToGroup',
    };
    const harmless = JSON.stringify({
      UserPoolId: poolId,
      Username: contributor.email,
      GroupName: 'contributors',
    });
    const request = await signer.sign({
      method: 'POST',
      protocol: 'http:',
      hostname: endpoint.host,
      path: '/',
      query: {},
      headers,
      body: harmless,
    });
    const { host: _host, ...sent } = request.headers;
    const tampered = await fetch(box.sandbox.cognito.endpoint, {
      method: 'POST',
      headers: sent,
      body: JSON.stringify({
        UserPoolId: poolId,
        Username: contributor.email,
        GroupName: 'administrators',
      }),
    });
    viaSite.destroy();
    wrongSecret.destroy();

    expect(otherKey).toEqual({
      name: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
    });
    expect(otherSecret?.name).toBe('InvalidSignatureException');
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ __type: 'InvalidSignatureException' });
    expect(await groupsOf(contributor.sub)).toEqual(['contributors']);
    // The same signature over its own body passes: the gate checks, it does not just refuse.
    const genuine = await fetch(box.sandbox.cognito.endpoint, {
      method: 'POST',
      headers: sent,
      body: harmless,
    });
    expect(genuine.status).toBe(200);
  });

  it('answers the public targets unsigned, as AWS does', async () => {
    const signUp = await call('SignUp', {
      ClientId: box.sandbox.cognito.clientId,
      Username: `new.person@${staffDomain}`,
      Password: 'Correct-Horse-42!',
      UserAttributes: [{ Name: 'email', Value: `new.person@${staffDomain}` }],
    });
    const signIn = await call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: box.sandbox.cognito.clientId,
      AuthParameters: { USERNAME: contributor.email, PASSWORD: 'Staff-Member-Pass-42!' },
    });
    const accessToken = (signIn.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    const self = await call('GetUser', { AccessToken: accessToken });

    expect(signUp.status).toBe(200);
    expect(signIn.status).toBe(200);
    expect(self.status).toBe(200);
    expect(self.body.Username).toBe(contributor.sub);
  });

  it('lets the staff API (signed with the sandbox credentials) invite, change roles, disable and remove', async () => {
    const email = `managed@${staffDomain}`;
    const invited = await box.admin<StaffMember>('POST', '/api/admin/staff', {
      email,
      role: 'contributor',
    });
    const promoted = await box.admin<StaffMember>('PATCH', `/api/admin/staff/${invited.body.id}`, {
      role: 'editor',
    });
    const groups = await groupsOf(invited.body.id);
    const disabled = await box.admin<StaffMember>('PATCH', `/api/admin/staff/${invited.body.id}`, {
      enabled: false,
    });
    const user = await signed.send(
      new AdminGetUserCommand({ UserPoolId: box.sandbox.cognito.userPoolId, Username: email }),
    );
    const removed = await box.admin('DELETE', `/api/admin/staff/${invited.body.id}`);
    const gone = await failure(() =>
      signed.send(
        new AdminGetUserCommand({ UserPoolId: box.sandbox.cognito.userPoolId, Username: email }),
      ),
    );

    expect(invited.status).toBe(201);
    expect(promoted).toMatchObject({ status: 200, body: { role: 'editor' } });
    expect(groups).toEqual(['editors']);
    expect(disabled).toMatchObject({ status: 200, body: { enabled: false } });
    expect(user.Enabled).toBe(false);
    expect(removed.status).toBeLessThan(300);
    expect(gone?.name).toBe('UserNotFoundException');
  });
});
