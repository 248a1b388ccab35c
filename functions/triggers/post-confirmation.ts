/**
 * Cognito post-confirmation trigger: a confirmed account whose address is on the allow-list joins
 * the Contributor role's group (self sign-up lands as Contributor; an administrator
 * raises the role in the Staff tab), which is what the API's guard asks for (DESIGN.md section 6;
 * the rules: shared/rules/admin-allow-list.ts, shared/rules/staff-roles.ts). Group membership is Cognito identity the user cannot change,
 * unlike the `email` claim. Nobody else is added; removing an address from the list and deploying
 * revokes access at the guard, which checks the list too.
 */
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { isAllowListed, parseAllowList, type AllowList } from '@shared/rules/admin-allow-list';
import { roleGroups, selfSignUpRole } from '@shared/rules/staff-roles';
import { cognitoClient } from '@functions/adapters/aws-clients';

// Read once per container: the lists change only with a deployment.
const allowList: AllowList = parseAllowList(
  process.env.ADMIN_EMAILS,
  process.env.ADMIN_EMAIL_DOMAINS,
);

export async function handler(
  event: PostConfirmationTriggerEvent,
): Promise<PostConfirmationTriggerEvent> {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const email = event.request.userAttributes.email ?? '';
  if (!isAllowListed(email, allowList)) return event;
  await cognitoClient().send(
    new AdminAddUserToGroupCommand({
      UserPoolId: event.userPoolId,
      Username: event.userName,
      GroupName: roleGroups[selfSignUpRole].group,
    }),
  );
  return event;
}
