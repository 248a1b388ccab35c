/**
 * One 6-digit code, as phones fill it in (one-time-code, numeric keypad): the sign-in step and the
 * enrolment both ask for it. The caller's check runs on submit; its refusal shows under the field.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { codeErrorMessage } from '../mfa-enrolment';
import { totpCodeSchema, type TotpCode } from '../totp-code-schema';

export function TotpCodeForm({
  id,
  label,
  submitLabel,
  onCode,
  children,
}: {
  id: string;
  label: string;
  submitLabel: string;
  /** Checks the code; a rejection is shown as the field's error. */
  onCode: (code: string) => Promise<unknown>;
  /** Buttons or text after the submit button. */
  children?: ReactNode;
}) {
  const form = useForm<TotpCode>({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code?.message;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (failure) {
      form.setError('code', { message: codeErrorMessage(failure) });
    }
  });
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <FormField id={id} label={label} error={error}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          {...fieldControlProps(id, { error })}
          {...form.register('code')}
        />
      </FormField>
      <Button type="submit" variant="brand" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Checking...' : submitLabel}
      </Button>
      {children}
    </form>
  );
}
