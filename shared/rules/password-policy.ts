/**
 * The staff password policy: one rule for the user pool in AWS (infra/cdk data stack), the
 * sandbox's Cognito emulator and the sign-up form. The messages are Cognito's own, so a refusal
 * reads the same whichever of them catches it.
 */

/** What a password needs. */
export const passwordPolicy = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/**
 * How long a temporary password works (the pool's `tempPasswordValidity`): an invitee who has not
 * signed in by then needs the invitation sent again. The invitation mail says so.
 */
export const temporaryPasswordValidityDays = 3;

/** The hint under the sign-up form's password field. */
export const passwordPolicyHint = `Use at least ${passwordPolicy.minLength} characters with upper and lower case letters, a number and a symbol.`;

/** Cognito's symbols: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
const symbol = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/**
 * Why `password` breaks the policy, in Cognito's words ("Password did not conform with policy:
 * ..."), or undefined when it does not.
 */
export function passwordPolicyProblem(password: string): string | undefined {
  const problem =
    password.length < passwordPolicy.minLength
      ? 'Password not long enough'
      : passwordPolicy.requireUppercase && !/[A-Z]/.test(password)
        ? 'Password must have uppercase characters'
        : passwordPolicy.requireLowercase && !/[a-z]/.test(password)
          ? 'Password must have lowercase characters'
          : passwordPolicy.requireDigits && !/[0-9]/.test(password)
            ? 'Password must have numeric characters'
            : passwordPolicy.requireSymbols && !symbol.test(password)
              ? 'Password must have symbol characters'
              : undefined;
  return problem && `Password did not conform with policy: ${problem}`;
}
