import { describe, expect, it } from 'vitest';
import { passwordPolicyProblem } from '@shared/rules/password-policy';
import { newTemporaryPassword } from '@functions/domain/staff/temporary-password';

describe('newTemporaryPassword', () => {
  it('always meets the pool policy and is never the same twice', () => {
    const passwords = Array.from({ length: 500 }, newTemporaryPassword);

    expect(passwords.filter((password) => passwordPolicyProblem(password))).toEqual([]);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
