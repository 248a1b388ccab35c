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
  ListUsersInGroupCommand,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  legacyAdminGroup,
  roleGroups,
  roleOfGroups,
  staffRoles,
  type StaffRole,
} from '@shared/rules/staff-roles';
import type { StaffMember } from '@shared/schemas/staff';
import type { TemporaryPasswords } from '@functions/domain/email/email-ports';
import type { StaffAccount, StaffDirectory } from '@functions/domain/staff/staff-ports';
import { newTemporaryPassword } from '@functions/domain/staff/temporary-password';
import { config } from '@functions/lib/config';
import { mfaEnabled } from './mfa-status';
import { cognitoClient } from './aws-clients';

const poolId = () => config().auth.userPoolId;

/** Every group that carries a role, the legacy one included. */
const staffGroups = [...staffRoles.map((role) => roleGroups[role].group), legacyAdminGroup];

const isNamed = (error: unknown, name: string) => (error as Error | undefined)?.name === name;

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((each) => each.Name === name)?.Value ?? '';

function member(
  user: Pick<UserType, 'Username' | 'Enabled' | 'UserStatus' | 'UserCreateDate'>,
  attributes: AttributeType[] | undefined,
  role: StaffRole,
): StaffMember {
  const status = user.UserStatus;
  return {
    id: user.Username ?? '',
    email: attribute(attributes, 'email'),
    role,
    enabled: user.Enabled !== false,
    status:
      status === 'FORCE_CHANGE_PASSWORD'
        ? 'invited'
        : status === 'UNCONFIRMED'
          ? 'unconfirmed'
          : 'active',
    created_at: (user.UserCreateDate ?? new Date(0)).toISOString(),
  };
}

/** A member with the `sub` their tokens carry (the admin guard keys their access row by it). */
function account(
  user: Pick<UserType, 'Username' | 'Enabled' | 'UserStatus' | 'UserCreateDate'>,
  attributes: AttributeType[] | undefined,
  role: StaffRole,
): StaffAccount {
  return { ...member(user, attributes, role), sub: attribute(attributes, 'sub') };
}

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

  async accounts() {
    const users = new Map<string, { user: UserType; groups: string[] }>();
    for (const group of staffGroups) {
      let next: string | undefined;
      do {
        const page = await cognitoClient().send(
          new ListUsersInGroupCommand({ UserPoolId: poolId(), GroupName: group, NextToken: next }),
        );
        for (const user of page.Users ?? []) {
          const seen = users.get(user.Username ?? '');
          users.set(user.Username ?? '', { user, groups: [...(seen?.groups ?? []), group] });
        }
        next = page.NextToken;
      } while (next);
    }
    return [...users.values()]
      .map(({ user, groups }) => account(user, user.Attributes, roleOfGroups(groups)!))
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.email.localeCompare(b.email));
  },

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
