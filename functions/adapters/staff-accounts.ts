/**
 * Every staff account of the user pool, read with signed ListUsersInGroup calls and no Cognito
 * client (signed-aws-call.ts): the review routes need only this list (who to mail), and the
 * client was what put them over their bundle budget. The staff directory (staff-directory.ts)
 * lists through this too, and builds its accounts with {@link account}.
 */
import type { AttributeType, UserType } from '@aws-sdk/client-cognito-identity-provider';
import {
  legacyAdminGroup,
  roleGroups,
  roleOfGroups,
  staffRoles,
  type StaffRole,
} from '@shared/rules/staff-roles';
import type { StaffMember } from '@shared/schemas/staff';
import type { StaffAccount } from '@functions/domain/staff/staff-ports';
import { cognitoAdminCall } from './cognito-admin-call';

/** Every group that carries a role, the legacy one included. */
export const staffGroups = [...staffRoles.map((role) => roleGroups[role].group), legacyAdminGroup];

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
export function account(
  user: Pick<UserType, 'Username' | 'Enabled' | 'UserStatus' | 'UserCreateDate'>,
  attributes: AttributeType[] | undefined,
  role: StaffRole,
): StaffAccount {
  return { ...member(user, attributes, role), sub: attribute(attributes, 'sub') };
}

/** A user as ListUsersInGroup's JSON carries it: its creation date in epoch seconds. */
interface ListedUser {
  Username?: string;
  Enabled?: boolean;
  UserStatus?: UserType['UserStatus'];
  UserCreateDate?: number | string;
  Attributes?: AttributeType[];
}

/** Every account in a role group, each with its role, oldest first (then by e-mail). */
export async function staffAccounts(): Promise<StaffAccount[]> {
  const users = new Map<string, { user: ListedUser; groups: string[] }>();
  for (const group of staffGroups) {
    let next: string | undefined;
    do {
      const page = (await cognitoAdminCall('ListUsersInGroup', {
        GroupName: group,
        ...(next ? { NextToken: next } : {}),
      })) as { Users?: ListedUser[]; NextToken?: string };
      for (const user of page.Users ?? []) {
        const seen = users.get(user.Username ?? '');
        users.set(user.Username ?? '', { user, groups: [...(seen?.groups ?? []), group] });
      }
      next = page.NextToken;
    } while (next);
  }
  return [...users.values()]
    .map(({ user, groups }) => {
      const created = user.UserCreateDate;
      const createdAt = created === undefined ? undefined : new Date(Number(created) * 1000);
      return account(
        { ...user, UserCreateDate: createdAt },
        user.Attributes,
        roleOfGroups(groups)!,
      );
    })
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.email.localeCompare(b.email));
}
