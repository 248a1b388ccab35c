/** Roles from Cognito groups: the highest group wins; the group of before roles is an administrator's. */
import { describe, expect, it } from 'vitest';
import { hasRole, roleOfGroups } from '@shared/rules/staff-roles';

describe('staff roles', () => {
  it('reads the highest role among the groups, and none from other groups', () => {
    expect(roleOfGroups(['contributors'])).toBe('contributor');
    expect(roleOfGroups(['contributors', 'editors'])).toBe('editor');
    expect(roleOfGroups(['editors', 'administrators'])).toBe('administrator');
    expect(roleOfGroups(['admins'])).toBe('administrator');
    expect(roleOfGroups(['readers'])).toBeUndefined();
    expect(roleOfGroups([])).toBeUndefined();
  });

  it('orders the roles contributor < editor < administrator', () => {
    expect(hasRole('administrator', 'editor')).toBe(true);
    expect(hasRole('editor', 'editor')).toBe(true);
    expect(hasRole('editor', 'administrator')).toBe(false);
    expect(hasRole('contributor', 'editor')).toBe(false);
  });
});
