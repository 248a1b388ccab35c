/**
 * The /admin screen (admin-portal.md section 2): 'Admin Portal' with Sign In and Sign Up tabs,
 * each with Email and Password. Sign-up continues with the confirmation code sent by e-mail (the
 * sandbox prints it); a confirmed account is signed in at once. Failures are the spec's toasts
 * with the provider's message. Where the user goes next is the route's business: it follows the
 * session state.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordPolicyHint, passwordPolicyProblem } from '@shared/rules/password-policy';
import { toast } from '~/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import {
  authErrorMessage,
  confirmSignUp,
  isUnconfirmedError,
  MfaCodeRequiredError,
  NewPasswordRequiredError,
  resendConfirmationCode,
  signIn,
  signUp,
} from '~/lib/auth-session';
import {
  confirmationSchema,
  credentialsSchema,
  type Confirmation,
  type Credentials,
} from '../credentials-schema';
import { MfaCodeStep } from './mfa-code-step';
import { NewPasswordStep } from './new-password-step';

const signInFallback = 'An error occurred during sign in';
const signUpFallback = 'An error occurred during sign up';

export function AuthScreen({ brandName, notice }: { brandName: string; notice?: string }) {
  const [tab, setTab] = useState<'sign-in' | 'sign-up'>('sign-in');
  // Set once a sign-up (or a sign-in of an unconfirmed account) needs the e-mailed code.
  const [pending, setPending] = useState<Credentials | null>(null);
  // Set when an invited account signed in with its temporary password.
  const [challenge, setChallenge] = useState<{
    email: string;
    challenge: NewPasswordRequiredError;
  } | null>(null);
  // Set when the account has two-step sign-in on: its code is asked next.
  const [mfa, setMfa] = useState<{ email: string; challenge: MfaCodeRequiredError } | null>(null);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Admin Portal</h1>
          <CardDescription>{brandName}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice ? (
            <Alert>
              <AlertDescription>{notice}</AlertDescription>
            </Alert>
          ) : null}
          {mfa ? (
            <MfaCodeStep {...mfa} onBack={() => setMfa(null)} />
          ) : challenge ? (
            <NewPasswordStep {...challenge} onBack={() => setChallenge(null)} />
          ) : pending ? (
            <ConfirmStep credentials={pending} onBack={() => setPending(null)} />
          ) : (
            <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
              <TabsList layout="grid" className="grid-cols-2">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in" className="mt-4">
                <SignInForm
                  onUnconfirmed={setPending}
                  onNewPassword={(email, next) => setChallenge({ email, challenge: next })}
                  onMfaCode={(email, next) => setMfa({ email, challenge: next })}
                />
              </TabsContent>
              <TabsContent value="sign-up" className="mt-4">
                <SignUpForm onNeedsConfirmation={setPending} />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </main>
  );
}

function CredentialFields({
  prefix,
  form,
  autoCompletePassword,
}: {
  prefix: string;
  form: ReturnType<typeof useForm<Credentials>>;
  autoCompletePassword: 'current-password' | 'new-password';
}) {
  const { register, formState } = form;
  const emailError = formState.errors.email?.message;
  const passwordError = formState.errors.password?.message;
  return (
    <>
      <FormField id={`${prefix}-email`} label="Email" error={emailError}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldControlProps(`${prefix}-email`, { error: emailError })}
          {...register('email')}
        />
      </FormField>
      <FormField id={`${prefix}-password`} label="Password" error={passwordError}>
        <Input
          type="password"
          autoComplete={autoCompletePassword}
          {...fieldControlProps(`${prefix}-password`, { error: passwordError })}
          {...register('password')}
        />
      </FormField>
    </>
  );
}

// The screen's error toasts have fixed ids, so a successful sign-in can close them: a failure
// from before must not follow the user onto the dashboard.
const signInFailedToast = 'auth-sign-in-failed';
const signUpFailedToast = 'auth-sign-up-failed';

/** Signs in and, on success, closes the error toasts of earlier attempts. */
async function signInAndClearErrors(email: string, password: string): Promise<void> {
  await signIn(email, password);
  toast.dismiss(signInFailedToast);
  toast.dismiss(signUpFailedToast);
}

