/** The one staff password policy: the pool's, the sandbox's and the sign-up form's. */
import { describe, expect, it } from 'vitest';
import {
  passwordPolicy,
  passwordPolicyHint,
  passwordPolicyProblem,
} from '@shared/rules/password-policy';

describe('passwordPolicyProblem', () => {
  it.each([
    ['short', 'Password not long enough'],
    ['Sh0rt-pass!', 'Password not long enough'],
    ['all-lower-case-42!', 'Password must have uppercase characters'],
    ['ALL-UPPER-CASE-42!', 'Password must have lowercase characters'],
    ['No-Digits-In-Here!', 'Password must have numeric characters'],
    ['NoSymbolsInHere42', 'Password must have symbol characters'],
  ])('refuses %s: %s', (password, problem) => {
    expect(passwordPolicyProblem(password)).toBe(
      `Password did not conform with policy: ${problem}`,
    );
  });

  it.each(['Correct-Horse-42!', 'Twelve Chars 1', 'Sbx-abcdefghijkl-9a'])(
    'accepts %s',
    (password) => {
      expect(passwordPolicyProblem(password)).toBeUndefined();
    },
  );

  it('is described by the hint the sign-up form shows', () => {
    expect(passwordPolicyHint).toContain(`at least ${passwordPolicy.minLength} characters`);
  });
});
