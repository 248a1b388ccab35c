/**
 * What the role and staff suites share: staff accounts of each role in the sandbox's Cognito,
 * made as an administrator makes them (AdminCreateUser in the role's group) and signed in.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { roleGroups, type StaffRole } from '@shared/rules/staff-roles';
import type { Sandbox } from '../../infra/local/index';
import { cognitoClient, signIn } from './content-sandbox';

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
