/**
 * Two-step sign-in of the signed-in member (Account screen, and the enrolment an administrator is
 * sent to where the stage requires it): whether it is on and, to set it up, the QR code and the
 * secret for an authenticator app, then the app's first code, which turns it on.
 */
import { useEffect, useState } from 'react';
import { Alert, AlertDescription } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { siteConfig } from '~/lib/site-config';
import { toast } from '~/lib/toast';
import { beginEnrolment, finishEnrolment, mfaEnabled, type Enrolment } from '../mfa-enrolment';
import { TotpCodeForm } from './totp-code-form';

export function TwoStepSetup({ email, onEnrolled }: { email: string; onEnrolled?: () => void }) {
  const [enabled, setEnabled] = useState<boolean | undefined>();
  const [enrolment, setEnrolment] = useState<Enrolment | undefined>();
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    let live = true;
    mfaEnabled()
      .then((on) => live && setEnabled(on))
      .catch(() => live && setEnabled(false));
    return () => {
      live = false;
    };
  }, []);

  const start = async () => {
    setStarting(true);
    try {
      setEnrolment(await beginEnrolment(siteConfig.brandName, email));
    } catch (error) {
      toast.error('Could not start the set-up', { description: (error as Error).message });
    } finally {
      setStarting(false);
    }
  };

  if (enabled === undefined) return <Spinner label="Loading two-step sign-in" className="py-6" />;
  if (enabled) {
    return (
      <p className="text-sm" role="status">
        Two-step sign-in is <strong>on</strong>: each sign-in asks for a code from your
        authenticator app. If you lose the device, ask an administrator to reset it.
      </p>
    );
  }
  if (!enrolment) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Two-step sign-in is off. With it on, signing in also needs a 6-digit code from an
          authenticator app on your phone, so a stolen password alone cannot get in.
        </p>
        <Button type="button" className="justify-self-start" disabled={starting} onClick={start}>
          {starting ? 'Starting...' : 'Set up two-step sign-in'}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>Scan this QR code with your authenticator app, or type the secret into it.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <img
        src={enrolment.qrDataUrl}
        alt="QR code to add this account to an authenticator app"
        width={200}
        height={200}
        className="rounded border bg-white"
      />
      <div className="grid gap-1 text-sm">
        <span id="mfa-secret-label" className="font-medium text-muted-foreground">
          Secret for manual entry
        </span>
        <code aria-labelledby="mfa-secret-label" className="break-all font-mono">
          {enrolment.secret}
        </code>
      </div>
      <TotpCodeForm
        id="mfa-enrol-code"
        label="Code from the app"
        submitLabel="Verify and turn on"
        onCode={async (code) => {
          await finishEnrolment(code);
          setEnabled(true);
          toast.success('Two-step sign-in is on');
          onEnrolled?.();
        }}
      />
      <Alert>
        <AlertDescription>
          Keep the secret to yourself: whoever has it can make your codes.
        </AlertDescription>
      </Alert>
    </div>
  );
}
