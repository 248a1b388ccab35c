/**
 * The signed-in staff member's role, for what the portal shows: actions above the
 * role are hidden, not just refused. The API enforces the same roles on every call, so this is
 * presentation only; the role comes from the ID token's `cognito:groups` (lib/auth-session).
 */
import { hasRole, type StaffRole } from '@shared/rules/staff-roles';
import { useAuthSession } from '~/lib/auth-session';

/** The role of the signed-in account; undefined while nobody is signed in. */
export function useRole(): StaffRole | undefined {
  const session = useAuthSession();
  return session.status === 'signed-in' ? session.role : undefined;
}

/** Whether the signed-in account has at least `minimum`. */
export function useHasRole(minimum: StaffRole): boolean {
  const role = useRole();
  return role !== undefined && hasRole(role, minimum);
}

/**
 * Whether the signed-in account may change or delete an item: editors and administrators any,
 * a contributor only their own unpublished drafts (the API's rule: domain/articles/article-access).
 */
export function useMayChangeOwn(): (item: {
  created_by?: string;
  is_published?: boolean;
}) => boolean {
  const session = useAuthSession();
  return (item) => {
    if (session.status !== 'signed-in') return false;
    if (hasRole(session.role, 'editor')) return true;
    return item.created_by !== undefined && item.created_by === session.sub && !item.is_published;
  };
}
