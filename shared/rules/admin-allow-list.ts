/**
 * Who may hold a staff account (DESIGN.md section 6): addresses on the stage's allow-list, or in
 * one of its domains. One module for every place the rule runs: the API's admin guard, the
 * Cognito pre sign-up and post-confirmation triggers in AWS, and the sandbox's Cognito emulator.
 *
 * Admin access itself rests on Cognito identity, not on the `email` claim: a confirmed account
 * whose address is allow-listed is put in a staff role's group (shared/rules/staff-roles.ts), and
 * the guard asks for that group (a claim only the pool's administrators can change) as well as
 * the list.
 */

/** An allow-list: exact addresses and whole domains, lower-case. */
export interface AllowList {
  emails: readonly string[];
  domains: readonly string[];
}

/** What a refused address is told (Cognito prefixes it with "PreSignUp failed with error"). */
export const signUpRefusalMessage =
  'Sign-up is limited to staff e-mail addresses on the allow-list. Ask an administrator to add yours.';

/** Splits a comma-separated list, lower-cased, blanks dropped, a leading `@` of a domain removed. */
export function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase().replace(/^@/, ''))
    .filter((item) => item.length > 0);
}

/** The allow-list of `ADMIN_EMAILS` and `ADMIN_EMAIL_DOMAINS` style values. */
export function parseAllowList(emails: string | undefined, domains: string | undefined): AllowList {
  return { emails: parseList(emails), domains: parseList(domains) };
}

/** True when `email` is listed, or its domain is (case-insensitive); false for a malformed one. */
export function isAllowListed(email: string, list: AllowList): boolean {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return false;
  return list.emails.includes(address) || list.domains.includes(address.slice(at + 1));
}
