/**
 * Staff management through the API against the sandbox's Cognito (issue #22, item 2): an invite
 * makes an account in the role's group that must set its own password on first sign-in; an
 * administrator changes roles, disables and removes accounts; the last active administrator
 * stays; bad input is refused naming the field.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages, type StaffMember } from '@shared/schemas/staff';
import { cognitoClient, startContentSandbox, type ContentSandbox } from './content-sandbox';
import { claimsOf, staffDomain } from './staff-sandbox';

let box: ContentSandbox;
let cognito: CognitoIdentityProviderClient;

type Answer = StaffMember & { error?: { message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  box = await startContentSandbox({ adminEmailDomains: [staffDomain] });
  cognito = cognitoClient(box.sandbox);
});

afterAll(async () => {
  cognito?.destroy();
  await box?.end();
});

const invite = (email: string, role: unknown) =>
  box.admin<Answer>('POST', '/api/admin/staff', { email, role });
const update = (id: string, body: Record<string, unknown>) =>
  box.admin<Answer>('PATCH', `/api/admin/staff/${id}`, body);
const list = async () =>
  (await box.admin<{ items: StaffMember[] }>('GET', '/api/admin/staff')).body.items;

/** The Cognito groups of an account, by its user name (the staff id). */
async function groupsOf(id: string) {
  const answer = await cognito.send(
    new AdminListGroupsForUserCommand({ UserPoolId: box.sandbox.cognito.userPoolId, Username: id }),
  );
  return (answer.Groups ?? []).map((group) => group.GroupName);
}

function passwordSignIn(email: string, password: string) {
  return cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: box.sandbox.cognito.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

/** The invitee's first sign-in: the temporary password, then the new-password challenge. */
async function firstSignIn(email: string, newPassword: string) {
  const temporary = box.sandbox.cognito.lastCode(email)!;
  const challenge = await passwordSignIn(email, temporary);
  const answer = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: box.sandbox.cognito.clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
    }),
  );
  return { challenge: challenge.ChallengeName, idToken: answer.AuthenticationResult!.IdToken! };
}

describe('the staff API', () => {
  it('invites an address into its role, as an account that must set its own password', async () => {
    const email = `Invited.Editor@${staffDomain}`;

    const answer = await invite(email, 'editor');
    const user = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: box.sandbox.cognito.userPoolId, Username: email }),
    );
    const first = await firstSignIn(email, 'Chosen-Password-42!');
    const dashboard = await box.api('GET', '/api/admin/dashboard', { token: first.idToken });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      email: email.toLowerCase(),
      role: 'editor',
      status: 'invited',
    });
    expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(await groupsOf(answer.body.id)).toEqual(['editors']);
    expect(first.challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect(claimsOf(first.idToken)['cognito:groups']).toEqual(['editors']);
    expect(dashboard.status).toBe(200);
    expect((await list()).find((member) => member.id === answer.body.id)?.status).toBe('active');
  });

  it('refuses an unknown role, a malformed address and one off the allow-list, naming the field', async () => {
    const badRole = await invite(`someone@${staffDomain}`, 'owner');
    const badEmail = await invite('not-an-address', 'editor');
    const offList = await invite('someone@elsewhere.example', 'editor');
    const badUpdate = await update('00000000-0000-4000-8000-000000000000', { role: 'root' });

    expect(badRole.status).toBe(400);
    expect(badRole.body.error?.fields?.role).toBe(staffMessages.role);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error?.fields?.email).toBe(staffMessages.email);
    expect(offList.status).toBe(400);
    expect(offList.body.error?.fields?.email).toBe(staffMessages.notAllowListed);
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.error?.fields?.role).toBe(staffMessages.role);
    expect((await list()).map((member) => member.email)).not.toContain(`someone@${staffDomain}`);
  });

  it('answers 409 to an address that has an account', async () => {
    const first = await invite(`twice@${staffDomain}`, 'contributor');

    const again = await invite(`twice@${staffDomain}`, 'editor');

    expect(again.status).toBe(409);
    expect(again.body.error?.fields?.email).toBe(staffMessages.exists);
    expect(await groupsOf(first.body.id)).toEqual(['contributors']);
  });

  it('changes a role: the account leaves its old group for the new one', async () => {
    const email = `promoted@${staffDomain}`;
    const { body } = await invite(email, 'contributor');

    const answer = await update(body.id, { role: 'administrator' });

    expect(answer.status).toBe(200);
    expect(answer.body.role).toBe('administrator');
    expect(await groupsOf(body.id)).toEqual(['administrators']);
  });

  it('disables an account, which can then not sign in, and enables it again', async () => {
    const email = `paused@${staffDomain}`;
    const { body } = await invite(email, 'editor');
    await firstSignIn(email, 'Paused-Password-42!');

    const disabled = await update(body.id, { enabled: false });
    const refusal = await passwordSignIn(email, 'Paused-Password-42!').catch(
      (error: Error) => error,
    );
    const enabled = await update(body.id, { enabled: true });
    const again = await passwordSignIn(email, 'Paused-Password-42!');

    expect(disabled.body.enabled).toBe(false);
    expect((refusal as Error).name).toBe('NotAuthorizedException');
    expect(enabled.body.enabled).toBe(true);
    expect(again.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('removes an account', async () => {
    const email = `leaving@${staffDomain}`;
    const { body } = await invite(email, 'contributor');

    const answer = await box.admin('DELETE', `/api/admin/staff/${body.id}`);
    const gone = await cognito
      .send(
        new AdminGetUserCommand({ UserPoolId: box.sandbox.cognito.userPoolId, Username: email }),
      )
      .catch((error: Error) => error);

    expect(answer.status).toBe(204);
    expect((gone as Error).name).toBe('UserNotFoundException');
    expect((await list()).map((member) => member.email)).not.toContain(email);
  });

  it('keeps the last active administrator: no demotion, disabling or removal (409)', async () => {
    // Every administrator but the seeded one is made an editor first.
    for (const member of await list()) {
      if (member.role === 'administrator' && member.email !== box.sandbox.admin.email)
        await update(member.id, { role: 'editor' });
    }
    const admin = (await list()).find((member) => member.email === box.sandbox.admin.email)!;

    const demote = await update(admin.id, { role: 'editor' });
    const disable = await update(admin.id, { enabled: false });
    const remove = await box.admin<Answer>('DELETE', `/api/admin/staff/${admin.id}`);

    for (const answer of [demote, disable, remove]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error?.message).toBe(staffMessages.lastAdministrator);
    }
    expect(await groupsOf(admin.id)).toEqual(['administrators']);
    expect((await list()).find((member) => member.id === admin.id)?.enabled).toBe(true);
  });
});
