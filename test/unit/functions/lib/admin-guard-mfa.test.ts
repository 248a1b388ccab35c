/**
 * The admin guard's two-step sign-in rule: where the stage requires it, an administrator whose
 * account has no TOTP is refused every admin route (403, saying why) until they enrol; other roles
 * are not asked, and a stage that does not require it never asks the pool.
 */
import { describe, expect, it } from 'vitest';
import { roleGroups, type StaffRole } from '@shared/rules/staff-roles';
import { createAdminGuard } from '@functions/lib/admin-guard';
import { HttpError } from '@functions/lib/http-error';

function guardFor(role: StaffRole, options: { required: boolean; enrolled: boolean }) {
  const asked: string[] = [];
  const guard = createAdminGuard({
    verifier: () => ({
      verify: async () => ({
        sub: 'member-sub',
        email: 'member@staff.example.com',
        emailVerified: true,
        groups: [roleGroups[role].group],
      }),
    }),
    allowList: () => ({ emails: [], domains: ['staff.example.com'] }),
    access: () => ({ get: async () => undefined }),
    mfa: {
      required: () => options.required,
      enabled: async (sub) => {
        asked.push(sub);
        return options.enrolled;
      },
    },
  });
  const call = () => guard.requireAdmin({ authorization: 'Bearer token' }, 'contributor');
  return { call, asked };
}

describe('the admin guard where administrators must have two-step sign-in', () => {
  it('refuses an administrator without it, saying why', async () => {
    const { call, asked } = guardFor('administrator', { required: true, enrolled: false });

    const refusal = await call().catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      status: 403,
      message: 'Administrators must set up two-step sign-in before using the admin portal.',
    });
    expect(asked).toEqual(['member-sub']);
  });

  it('lets an enrolled administrator in', async () => {
    const { call } = guardFor('administrator', { required: true, enrolled: true });

    await expect(call()).resolves.toMatchObject({ role: 'administrator' });
  });

  it('does not ask it of an editor, nor of anyone where the stage does not require it', async () => {
    const editor = guardFor('editor', { required: true, enrolled: false });
    const unrequired = guardFor('administrator', { required: false, enrolled: false });

    await expect(editor.call()).resolves.toMatchObject({ role: 'editor' });
    await expect(unrequired.call()).resolves.toMatchObject({ role: 'administrator' });
    expect([...editor.asked, ...unrequired.asked]).toEqual([]);
  });
});
