/**
 * Cognito pre sign-up trigger: only allow-listed e-mail addresses may create an account
 * (DESIGN.md section 6). The API checks the allow-list again on every admin route; this trigger
 * keeps strangers from holding accounts at all. Cognito shows the thrown message to the user.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';

/** What a refused address is told (Cognito prefixes it with "PreSignUp failed with error"). */
export const refusalMessage =
  'Sign-up is limited to staff e-mail addresses on the allow-list. Ask an administrator to add yours.';

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase().replace(/^@/, ''))
    .filter((item) => item.length > 0);
}

/** True when `email` is listed, or its domain is (case-insensitive). */
export function isAllowListed(
  email: string,
  emails: readonly string[],
  domains: readonly string[],
): boolean {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return false;
  return emails.includes(address) || domains.includes(address.slice(at + 1));
}

// Read once per container: the lists change only with a deployment.
const allowedEmails = parseList(process.env.ADMIN_EMAILS);
const allowedDomains = parseList(process.env.ADMIN_EMAIL_DOMAINS);

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  const email = event.request.userAttributes.email ?? '';
  if (!isAllowListed(email, allowedEmails, allowedDomains)) {
    console.log(
      JSON.stringify({ level: 'WARN', message: 'sign-up refused', trigger: event.triggerSource }),
    );
    throw new Error(refusalMessage);
  }
  // Confirmation by e-mail stays on: autoConfirmUser and autoVerifyEmail are left false.
  return event;
}
