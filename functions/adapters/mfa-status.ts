/**
 * Whether a staff account has two-step sign-in (TOTP) on: the pool's AdminGetUser, sent signed
 * without the Cognito client (signed-aws-call.ts). The admin guard asks it of administrators on
 * stages that require two-step sign-in, so every admin function carries this call; the client
 * would be about a tenth of each of their bundles for this one question. The staff directory
 * answers the same question with this function.
 */
import { cognitoAdminCall } from './cognito-admin-call';
import { AwsCallError } from './signed-aws-call';

/** True when the account `username` (its sub) has TOTP among its MFA settings; false if unknown. */
export async function mfaEnabled(username: string): Promise<boolean> {
  try {
    const user = await cognitoAdminCall('AdminGetUser', { Username: username });
    const settings = user.UserMFASettingList;
    return Array.isArray(settings) && settings.includes('SOFTWARE_TOKEN_MFA');
  } catch (error) {
    if (error instanceof AwsCallError && error.name === 'UserNotFoundException') return false;
    throw error;
  }
}
