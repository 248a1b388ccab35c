/**
 * Cognito pre sign-up trigger: only allow-listed e-mail addresses may create an account
 * (DESIGN.md section 6; the rule: shared/rules/admin-allow-list.ts, which the API's guard and the
 * sandbox's Cognito emulator run too). Cognito shows the thrown message to the user.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import {
  isAllowListed,
  parseAllowList,
  signUpRefusalMessage,
  type AllowList,
} from '@shared/rules/admin-allow-list';

/** What a refused address is told. */
export const refusalMessage = signUpRefusalMessage;

// Read once per container: the lists change only with a deployment.
const allowList: AllowList = parseAllowList(
  process.env.ADMIN_EMAILS,
  process.env.ADMIN_EMAIL_DOMAINS,
);

export async function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  const email = event.request.userAttributes.email ?? '';
  if (!isAllowListed(email, allowList)) {
    console.log(
      JSON.stringify({ level: 'WARN', message: 'sign-up refused', trigger: event.triggerSource }),
    );
    throw new Error(refusalMessage);
  }
  // Confirmation by e-mail stays on: autoConfirmUser and autoVerifyEmail are left false.
  return event;
}
