/**
 * The weekly digest (Settings, administrators): on or off (off until turned on), and the weekday
 * and hour, in UTC, at which the week's articles are mailed to every confirmed subscriber. Says
 * what the last run did, a week with no article included (nothing is sent then).
 */
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import {
  digestSettingsInputSchema,
  digestWeekdays,
  type DigestRun,
  type DigestSettings,
  type DigestSettingsInput,
} from '@shared/schemas/newsletter-digest';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';
import { Spinner } from '~/components/ui/spinner';
import { Switch } from '~/components/ui/switch';
import { ApiError, errorMessage, useErrorToast } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { useDigestSettings, useSaveDigestSettings } from '../api/digest-settings';

/** The form's values: the hour as its option's text, read back as the number the API takes. */
const digestFormSchema = digestSettingsInputSchema.extend({
  hour: z.string().transform(Number).pipe(digestSettingsInputSchema.shape.hour),
});

type DigestFormValues = z.input<typeof digestFormSchema>;

const formValues = (settings: DigestSettings): DigestFormValues => ({
  enabled: settings.enabled,
  weekday: settings.weekday,
  hour: String(settings.hour),
});

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00 UTC`;

export function DigestSettingsForm() {
  const settings = useDigestSettings();
  useErrorToast('Error fetching data', settings.error);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Weekly digest</CardTitle>
        <CardDescription>
          Once a week, the articles published in the seven days before are e-mailed to every
          confirmed subscriber. A week with none sends nothing.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner label="Loading the digest settings" className="py-4" />
        ) : settings.data ? (
          <DigestForm saved={settings.data} />
        ) : (
          <p className="text-muted-foreground">The digest settings could not be loaded.</p>
        )}
      </CardContent>
    </Card>
  );
}

function LastRun({ run }: { run: DigestRun | undefined }) {
  if (!run) return <p className="text-sm text-muted-foreground">No digest has run yet.</p>;
  return (
    <p className="text-sm text-muted-foreground" data-testid="digest-last-run">
      Last digest, week of {run.week}:{' '}
      {run.send_id
        ? `${run.articles} ${run.articles === 1 ? 'article' : 'articles'}, sent (see Newsletters).`
        : 'no article was published, so nothing was sent.'}
    </p>
  );
}

function DigestForm({ saved }: { saved: DigestSettings }) {
  const save = useSaveDigestSettings();
  const form = useForm<DigestFormValues, unknown, DigestSettingsInput>({
    resolver: zodResolver(digestFormSchema),
    defaultValues: formValues(saved),
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      form.reset(formValues(await save.mutateAsync(input)));
      toast.success(input.enabled ? 'Weekly digest on' : 'Weekly digest off');
    } catch (error) {
      toast.error('Could not save the digest settings', { description: errorMessage(error) });
      if (error instanceof ApiError && error.fields) {
        (['enabled', 'weekday', 'hour'] as const)
          .filter((field) => error.fields?.[field])
          .forEach((field) =>
            form.setError(field, { type: 'server', message: error.fields?.[field] }),
          );
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Weekly digest">
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <Label htmlFor="digest-enabled">Send the weekly digest</Label>
          <p id="digest-enabled-help" className="text-sm text-muted-foreground">
            Off by default.
          </p>
        </div>
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              id="digest-enabled"
              aria-describedby="digest-enabled-help"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="digest-weekday" label="Weekday (UTC)" error={errors.weekday?.message}>
          <Controller
            control={form.control}
            name="weekday"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  className="w-full"
                  {...fieldControlProps('digest-weekday', { error: errors.weekday?.message })}
                  onBlur={field.onBlur}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {digestWeekdays.map((day) => (
                    <SelectItem key={day} value={day}>
                      {capitalised(day)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="digest-hour" label="Hour (UTC)" error={errors.hour?.message}>
          <Controller
            control={form.control}
            name="hour"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  className="w-full"
                  {...fieldControlProps('digest-hour', { error: errors.hour?.message })}
                  onBlur={field.onBlur}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {hours.map((hour) => (
                    <SelectItem key={hour} value={String(hour)}>
                      {hourLabel(hour)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <LastRun run={saved.last_run} />
      <div>
        <Button type="submit" disabled={!isDirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save digest settings'}
        </Button>
      </div>
    </form>
  );
}
