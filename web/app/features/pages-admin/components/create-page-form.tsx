/**
 * The manual form of the Create New Page tab (admin-portal.md sections 2 and 5): Target Keyword,
 * Industry, Pain Point, Intent Level, CTA Type and URL Slug, each checked with the shared page
 * schema ('Keyword must be at least 2 characters.', the slug rule). 'Create Page' reads
 * 'Creating...' while busy; the API queues the content generation. Leaving the page with unsaved
 * changes asks first.
 */
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '~/lib/toast';
import { slugify } from '@shared/rules/slugify';
import { LandingSelect } from '~/components/review/landing-select';
import {
  pageCreateInputSchema,
  type PageCreateFormValues,
  type PageCreateInput,
} from '@shared/schemas/page';
import { UnsavedChangesGuard } from '~/components/forms/unsaved-changes-guard';
import { Button } from '~/components/ui/button';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';
import { Textarea } from '~/components/ui/textarea';
import { ApiError, errorMessage } from '~/lib/admin-api';
import { useCreatePage } from '../api/pages';

/** Examples of admin-portal.md section 9. */
const intentLevels = ['informational', 'commercial', 'transactional'] as const;
const ctaTypes = ['consultation', 'download', 'contact'] as const;

const emptyForm: PageCreateFormValues = {
  keyword: '',
  industry: '',
  pain_point: '',
  intent_level: '',
  cta_type: '',
  slug: '',
};

type FieldName = keyof PageCreateFormValues;

function ChoiceField({
  form,
  name,
  id,
  label,
  placeholder,
  options,
}: {
  form: ReturnType<typeof useForm<PageCreateFormValues, unknown, PageCreateInput>>;
  name: 'intent_level' | 'cta_type';
  id: string;
  label: string;
  placeholder: string;
  options: readonly string[];
}) {
  const { field } = useController({ control: form.control, name });
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={id} label={label} error={error}>
      <Select value={field.value || undefined} onValueChange={field.onChange}>
        <SelectTrigger
          ref={field.ref}
          className="w-full"
          onBlur={field.onBlur}
          {...fieldControlProps(id, { error })}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option} className="capitalize">
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

export function CreatePageForm({ onCreated }: { onCreated?: () => void }) {
  const create = useCreatePage();
  const form = useForm<PageCreateFormValues, unknown, PageCreateInput>({
    resolver: zodResolver(pageCreateInputSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;
  const keyword = form.watch('keyword');

  const submit = form.handleSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
      toast.success('Page created', { description: 'Content generation has started.' });
      form.reset(emptyForm);
      onCreated?.();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in emptyForm) form.setError(field as FieldName, { type: 'server', message });
        }
      }
      toast.error('Error creating page', { description: errorMessage(error) });
    }
  });

  const text = (
    name: Exclude<FieldName, 'intent_level' | 'cta_type' | 'pain_point'>,
    id: string,
    label: string,
    hint?: string,
    placeholder?: string,
  ) => {
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} error={error} hint={hint}>
        <Input
          placeholder={placeholder}
          {...fieldControlProps(id, { error, hint })}
          {...form.register(name)}
        />
      </FormField>
    );
  };
  const painError = errors.pain_point?.message;
  const busy = isSubmitting || create.isPending;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Create Page">
      <div className="grid gap-5 md:grid-cols-2">
        {text(
          'keyword',
          'page-keyword',
          'Target Keyword',
          undefined,
          'e.g. sales pipeline consulting',
        )}
        {text('industry', 'page-industry', 'Industry', undefined, 'e.g. SaaS')}
      </div>
      <FormField id="page-pain-point" label="Pain Point" error={painError}>
        <Textarea
          rows={4}
          placeholder="What problem does this audience have?"
          {...fieldControlProps('page-pain-point', { error: painError })}
          {...form.register('pain_point')}
        />
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <ChoiceField
          form={form}
          name="intent_level"
          id="page-intent-level"
          label="Intent Level"
          placeholder="Select an intent level"
          options={intentLevels}
        />
        <ChoiceField
          form={form}
          name="cta_type"
          id="page-cta-type"
          label="CTA Type"
          placeholder="Select a CTA type"
          options={ctaTypes}
        />
      </div>
      {text(
        'slug',
        'page-slug',
        'URL Slug',
        'Use hyphens, no spaces. This becomes the URL path after /solutions/. Left empty, it is made from the keyword.',
        slugify(keyword ?? '') || 'e.g. sales-pipeline-consulting-saas',
      )}
      <LandingField form={form} />
      <Button type="submit" variant="brand" disabled={busy} className="justify-self-start">
        {busy ? 'Creating...' : 'Create Page'}
      </Button>
      <UnsavedChangesGuard when={form.formState.isDirty} />
    </form>
  );
}

/** Where the generated page lands (waiting for review unless chosen otherwise). */
function LandingField({
  form,
}: {
  form: ReturnType<typeof useForm<PageCreateFormValues, unknown, PageCreateInput>>;
}) {
  const { field } = useController({ control: form.control, name: 'lands_in' });
  return (
    <LandingSelect
      id="page-lands-in"
      label="Generated page lands in"
      value={field.value}
      onChange={field.onChange}
    />
  );
}
