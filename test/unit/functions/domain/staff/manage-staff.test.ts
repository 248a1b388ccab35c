/**
 * The staff domain's rules over an in-memory directory: an invitation admits any address (its
 * access row says so) but never twice, a change of role or state is recorded in the member's
 * access row and revokes their refresh tokens, and the portal always keeps an active administrator.
 */
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@shared/rules/staff-roles';
import { staffMessages } from '@shared/schemas/staff';
import { ConflictError, NotFoundError } from '@functions/domain/errors';
import {
  getPreferences,
  inviteStaff,
  removeStaff,
  resendInvitation,
  resetStaffMfa,
  setPreferences,
  updateStaff,
  type StaffDeps,
} from '@functions/domain/staff/manage-staff';
import type { StaffAccess } from '@functions/domain/staff/staff-access';
import type { StaffAccount, StaffInvitation } from '@functions/domain/staff/staff-ports';
import type { ActivityEntry } from '@shared/schemas/activity';

function world(members: Partial<StaffAccount>[] = []) {
  const directory = new Map<string, StaffAccount>();
  for (const [index, member] of members.entries()) {
    const id = member.id ?? `id-${index}`;
    directory.set(id, {
      id,
      email: `${id}@staff.example.com`,
      role: 'editor',
      enabled: true,
      status: 'active',
      created_at: new Date(index).toISOString(),
      sub: `sub-${id}`,
      ...member,
    });
  }
  const sent: StaffInvitation[] = [];
  const logged: ActivityEntry[] = [];
  const access = new Map<string, StaffAccess>();
  const signedOut: string[] = [];
  const at = '2026-11-27T12:00:00.000Z';
  const withMfa = new Set<string>();
  const deps: StaffDeps = {
    directory: {
      list: async () => [...directory.values()],
      accounts: async () => [...directory.values()],
      get: async (id) => directory.get(id),
      create: async (email: string, role: StaffRole) => {
        if ([...directory.values()].some((member) => member.email === email)) return 'exists';
        const member: StaffAccount = {
          id: `id-${directory.size}`,
          sub: `sub-id-${directory.size}`,
          email,
          role,
          enabled: true,
          status: 'invited',
          created_at: new Date().toISOString(),
        };
        directory.set(member.id, member);
        return member;
      },
      setRole: async (id, role) => void (directory.get(id)!.role = role),
      setEnabled: async (id, enabled) => void (directory.get(id)!.enabled = enabled),
      remove: async (id) => void directory.delete(id),
      signOut: async (id) => void signedOut.push(id),
      mfaEnabled: async (id) => withMfa.has(id),
      disableMfa: async (id) => void withMfa.delete(id),
    },
    invitations: { send: async (invitation) => void sent.push(invitation) },
    access: {
      get: async (sub) => access.get(sub),
      invited: async (sub, role, changedAt) =>
        void access.set(sub, { sub, role, status: 'active', invited: true, changed_at: changedAt }),
      changed: async (sub, change, changedAt) =>
        void access.set(sub, {
          invited: access.get(sub)?.invited ?? false,
          ...change,
          sub,
          changed_at: changedAt,
        }),
      setReviewEmails: async (sub, role, on) =>
        void access.set(sub, {
          sub,
          role,
          status: 'active',
          invited: false,
          changed_at: at,
          ...access.get(sub),
          review_emails: on,
        }),
    },
    activity: { record: async (entry) => void logged.push(entry) },
    now: () => new Date(at),
  };
  return { deps, directory, sent, logged, access, signedOut, at, withMfa };
}

