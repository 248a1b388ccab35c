/**
 * Staff roles (DESIGN.md section 6): Administrator (everything, including staff and
 * settings), Editor (all content, publishing, contacts), Contributor (writes drafts; cannot
 * publish, delete others' work or see contacts). A role is carried by a Cognito group, which only
 * the pool's administrators (the Staff API) and the post-confirmation trigger change, never the
 * user. One module for every place the rule runs: the API guard, the triggers, the sandbox's
 * Cognito, the CDK pool and the admin app.
 */
/** The roles, least privileged first: each includes what the ones before it may do. */
export const staffRoles = ['contributor', 'editor', 'administrator'] as const;

export type StaffRole = (typeof staffRoles)[number];

/** The Cognito group of each role, with its precedence (lower wins when a user is in several). */
export const roleGroups = {
  administrator: { group: 'administrators', precedence: 1 },
  editor: { group: 'editors', precedence: 2 },
  contributor: { group: 'contributors', precedence: 3 },
} as const satisfies Record<StaffRole, { group: string; precedence: number }>;

/**
 * The group every account was put in before roles existed (all its members were full admins).
 * Read as Administrator so that a pool deployed before roles keeps its admins working; nothing
 * adds members to it any more, and the Staff tab moves a member to a role group on its first
 * role change. The sandbox's seeded admin is put in `administrators` at start.
 */
export const legacyAdminGroup = 'admins';

/** What a confirmed self sign-up of an allow-listed address becomes. */
export const selfSignUpRole: StaffRole = 'contributor';

/** Role labels as people read them. */
export const roleLabels: Record<StaffRole, string> = {
  administrator: 'Administrator',
  editor: 'Editor',
  contributor: 'Contributor',
};

const rank = (role: StaffRole) => staffRoles.indexOf(role);

/** True when `role` may do what `minimum` may. */
export function hasRole(role: StaffRole, minimum: StaffRole): boolean {
  return rank(role) >= rank(minimum);
}

/** The role of a set of Cognito groups: the highest one held; undefined when none is. */
export function roleOfGroups(groups: readonly string[]): StaffRole | undefined {
  const held = staffRoles.filter(
    (role) =>
      groups.includes(roleGroups[role].group) ||
      (role === 'administrator' && groups.includes(legacyAdminGroup)),
  );
  return held.at(-1);
}
