/**
 * Whether a staff account has two-step sign-in (TOTP) on: the pool's AdminGetUser, sent signed
 * without the Cognito client (signed-aws-call.ts). The admin guard asks it of administrators on
 * stages that require two-step sign-in, so every admin function carries this call; the client
 * would be about a tenth of each of their bundles for this one question. The staff directory
 * answers the same question with this function.
 */
import { config } from '@functions/lib/config';
import { AwsCallError, awsJsonCall, withAwsRetries } from './signed-aws-call';

/** True when the account `username` (its sub) has TOTP among its MFA settings; false if unknown. */
export async function mfaEnabled(username: string): Promise<boolean> {
  const { region, endpoints, auth } = config();
  try {
    // Retried as the Cognito client retried it: the pool's admin quota is shared and throttled,
    // and this call guards every administrator's request.
    const user = await withAwsRetries(() =>
      awsJsonCall(
        'cognito-idp',
        'AWSCognitoIdentityProviderService.AdminGetUser',
        { region, endpoint: endpoints.cognito },
        { UserPoolId: auth.userPoolId, Username: username },
        { version: '1.1' },
      ),
    );
    const settings = user.UserMFASettingList;
    return Array.isArray(settings) && settings.includes('SOFTWARE_TOKEN_MFA');
  } catch (error) {
    if (error instanceof AwsCallError && error.name === 'UserNotFoundException') return false;
    throw error;
  }
}
