/**
 * Staff management through the API against the sandbox's Cognito: an invite
 * makes an account in the role's group that must set its own password on first sign-in, and one
 * invitation e-mail through the email queue and SES (the sandbox's SES emulator), whose temporary
 * password is set when it is sent: one mail under redelivery, a failed send retried without
 * losing the invitation, nothing sent by Cognito itself, and "send again" for those not signed in
 * yet. An administrator changes roles, disables and removes accounts; the last active
 * administrator stays; bad input is refused naming the field.
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailJob } from '@shared/schemas/email';
import { staffMessages, type StaffMember } from '@shared/schemas/staff';
import type { CaughtMail } from '../../infra/local/ses';
import { cognitoClient, startContentSandbox, type ContentSandbox } from './content-sandbox';
import { scanTable } from './hostile-support';
import { claimsOf, staffDomain } from './staff-sandbox';

let box: ContentSandbox;
let cognito: CognitoIdentityProviderClient;

type Answer = StaffMember & { error?: { message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  // Failed mail is offered again after 100 ms (AWS: the visibility timeout).
  box = await startContentSandbox({ adminEmailDomains: [staffDomain], queueRetryDelayMs: 100 });
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

/** The invitation mails caught for `email`, once the email queue has nothing left to do. */
async function invitationsTo(email: string): Promise<CaughtMail[]> {
  await box.sandbox.queue.idle(20_000);
  return (await box.sandbox.mail.messages()).filter(
    (mail) => mail.destination.to.includes(email.toLowerCase()) && /invited/.test(mail.subject),
  );
}

/** The temporary password of the newest invitation mailed to `email`. */
async function mailedPassword(email: string): Promise<string> {
  const mail = (await invitationsTo(email)).at(-1);
  const password = /Temporary password: (\S+)/.exec(mail?.body.text ?? '')?.[1];
  if (!password) throw new Error(`No invitation with a password was mailed to ${email}`);
  return password;
}

/** The invitee's first sign-in: the mailed temporary password, then the new-password challenge. */
async function firstSignIn(email: string, newPassword: string) {
  const temporary = await mailedPassword(email);
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

  it('refuses an unknown role and a malformed address, naming the field', async () => {
    const badRole = await invite(`someone@${staffDomain}`, 'owner');
    const badEmail = await invite('not-an-address', 'editor');
    const badUpdate = await update('00000000-0000-4000-8000-000000000000', { role: 'root' });

    expect(badRole.status).toBe(400);
    expect(badRole.body.error?.fields?.role).toBe(staffMessages.role);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error?.fields?.email).toBe(staffMessages.email);
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.body.error?.fields?.role).toBe(staffMessages.role);
    expect((await list()).map((member) => member.email)).not.toContain(`someone@${staffDomain}`);
  });

  it('invites an address off the allow-list: the invitation itself admits it', async () => {
    const answer = await invite('someone@elsewhere.example', 'editor');

    expect(answer.status).toBe(201);
    expect(await groupsOf(answer.body.id)).toEqual(['editors']);
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

describe('the invitation e-mail', () => {
  it('mails one invitation with the role, the inviter, the sign-in link and the expiry; Cognito sends nothing', async () => {
    const email = `welcome@${staffDomain}`;

    const answer = await invite(email, 'contributor');
    const mails = await invitationsTo(email);

    expect(answer.status).toBe(201);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/invited to the .+ staff portal/);
    for (const body of [mail!.body.text, mail!.body.html]) {
      expect(body).toContain(`${box.sandbox.admin.email} invited you`);
      expect(body).toContain('Contributor');
      expect(body).toMatch(/expires in 3 days, on \w+ \d{1,2}, \d{4} at \d\d:\d\d UTC/);
    }
    expect(mail!.body.text).toMatch(/Sign in: http:\/\/localhost:\d+\/admin\n/);
    expect(mail!.body.html).toMatch(/href="http:\/\/localhost:\d+\/admin"/);
    // Cognito's own invitation (its temporary password) was suppressed.
    expect(box.sandbox.cognito.lastCode(email)).toBeUndefined();
  });

  it('lets the mailed password sign in once, to the new-password challenge, and no other', async () => {
    const email = `first-time@${staffDomain}`;
    await invite(email, 'editor');
    const password = await mailedPassword(email);

    const challenge = await passwordSignIn(email, password);
    const wrong = await passwordSignIn(email, `${password}x`).catch((error: Error) => error);

    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect((wrong as Error).name).toBe('NotAuthorizedException');
  });

  it('sends one mail, and keeps the mailed password valid, when its message is delivered again', async () => {
    const email = `redelivered@${staffDomain}`;
    await invite(email, 'contributor');
    const password = await mailedPassword(email);
    // The message as it was queued (its key is the worker's claim in the mail table), twice more,
    // as SQS may deliver it again after the mail went out.
    const claim = (await scanTable(box.sandbox, 'mail'))
      .map((row) => String(row.key))
      .find((key) => key.startsWith(`sent#staff-invitation#${email}#`))!;
    const again: EmailJob = {
      kind: 'staff-invitation',
      key: claim.slice('sent#'.length),
      to: email,
      role: 'contributor',
      invitedBy: box.sandbox.admin.email,
    };
    const sqs = new SQSClient({ region: 'us-east-1', endpoint: box.sandbox.endpoints.sqs });
    for (let i = 0; i < 2; i += 1) {
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: box.sandbox.queue.urlOf('email'),
          MessageBody: JSON.stringify(again),
        }),
      );
    }
    sqs.destroy();

    const mails = await invitationsTo(email);
    const challenge = await passwordSignIn(email, password);

    expect(claim).toBeDefined();
    expect(mails).toHaveLength(1);
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('retries a send SES refused and mails a password that works; nothing reaches the DLQ', async () => {
    const email = `retried@${staffDomain}`;
    const refused = box.sandbox.faults.mailRefusals(2);

    const answer = await invite(email, 'contributor');
    const mails = await invitationsTo(email);
    const first = await firstSignIn(email, 'Retried-Password-42!');

    expect(answer.status).toBe(201);
    expect(refused()).toBe(2);
    expect(mails).toHaveLength(1);
    expect(first.challenge).toBe('NEW_PASSWORD_REQUIRED');
    expect(claimsOf(first.idToken)['cognito:groups']).toEqual(['contributors']);
    expect(box.sandbox.queue.deadLetters('email')).toEqual([]);
  });

  it('sends the invitation again with a new password to a member not signed in yet, and refuses once they have', async () => {
    const email = `again@${staffDomain}`;
    const { body } = await invite(email, 'contributor');
    const firstPassword = await mailedPassword(email);

    const resent = await box.admin('POST', `/api/admin/staff/${body.id}/invitation`);
    const secondPassword = await mailedPassword(email);
    const stale = await passwordSignIn(email, firstPassword).catch((error: Error) => error);
    await firstSignIn(email, 'Again-Password-42!');
    const refused = await box.admin<Answer>('POST', `/api/admin/staff/${body.id}/invitation`);

    expect(resent.status).toBe(202);
    expect(await invitationsTo(email)).toHaveLength(2);
    expect(secondPassword).not.toBe(firstPassword);
    expect((stale as Error).name).toBe('NotAuthorizedException');
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(staffMessages.notInvited);
    expect(await invitationsTo(email)).toHaveLength(2);
  });
});
