/**
 * The batch form's Settings card: the author and category every article of the batch gets,
 * where the articles land (in review, draft or published) and whether they may link to other
 * pages of the site.
 */
import { Controller, type FieldErrors } from 'react-hook-form';
import type { BatchCreateFormValues } from '@shared/schemas/generation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Label } from '~/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';
import { LandingSelect } from '~/components/review/landing-select';
import { useErrorToast } from '~/lib/admin-api';
import { useAuthorsForSelect } from '../api/authors-for-select';
import { useCategoriesForSelect } from '../api/categories-for-select';
import type { BatchFormState } from '../hooks/use-batch-form';

type BatchControl = BatchFormState['form']['control'];

/** An author or category select, its options loaded by the caller. */
function NamedSelectField({
  control,
  name,
  id,
  label,
  error,
  loading,
  loadingText,
  placeholder,
  options,
}: {
  control: BatchControl;
  name: 'author_id' | 'category_id';
  id: string;
  label: string;
  error: string | undefined;
  loading: boolean;
  loadingText: string;
  placeholder: string;
  options: readonly { id: string; name: string }[];
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value} onValueChange={field.onChange} disabled={loading}>
            <SelectTrigger
              className="w-full"
              {...fieldControlProps(id, { error })}
              onBlur={field.onBlur}
            >
              <SelectValue placeholder={loading ? loadingText : placeholder} />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.id} value={option.id}>
                  {option.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

export function BatchSettingsFields({
  control,
  errors,
}: {
  control: BatchControl;
  errors: FieldErrors<BatchCreateFormValues>;
}) {
  const authors = useAuthorsForSelect();
  const categories = useCategoriesForSelect();
  useErrorToast('Failed to load data', authors.error ?? categories.error);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Settings</CardTitle>
        <CardDescription>Every article of the batch gets this author and category.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 md:grid-cols-2">
        <NamedSelectField
          control={control}
          name="author_id"
          id="batch-author"
          label="Author"
          error={errors.author_id?.message}
          loading={authors.isPending}
          loadingText="Loading authors..."
          placeholder="Select an author"
          options={authors.data?.items ?? []}
        />
        <NamedSelectField
          control={control}
          name="category_id"
          id="batch-category"
          label="Category"
          error={errors.category_id?.message}
          loading={categories.isPending}
          loadingText="Loading categories..."
          placeholder="Select a category"
          options={categories.data?.items ?? []}
        />
        <Controller
          control={control}
          name="lands_in"
          render={({ field }) => (
            <LandingSelect
              id="batch-lands-in"
              label="Generated articles land in"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="includeLinks"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Checkbox
                id="batch-links"
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                aria-describedby="batch-links-hint"
              />
              <div className="grid gap-1">
                <Label htmlFor="batch-links">Include internal links</Label>
                <p id="batch-links-hint" className="text-sm text-muted-foreground">
                  Articles may link to existing pages and published articles of this site.
                </p>
              </div>
            </div>
          )}
        />
      </CardContent>
    </Card>
  );
}