function SignInForm({
  onUnconfirmed,
  onNewPassword,
  onMfaCode,
}: {
  onUnconfirmed: (credentials: Credentials) => void;
  onNewPassword: (email: string, challenge: NewPasswordRequiredError) => void;
  onMfaCode: (email: string, challenge: MfaCodeRequiredError) => void;
}) {
  const form = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = form.handleSubmit(async (credentials) => {
    try {
      await signInAndClearErrors(credentials.email, credentials.password);
    } catch (error) {
      if (error instanceof NewPasswordRequiredError) {
        onNewPassword(credentials.email, error);
        return;
      }
      if (error instanceof MfaCodeRequiredError) {
        onMfaCode(credentials.email, error);
        return;
      }
      if (isUnconfirmedError(error)) {
        toast.info('Please confirm your e-mail address', {
          description: 'Enter the confirmation code we sent you.',
        });
        onUnconfirmed(credentials);
        return;
      }
      toast.error('Sign in failed', {
        id: signInFailedToast,
        description: authErrorMessage(error, signInFallback),
      });
    }
  });
  return (
    <form onSubmit={submit} className="grid gap-4 pt-2" noValidate aria-label="Sign In">
      <CredentialFields prefix="sign-in" form={form} autoCompletePassword="current-password" />
      <Button type="submit" variant="brand" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function SignUpForm({
  onNeedsConfirmation,
}: {
  onNeedsConfirmation: (credentials: Credentials) => void;
}) {
  const form = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = form.handleSubmit(async (credentials) => {
    // The pool's policy, checked before the request: the same words as the pool's refusal.
    const weak = passwordPolicyProblem(credentials.password);
    if (weak) {
      toast.error('Sign up failed', { description: weak });
      return;
    }
    try {
      const { confirmed } = await signUp(credentials.email, credentials.password);
      if (confirmed) {
        await signInAndClearErrors(credentials.email, credentials.password);
        return;
      }
      toast.success('Check your e-mail', {
        description: `We sent a confirmation code to ${credentials.email}.`,
      });
      onNeedsConfirmation(credentials);
    } catch (error) {
      toast.error('Sign up failed', {
        id: signUpFailedToast,
        description: authErrorMessage(error, signUpFallback),
      });
    }
  });
  return (
    <form onSubmit={submit} className="grid gap-4 pt-2" noValidate aria-label="Sign Up">
      <CredentialFields prefix="sign-up" form={form} autoCompletePassword="new-password" />
      <p className="text-sm text-muted-foreground">{passwordPolicyHint}</p>
      <Button type="submit" variant="brand" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing up...' : 'Sign Up'}
      </Button>
    </form>
  );
}

function ConfirmStep({ credentials, onBack }: { credentials: Credentials; onBack: () => void }) {
  const form = useForm<Confirmation>({
    resolver: zodResolver(confirmationSchema),
    defaultValues: { code: '' },
  });
  const codeError = form.formState.errors.code?.message;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await confirmSignUp(credentials.email, code);
    } catch (error) {
      toast.error('Sign up failed', {
        id: signUpFailedToast,
        description: authErrorMessage(error, signUpFallback),
      });
      return;
    }
    try {
      await signInAndClearErrors(credentials.email, credentials.password);
    } catch (error) {
      toast.error('Sign in failed', {
        id: signInFailedToast,
        description: authErrorMessage(error, signInFallback),
      });
      onBack();
    }
  });
  const resend = async () => {
    try {
      await resendConfirmationCode(credentials.email);
      toast.success('Code sent', {
        description: `A new code is on its way to ${credentials.email}.`,
      });
    } catch (error) {
      toast.error('Sign up failed', {
        id: signUpFailedToast,
        description: authErrorMessage(error, signUpFallback),
      });
    }
  };
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-labelledby="confirm-heading">
      <div className="grid gap-1">
        <h2 id="confirm-heading" className="text-lg font-semibold">
          Confirm your e-mail
        </h2>
        <p className="text-sm text-muted-foreground">
          Enter the confirmation code sent to <strong>{credentials.email}</strong>. Your account
          works once it is confirmed.
        </p>
      </div>
      <FormField id="confirm-code" label="Confirmation code" error={codeError}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          {...fieldControlProps('confirm-code', { error: codeError })}
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" variant="brand" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Confirming...' : 'Confirm'}
      </Button>
      <div className="flex justify-between gap-2">
        <Button type="button" variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button type="button" variant="link" onClick={() => void resend()}>
          Resend code
        </Button>
      </div>
    </form>
  );
}

/** The screen of a signed-in account that is not on the allow-list. */
export function NotAuthorisedNotice({
  email,
  message,
  onSignOut,
}: {
  email: string;
  message: string;
  onSignOut: () => void;
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Admin Portal</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Alert variant="destructive">
            <AlertTitle>Not authorised</AlertTitle>
            <AlertDescription>
              <p>
                Signed in as <strong>{email}</strong>.
              </p>
              <p>{message}</p>
            </AlertDescription>
          </Alert>
          <Button type="button" onClick={onSignOut}>
            Sign Out
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