describe('inviteStaff', () => {
  it('creates the account in its role and sends the invitation, naming who invited', async () => {
    const { deps, sent } = world();

    const member = await inviteStaff(
      deps,
      { email: 'new@staff.example.com', role: 'editor' },
      { email: 'boss@staff.example.com' },
    );

    expect(member).toMatchObject({ email: 'new@staff.example.com', role: 'editor' });
    expect(sent).toEqual([
      { email: 'new@staff.example.com', role: 'editor', invitedBy: 'boss@staff.example.com' },
    ]);
  });

  it('invites any address: its access row records that an invitation admitted it', async () => {
    const { deps, access, sent, at } = world();

    const member = await inviteStaff(deps, { email: 'writer@gmail.com', role: 'contributor' });

    expect(member).not.toHaveProperty('sub');
    expect(access.get('sub-id-0')).toEqual({
      sub: 'sub-id-0',
      role: 'contributor',
      status: 'active',
      invited: true,
      changed_at: at,
    });
    expect(sent.map((invitation) => invitation.email)).toEqual(['writer@gmail.com']);
  });

  it('takes the account back when its access row cannot be written, and sends nothing', async () => {
    const { deps, directory, sent } = world();
    deps.access.invited = () => Promise.reject(new Error('table unavailable'));

    await expect(
      inviteStaff(deps, { email: 'writer@gmail.com', role: 'contributor' }),
    ).rejects.toThrow('table unavailable');
    expect(directory.size).toBe(0);
    expect(sent).toEqual([]);
  });

  it('answers a conflict for an address that has an account, and sends nothing', async () => {
    const { deps, sent } = world([{ id: 'taken' }]);

    await expect(
      inviteStaff(deps, { email: 'taken@staff.example.com', role: 'contributor' }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(sent).toEqual([]);
  });
});

describe('resendInvitation', () => {
  it('sends an invited member their invitation again, and logs who sent it', async () => {
    const { deps, sent, logged } = world([{ id: 'new', status: 'invited', role: 'contributor' }]);

    await resendInvitation(deps, 'new', { email: 'boss@staff.example.com' });

    expect(sent).toEqual([
      { email: 'new@staff.example.com', role: 'contributor', invitedBy: 'boss@staff.example.com' },
    ]);
    expect(logged).toEqual([
      expect.objectContaining({
        actor: 'boss@staff.example.com',
        action: 'invited',
        item_type: 'staff',
        item_id: 'new',
      }),
    ]);
  });

  it('refuses a member who has signed in already, and an unknown one', async () => {
    const { deps, sent } = world([{ id: 'old', status: 'active' }]);

    await expect(resendInvitation(deps, 'old')).rejects.toThrow(staffMessages.notInvited);
    await expect(resendInvitation(deps, 'nobody')).rejects.toBeInstanceOf(NotFoundError);
    expect(sent).toEqual([]);
  });
});

describe('the last active administrator', () => {
  it('cannot be demoted, disabled or removed', async () => {
    const { deps, directory } = world([{ id: 'boss', role: 'administrator' }, { id: 'ed' }]);

    for (const attempt of [
      updateStaff(deps, 'boss', { role: 'editor' }),
      updateStaff(deps, 'boss', { enabled: false }),
      removeStaff(deps, 'boss'),
    ])
      await expect(attempt).rejects.toThrow(staffMessages.lastAdministrator);
    expect(directory.get('boss')).toMatchObject({ role: 'administrator', enabled: true });
  });

  it('does not count a disabled administrator as the other one', async () => {
    const { deps } = world([
      { id: 'boss', role: 'administrator' },
      { id: 'gone', role: 'administrator', enabled: false },
    ]);

    await expect(updateStaff(deps, 'boss', { role: 'contributor' })).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it('can step down once another active administrator exists', async () => {
    const { deps, directory } = world([
      { id: 'boss', role: 'administrator' },
      { id: 'next', role: 'administrator' },
    ]);

    const changed = await updateStaff(deps, 'boss', { role: 'editor' });

    expect(changed.role).toBe('editor');
    expect(directory.get('boss')!.role).toBe('editor');
  });
});

describe('a change of access', () => {
  it('records the new role in the access row, keeping the invitation, and revokes refresh tokens', async () => {
    const { deps, access, signedOut } = world([{ id: 'ed', role: 'editor' }]);
    await deps.access.invited('sub-ed', 'editor', 'earlier');

    const changed = await updateStaff(deps, 'ed', { role: 'contributor' });

    expect(changed).not.toHaveProperty('sub');
    expect(access.get('sub-ed')).toMatchObject({
      role: 'contributor',
      status: 'active',
      invited: true,
    });
    expect(signedOut).toEqual(['ed']);
  });

  it('records a disabled account, and a removed one, and revokes their refresh tokens', async () => {
    const { deps, access, signedOut, directory } = world([{ id: 'a' }, { id: 'b' }]);

    await updateStaff(deps, 'a', { enabled: false });
    await removeStaff(deps, 'b');

    expect(access.get('sub-a')).toMatchObject({ role: 'editor', status: 'disabled' });
    expect(access.get('sub-b')).toMatchObject({ role: 'editor', status: 'removed' });
    expect(access.get('sub-a')?.invited).toBe(false);
    expect(signedOut).toEqual(['a', 'b']);
    expect(directory.has('b')).toBe(false);
  });

  it('writes nothing and signs no one out when nothing changes', async () => {
    const { deps, access, signedOut } = world([{ id: 'ed', role: 'editor' }]);

    await updateStaff(deps, 'ed', { role: 'editor', enabled: true });

    expect(access.size).toBe(0);
    expect(signedOut).toEqual([]);
  });
});

describe('resetStaffMfa', () => {
  it("turns a member's two-step sign-in off and logs who did it", async () => {
    const { deps, withMfa, logged } = world([{ id: 'lost-phone' }]);
    withMfa.add('lost-phone');

    await resetStaffMfa(deps, 'lost-phone', { email: 'boss@staff.example.com' });

    expect(withMfa.has('lost-phone')).toBe(false);
    expect(logged).toEqual([
      expect.objectContaining({
        action: 'mfa-reset',
        actor: 'boss@staff.example.com',
        item_id: 'lost-phone',
      }),
    ]);
  });

  it('answers a conflict for a member without it, and not found for an unknown one', async () => {
    const { deps, logged } = world([{ id: 'no-mfa' }]);

    await expect(resetStaffMfa(deps, 'no-mfa')).rejects.toThrow(
      new ConflictError(staffMessages.noMfa),
    );
    await expect(resetStaffMfa(deps, 'nobody')).rejects.toBeInstanceOf(NotFoundError);
    expect(logged).toEqual([]);
  });
});

describe('preferences', () => {
  it('review emails are on until the member turns them off, on their own access row', async () => {
    const { deps, access } = world();
    const member = { sub: 'sub-self', role: 'editor' as const };

    const before = await getPreferences(deps, member.sub);
    const off = await setPreferences(deps, member, { review_emails: false });

    expect(before).toEqual({ review_emails: true });
    expect(off).toEqual({ review_emails: false });
    // The row grants what no row grants: active in the token's role, not invited.
    expect(access.get('sub-self')).toMatchObject({
      role: 'editor',
      status: 'active',
      invited: false,
      review_emails: false,
    });
  });

  it('turning them off keeps the role and status an administrator set', async () => {
    const { deps, access } = world();
    access.set('sub-x', {
      sub: 'sub-x',
      role: 'contributor',
      status: 'active',
      invited: true,
      changed_at: 'then',
    });

    await setPreferences(deps, { sub: 'sub-x', role: 'contributor' }, { review_emails: false });

    expect(access.get('sub-x')).toEqual({
      sub: 'sub-x',
      role: 'contributor',
      status: 'active',
      invited: true,
      changed_at: 'then',
      review_emails: false,
    });
  });
});
