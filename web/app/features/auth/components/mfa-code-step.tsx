/**
 * The sign-in step after the password of an account with two-step sign-in on (Cognito's
 * SOFTWARE_TOKEN_MFA challenge): the authenticator app's current code.
 */
import type { MfaCodeRequiredError } from '~/lib/auth-session';
import { Button } from '~/components/ui/button';
import { TotpCodeForm } from './totp-code-form';

export function MfaCodeStep({
  email,
  challenge,
  onBack,
}: {
  email: string;
  challenge: MfaCodeRequiredError;
  onBack: () => void;
}) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">Two-step sign-in</h2>
        <p className="text-sm text-muted-foreground">
          Enter the 6-digit code your authenticator app shows for <strong>{email}</strong>.
        </p>
      </div>
      <TotpCodeForm
        id="mfa-code"
        label="Authentication code"
        submitLabel="Verify and sign in"
        onCode={(code) => challenge.complete(code)}
      >
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
      </TotpCodeForm>
    </div>
  );
}
