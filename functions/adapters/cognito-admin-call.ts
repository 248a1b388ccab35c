/**
 * One admin call of the stage's user pool, signed without the Cognito client (signed-aws-call.ts):
 * the admin guard's two-step question (mfa-status.ts) and the review mail's staff list
 * (staff-accounts.ts). Retried as the client retried it: the pool's admin quota is shared and
 * throttled, and these calls stand in front of administrators' requests.
 */
import { config } from '@functions/lib/config';
import { retriedJsonCall } from './signed-aws-call';

export function cognitoAdminCall(
  operation: 'AdminGetUser' | 'ListUsersInGroup',
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { region, endpoints, auth } = config();
  return retriedJsonCall(
    'cognito-idp',
    `AWSCognitoIdentityProviderService.${operation}`,
    { region, endpoint: endpoints.cognito },
    { UserPoolId: auth.userPoolId, ...input },
    { version: '1.1' },
  );
}
