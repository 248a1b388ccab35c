/**
 * The first sign-in of an invited account: it signed in with the temporary password
 * from its invitation, and Cognito asks for a password of its own (NEW_PASSWORD_REQUIRED). The
 * pool's policy is checked before the request, in the pool's own words.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { passwordPolicyHint, passwordPolicyProblem } from '@shared/rules/password-policy';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { authErrorMessage, type NewPasswordRequiredError } from '~/lib/auth-session';

const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, { error: 'Password is required' })
      .superRefine((value, context) => {
        const problem = passwordPolicyProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
    confirm: z.string(),
  })
  .refine((value) => value.password === value.confirm, {
    error: 'The passwords do not match',
    path: ['confirm'],
  });

type NewPassword = z.infer<typeof newPasswordSchema>;

export function NewPasswordStep({
  email,
  challenge,
  onBack,
}: {
  email: string;
  challenge: NewPasswordRequiredError;
  onBack: () => void;
}) {
  const form = useForm<NewPassword>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await challenge.complete(password);
    } catch (error) {
      toast.error('Could not set the password', {
        description: authErrorMessage(error, 'An error occurred while setting the password'),
      });
    }
  });
  return (
    <form
      onSubmit={submit}
      className="grid gap-4"
      noValidate
      aria-labelledby="new-password-heading"
    >
      <div className="grid gap-1">
        <h2 id="new-password-heading" className="text-lg font-semibold">
          Choose your password
        </h2>
        <p className="text-sm text-muted-foreground">
          <strong>{email}</strong> signed in with a temporary password. Choose your own to finish.
        </p>
      </div>
      <FormField id="new-password" label="New password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldControlProps('new-password', { error: errors.password?.message })}
          {...form.register('password')}
        />
      </FormField>
      <FormField id="new-password-confirm" label="Repeat password" error={errors.confirm?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldControlProps('new-password-confirm', { error: errors.confirm?.message })}
          {...form.register('confirm')}
        />
      </FormField>
      <p className="text-sm text-muted-foreground">{passwordPolicyHint}</p>
      <Button type="submit" variant="brand" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Set password and sign in'}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
