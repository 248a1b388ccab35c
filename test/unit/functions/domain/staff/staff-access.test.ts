/**
 * What a verified token is worth against the member's access row: a token of another role than
 * the row's, or of a disabled or removed account, predates an administrator's change; an
 * invitation admits without the allow-list; no row leaves the allow-list to decide.
 */
import { describe, expect, it } from 'vitest';
import { accessOf, type StaffAccess } from '@functions/domain/staff/staff-access';

const row = (fields: Partial<StaffAccess>): StaffAccess => ({
  sub: 'sub-1',
  role: 'editor',
  status: 'active',
  invited: false,
  changed_at: '2026-11-27T12:00:00.000Z',
  ...fields,
});

describe('accessOf', () => {
  it('leaves an account no administrator invited or changed to the allow-list', () => {
    expect(accessOf(undefined, 'administrator')).toBe('unlisted');
    expect(accessOf(row({ invited: false }), 'editor')).toBe('unlisted');
  });

  it('admits an invited member whose token matches the row', () => {
    expect(accessOf(row({ invited: true }), 'editor')).toBe('invited');
  });

  it('refuses a token of another role than the row, in either direction', () => {
    expect(accessOf(row({ role: 'editor', invited: true }), 'administrator')).toBe('changed');
    expect(accessOf(row({ role: 'editor' }), 'contributor')).toBe('changed');
  });

  it('refuses every token of a disabled or removed account', () => {
    expect(accessOf(row({ status: 'disabled', invited: true }), 'editor')).toBe('changed');
    expect(accessOf(row({ status: 'removed' }), 'editor')).toBe('changed');
  });
});
