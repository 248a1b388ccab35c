/**
 * Where an administrator without two-step sign-in lands after signing in, on a stage that requires
 * it: the portal (and the API) stay closed until they set it up here, or sign out.
 */
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card';
import { Button } from '~/components/ui/button';
import { TwoStepSetup } from './two-step-setup';

export function MfaRequiredScreen({
  email,
  onEnrolled,
  onSignOut,
}: {
  email: string;
  onEnrolled: () => void;
  onSignOut: () => void;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Set up two-step sign-in</h1>
          <CardDescription>
            Administrators of this site must sign in with a code from an authenticator app as well
            as their password. Set it up for <strong>{email}</strong> to continue.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TwoStepSetup email={email} onEnrolled={onEnrolled} />
          <Button type="button" variant="ghost" onClick={onSignOut}>
            Sign Out
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
