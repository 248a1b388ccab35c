/**
 * What the role and staff suites share: staff accounts of each role in the sandbox's Cognito,
 * made straight in the pool (AdminCreateUser in the role's group, no invitation: the allow-list
 * alone admits them, as it admits self sign-up) and signed in; and members invited through the
 * API, signed in with their mailed password as an invitee does.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { roleGroups, type StaffRole } from '@shared/rules/staff-roles';
import type { StaffMember } from '@shared/schemas/staff';
import type { Sandbox } from '../../infra/local/index';
import { cognitoClient, signIn, type ContentSandbox } from './content-sandbox';

/** The e-mail domain the role suites allow-list. */
export const staffDomain = 'staff.example.com';

export const staffPassword = 'Staff-Member-Pass-42!';

/** Creates a confirmed, allow-listed account in `role`'s group; its ID token and `sub`. */
export async function staffAccount(
  sandbox: Sandbox,
  email: string,
  role: StaffRole,
): Promise<{ idToken: string; sub: string }> {
  const cognito = cognitoClient(sandbox);
  const poolId = sandbox.cognito.userPoolId;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: email,
      Password: staffPassword,
      Permanent: true,
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: poolId,
      Username: email,
      GroupName: roleGroups[role].group,
    }),
  );
  cognito.destroy();
  const { idToken } = await signIn(sandbox, email, staffPassword);
  return { idToken, sub: claimsOf(idToken).sub as string };
}

/** The payload of a JWT. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** A member invited through the API who has signed in for the first time. */
export interface InvitedMember {
  /** The staff id (`/api/admin/staff/{id}`). */
  id: string;
  email: string;
  password: string;
  idToken: string;
  refreshToken: string;
  sub: string;
}

/**
 * Invites `email` in `role` as the sandbox admin (201 expected), then signs the invitee in as the
 * portal does: the mailed temporary password, then a password of their own.
 */
export async function invitedMember(
  box: ContentSandbox,
  email: string,
  role: StaffRole,
): Promise<InvitedMember> {
  const invited = await box.admin<StaffMember>('POST', '/api/admin/staff', { email, role });
  if (invited.status !== 201) throw new Error(`Invite ${email}: ${JSON.stringify(invited)}`);
  await box.sandbox.queue.idle(20_000);
  const mail = (await box.sandbox.mail.messages())
    .filter((each) => each.destination.to.includes(email.toLowerCase()))
    .at(-1);
  const temporary = /Temporary password: (\S+)/.exec(mail?.body.text ?? '')?.[1];
  if (!temporary) throw new Error(`No invitation was mailed to ${email}`);
  const cognito = cognitoClient(box.sandbox);
  const clientId = box.sandbox.cognito.clientId;
  const challenge = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: temporary },
    }),
  );
  const answer = await cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: staffPassword },
    }),
  );
  cognito.destroy();
  const result = answer.AuthenticationResult!;
  return {
    id: invited.body.id,
    email,
    password: staffPassword,
    idToken: result.IdToken!,
    refreshToken: result.RefreshToken!,
    sub: claimsOf(result.IdToken!).sub as string,
  };
}
