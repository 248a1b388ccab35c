/**
 * The staff directory on the Cognito user pool (admin API): accounts are users, roles are the
 * role groups of shared/rules/staff-roles.ts. What each call costs: the list reads every role
 * group (ListUsersInGroup, 60 a page), a handful of staff; one member is AdminGetUser plus
 * AdminListGroupsForUser; a change of role or state ends with AdminUserGlobalSignOut (the
 * member's refresh tokens); a member's MFA state is AdminGetUser, its reset
 * AdminSetUserMFAPreference. The function's grants name exactly these actions on this pool
 * (infra/cdk/constructs/function-access.ts, manifest `staff: 'manage'`). The invitation's
 * temporary password is set by the email worker (`invitationPasswords`, manifest `staff:
 * 'invite'`: AdminGetUser and AdminSetUserPassword only).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserMFAPreferenceCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { roleGroups, roleOfGroups, type StaffRole } from '@shared/rules/staff-roles';
import type { TemporaryPasswords } from '@functions/domain/email/email-ports';
import type { StaffDirectory } from '@functions/domain/staff/staff-ports';
import { newTemporaryPassword } from '@functions/domain/staff/temporary-password';
import { config } from '@functions/lib/config';
import { mfaEnabled } from './mfa-status';
import { account, staffAccounts, staffGroups } from './staff-accounts';
import { cognitoClient } from './aws-clients';

const poolId = () => config().auth.userPoolId;

const isNamed = (error: unknown, name: string) => (error as Error | undefined)?.name === name;

/** One account by its user name (or, the pool signing in by e-mail, its address); undefined when unknown. */
async function userNamed(name: string) {
  try {
    return await cognitoClient().send(
      new AdminGetUserCommand({ UserPoolId: poolId(), Username: name }),
    );
  } catch (error) {
    if (isNamed(error, 'UserNotFoundException')) return undefined;
    throw error;
  }
}

async function groupsOf(id: string): Promise<string[]> {
  const groups: string[] = [];
  let next: string | undefined;
  do {
    const page = await cognitoClient().send(
      new AdminListGroupsForUserCommand({ UserPoolId: poolId(), Username: id, NextToken: next }),
    );
    groups.push(...(page.Groups ?? []).flatMap((group) => group.GroupName ?? []));
    next = page.NextToken;
  } while (next);
  return groups;
}

async function addToGroup(id: string, role: StaffRole) {
  await cognitoClient().send(
    new AdminAddUserToGroupCommand({
      UserPoolId: poolId(),
      Username: id,
      GroupName: roleGroups[role].group,
    }),
  );
}

export const staffDirectory: StaffDirectory = {
  async list() {
    return (await this.accounts()).map(({ sub: _sub, ...member }) => member);
  },

  accounts: () => staffAccounts(),

  async get(id) {
    const user = await userNamed(id);
    if (!user) return undefined;
    const role = roleOfGroups(await groupsOf(id));
    return role && account(user, user.UserAttributes, role);
  },

  async create(email, role) {
    let created;
    try {
      // Suppressed: Cognito sends nothing; the site's own invitation mail does, through the
      // email queue, and its worker sets the temporary password it carries. The password Cognito
      // makes here reaches no one. The e-mail address is marked verified: the mailed password
      // only reaches whoever reads that mailbox.
      created = await cognitoClient().send(
        new AdminCreateUserCommand({
          UserPoolId: poolId(),
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    } catch (error) {
      if (isNamed(error, 'UsernameExistsException')) return 'exists';
      throw error;
    }
    const user = created.User!;
    try {
      await addToGroup(user.Username!, role);
    } catch (error) {
      // An account without its role could never use the portal: take it back, so a retry of
      // the invitation starts clean instead of meeting "already exists".
      await cognitoClient().send(
        new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: user.Username! }),
      );
      throw error;
    }
    return account(user, user.Attributes, role);
  },

  async setRole(id, role) {
    // Added first, removed after: a failure half-way leaves the higher of two roles for a moment,
    // never an account with none (the guard reads the highest group).
    await addToGroup(id, role);
    const target = roleGroups[role].group;
    for (const group of await groupsOf(id)) {
      if (group === target || !staffGroups.includes(group)) continue;
      await cognitoClient().send(
        new AdminRemoveUserFromGroupCommand({
          UserPoolId: poolId(),
          Username: id,
          GroupName: group,
        }),
      );
    }
  },

  async setEnabled(id, enabled) {
    const input = { UserPoolId: poolId(), Username: id };
    await cognitoClient().send(
      enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input),
    );
  },

  async remove(id) {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: id }));
  },

  async signOut(id) {
    await cognitoClient().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: poolId(), Username: id }),
    );
  },

  mfaEnabled,

  async disableMfa(id) {
    await cognitoClient().send(
      new AdminSetUserMFAPreferenceCommand({
        UserPoolId: poolId(),
        Username: id,
        SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
      }),
    );
  },
};

/**
 * The invitation mail's temporary password, set when the mail is sent: AdminSetUserPassword with
 * Permanent false keeps the account in FORCE_CHANGE_PASSWORD (the invitee chooses their own at
 * first sign-in) and replaces any earlier temporary password; the pool's temporary password
 * validity runs from now. An account that has chosen its own password is left alone.
 */
export const invitationPasswords: TemporaryPasswords = {
  async issue(address) {
    const user = await userNamed(address);
    if (user?.UserStatus !== 'FORCE_CHANGE_PASSWORD') return undefined;
    const password = newTemporaryPassword();
    await cognitoClient().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: poolId(),
        Username: user.Username,
        Password: password,
        Permanent: false,
      }),
    );
    return password;
  },
};
