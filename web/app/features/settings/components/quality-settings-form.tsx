/**
 * The quality gate's thresholds (DESIGN §14), for administrators on the Settings screen: the
 * similarity at which an item is held and the fewest distinct words a page and an article need.
 * Checked in the browser by the API's own rules; a refusal the API still gives lands under its
 * field.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  similarityThresholdRange,
  wordFloorRange,
  type QualitySettings,
} from '@shared/schemas/quality';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Spinner } from '~/components/ui/spinner';
import { ApiError, errorMessage, useErrorToast } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { useQualitySettings, useSaveQualitySettings } from '../api/quality-settings';
import {
  qualityFields,
  qualityFormSchema,
  qualityFormValues,
  type QualityFormValues,
} from '../quality-form';

const copy = {
  similarity_threshold: {
    label: 'Similarity threshold',
    hint: `Hold an item at least this similar to another (${similarityThresholdRange.min} to ${similarityThresholdRange.max}).`,
  },
  page_min_unique_words: {
    label: 'Fewest distinct words, pages',
    hint: `Hold a programmatic page with fewer (${wordFloorRange.min} to ${wordFloorRange.max}).`,
  },
  article_min_unique_words: {
    label: 'Fewest distinct words, articles',
    hint: `Hold an article with fewer (${wordFloorRange.min} to ${wordFloorRange.max}).`,
  },
} as const;

export function QualitySettingsForm() {
  const settings = useQualitySettings();
  useErrorToast('Error fetching data', settings.error);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Content quality gate</CardTitle>
        <CardDescription>
          Generated and edited content that crosses these is held in review until an editor
          overrides the hold.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner label="Loading the thresholds" className="py-4" />
        ) : settings.data ? (
          <ThresholdsForm saved={settings.data} />
        ) : (
          <p className="text-muted-foreground">The thresholds could not be loaded.</p>
        )}
      </CardContent>
    </Card>
  );
}

function ThresholdsForm({ saved }: { saved: QualitySettings }) {
  const save = useSaveQualitySettings();
  const form = useForm<QualityFormValues, unknown, QualitySettings>({
    resolver: zodResolver(qualityFormSchema),
    defaultValues: qualityFormValues(saved),
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      // The saved values become the form's baseline (as the API wrote them: "0.80" reads 0.8),
      // so Save is off until the next change.
      form.reset(qualityFormValues(await save.mutateAsync(input)));
      toast.success('Quality thresholds saved');
    } catch (error) {
      toast.error('Could not save the thresholds', { description: errorMessage(error) });
      if (error instanceof ApiError && error.fields) {
        qualityFields
          .filter((field) => error.fields?.[field])
          .forEach((field, index) =>
            form.setError(
              field,
              { type: 'server', message: error.fields?.[field] },
              { shouldFocus: index === 0 },
            ),
          );
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Quality thresholds">
      {qualityFields.map((field) => {
        const id = `quality-${field}`;
        const error = errors[field]?.message;
        const { label, hint } = copy[field];
        return (
          <FormField key={field} id={id} label={label} error={error} hint={hint}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="max-w-40"
              {...fieldControlProps(id, { error, hint })}
              {...form.register(field)}
            />
          </FormField>
        );
      })}
      <div>
        <Button type="submit" disabled={!isDirty || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save thresholds'}
        </Button>
      </div>
    </form>
  );
}
