/**
 * Add or edit one manual redirect: From (fixed once saved: it names the redirect), To, and
 * permanent (301) or temporary (302), validated with the shared input schema. The API's refusals
 * land under their field (a loop under To, a taken path under From); when the From path is a
 * live page the API asks first, and this form asks the admin and sends again with
 * `confirmLivePage`.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  redirectInputSchema,
  type Redirect,
  type RedirectFormValues,
  type RedirectInput,
} from '@shared/schemas/redirect';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Button } from '~/components/ui/button';
import { DialogFooter } from '~/components/ui/dialog';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { RadioGroup, RadioGroupItem } from '~/components/ui/radio-group';
import { ApiError, errorMessage, isNotFound } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { useSaveRedirect } from '../api/redirects';
import { redirectStatusLabels } from '../redirect-display';

const statusHints = {
  301: 'The page has moved for good; search engines move its ranking to the new address.',
  302: 'The page will be back; search engines keep the old address.',
} as const;

/** The fields an API refusal can name, each shown under its control. */
const formFields = ['from', 'to', 'status'] as const;

export interface RedirectFormProps {
  /** The redirect being edited; absent when adding. */
  redirect?: Redirect;
  onCancel: () => void;
  /** After a save, and after finding the redirect gone. */
  onDone: () => void;
}

export function RedirectForm({ redirect, onCancel, onDone }: RedirectFormProps) {
  const save = useSaveRedirect();
  const [livePage, setLivePage] = useState<{ input: RedirectInput; message: string } | null>(null);
  const form = useForm<RedirectFormValues, unknown, RedirectInput>({
    resolver: zodResolver(redirectInputSchema),
    defaultValues: {
      from: redirect?.from ?? '',
      to: redirect?.to ?? '',
      status: redirect?.status ?? 301,
    },
  });
  const { errors } = form.formState;
  const editing = redirect !== undefined;
  const failure = editing ? 'Failed to update redirect' : 'Failed to add redirect';

  async function send(input: RedirectInput) {
    try {
      await save.mutateAsync({ id: redirect?.id, input });
      toast.success(editing ? 'Redirect updated' : 'Redirect added');
      onDone();
    } catch (error) {
      const confirmMessage = error instanceof ApiError ? error.fields?.confirmLivePage : undefined;
      if (confirmMessage && !input.confirmLivePage) {
        setLivePage({ input, message: confirmMessage });
        return;
      }
      toast.error(failure, { description: errorMessage(error) });
      if (editing && isNotFound(error)) {
        onDone();
        return;
      }
      if (error instanceof ApiError && error.fields) {
        const named = formFields.filter((field) => error.fields?.[field]);
        named.forEach((field, index) => {
          const message = error.fields?.[field] as string;
          form.setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
        });
      }
    }
  }

  const submit = form.handleSubmit(send);
  const fromHint = editing
    ? 'The path names the redirect; to move it, delete it and add a new one.'
    : 'A path on this site, starting with /, for example /spring-offer.';
  const toHint = 'A path on this site (/contact) or a full address (https://example.com/page).';
  const fromError = errors.from?.message;
  const toError = errors.to?.message;
  const statusError = errors.status?.message;

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-5"
        aria-label={editing ? 'Edit redirect' : 'Add redirect'}
      >
        <FormField id="redirect-from" label="From" error={fromError} hint={fromHint}>
          {editing ? (
            // Not registered: the form keeps the saved path, which PUT must repeat unchanged.
            <Input
              value={redirect.from}
              disabled
              {...fieldControlProps('redirect-from', { error: fromError, hint: fromHint })}
            />
          ) : (
            <Input
              autoComplete="off"
              spellCheck={false}
              {...fieldControlProps('redirect-from', { error: fromError, hint: fromHint })}
              {...form.register('from')}
            />
          )}
        </FormField>

        <FormField id="redirect-to" label="To" error={toError} hint={toHint}>
          <Input
            autoComplete="off"
            spellCheck={false}
            {...fieldControlProps('redirect-to', { error: toError, hint: toHint })}
            {...form.register('to')}
          />
        </FormField>

        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm leading-none font-medium">Type</legend>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                name={field.name}
                value={String(field.value)}
                onValueChange={(value) => field.onChange(value === '302' ? 302 : 301)}
                onBlur={field.onBlur}
                aria-invalid={statusError ? true : undefined}
                aria-describedby={statusError ? 'redirect-status-error' : undefined}
                className="gap-3 sm:grid-cols-2"
              >
                {([301, 302] as const).map((status) => (
                  <div
                    key={status}
                    className="flex gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-brand"
                  >
                    <RadioGroupItem
                      id={`redirect-status-${status}`}
                      value={String(status)}
                      aria-describedby={`redirect-status-${status}-hint`}
                      className="mt-0.5"
                    />
                    <div className="grid gap-1.5">
                      <Label htmlFor={`redirect-status-${status}`} className="cursor-pointer">
                        {redirectStatusLabels[status]}
                      </Label>
                      <p
                        id={`redirect-status-${status}-hint`}
                        className="text-xs text-muted-foreground"
                      >
                        {statusHints[status]}
                      </p>
                    </div>
                  </div>
                ))}
              </RadioGroup>
            )}
          />
          {statusError ? (
            <p
              id="redirect-status-error"
              className="text-sm font-medium text-destructive dark:text-red-400"
            >
              {statusError}
            </p>
          ) : null}
        </fieldset>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="brand" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Save Redirect' : 'Add Redirect'}
          </Button>
        </DialogFooter>
      </form>

      <ConfirmDialog
        item={livePage}
        title="Redirect a live page?"
        description={(held) => held.message}
        confirmLabel="Redirect Anyway"
        onConfirm={(held) => {
          setLivePage(null);
          void send({ ...held.input, confirmLivePage: true });
        }}
        onCancel={() => setLivePage(null)}
      />
    </>
  );
}
