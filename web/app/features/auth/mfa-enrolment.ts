/**
 * Two-step sign-in (TOTP, Cognito software tokens) of the signed-in staff member, straight against
 * Cognito with their access token, as AWS has it: AssociateSoftwareToken gives a secret,
 * VerifySoftwareToken checks the first code, SetUserMFAPreference turns it on. The QR code is drawn
 * here (data: URL, no image from elsewhere) from the otpauth:// URI authenticator apps read.
 */
import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';
import { currentCognitoUser, hasMfa } from '~/lib/auth-session';

/** What the enrolment shows: the secret for manual entry and the same as a QR code. */
export interface Enrolment {
  secret: string;
  qrDataUrl: string;
}

/** Whether the signed-in member has two-step sign-in on. */
export async function mfaEnabled(): Promise<boolean> {
  return hasMfa(await currentCognitoUser());
}

/** A new secret for the member's authenticator app; none is active until {@link finishEnrolment}. */
export async function beginEnrolment(issuer: string, email: string): Promise<Enrolment> {
  const user = await currentCognitoUser();
  const secret = await new Promise<string>((resolve, reject) =>
    user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject }),
  );
  const uri = new TOTP({
    issuer,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).toString();
  return { secret, qrDataUrl: await toDataURL(uri, { margin: 1, width: 200 }) };
}

/** Checks the app's first code and turns two-step sign-in on, as the preferred second factor. */
export async function finishEnrolment(code: string): Promise<void> {
  const user = await currentCognitoUser();
  await new Promise<void>((resolve, reject) =>
    user.verifySoftwareToken(code, 'Authenticator app', {
      onSuccess: () => resolve(),
      onFailure: reject,
    }),
  );
  await new Promise<void>((resolve, reject) =>
    user.setUserMfaPreference(null, { Enabled: true, PreferredMfa: true }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

/** Cognito's answer to a wrong code, in the portal's words. */
export function codeErrorMessage(error: unknown): string {
  const name =
    (error as { code?: string; name?: string } | undefined)?.code ?? (error as Error)?.name;
  if (name === 'CodeMismatchException' || name === 'EnableSoftwareTokenMFAException')
    return 'That code is not right. Enter the current 6-digit code from your authenticator app.';
  if (name === 'NotAuthorizedException')
    return 'This sign-in took too long. Go back and sign in again.';
  return (error as Error)?.message || 'The code could not be checked. Please try again.';
}
