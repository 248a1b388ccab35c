/**
 * The batch generator's form (admin-portal.md sections 2 and 5): author and category, the article
 * entries (title and keyword each; add, remove, at least one stays), CSV import of title,keyword
 * lines, the template download, where articles land (in review, draft or published), whether they may link to other
 * pages of the site, and Generate. Validated with the shared batch schema, so the messages are the
 * spec's (Author is required, Title is required, ...). Starting hands the job id to the route.
 */
import { useRef } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileDown, Plus, Sparkles, Trash2, Upload } from 'lucide-react';
import { toast } from '~/lib/toast';
import {
  batchCreateInputSchema,
  maxBatchEntries,
  type BatchCreateFormValues,
  type BatchCreateInput,
} from '@shared/schemas/generation';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';
import { defaultGenerationLanding } from '@shared/schemas/review';
import { LandingSelect } from '~/components/review/landing-select';
import { ApiError, errorMessage, useErrorToast } from '~/lib/admin-api';
import { useAuthorsForSelect } from '../api/authors-for-select';
import { useCategoriesForSelect } from '../api/categories-for-select';
import { useCreateJob } from '../api/create-job';
import {
  batchFileErrorToast,
  batchImportSummary,
  downloadBatchTemplate,
  readBatchCsv,
} from '../batch-csv';

const emptyEntry = { title: '', keyword: '' };

export function BatchForm({ onStarted }: { onStarted: (jobId: string) => void }) {
  const authors = useAuthorsForSelect();
  const categories = useCategoriesForSelect();
  useErrorToast('Failed to load data', authors.error ?? categories.error);
  const createJob = useCreateJob();
  const fileInput = useRef<HTMLInputElement>(null);

  const form = useForm<BatchCreateFormValues, unknown, BatchCreateInput>({
    resolver: zodResolver(batchCreateInputSchema),
    defaultValues: {
      author_id: '',
      category_id: '',
      entries: [emptyEntry],
      lands_in: defaultGenerationLanding,
      includeLinks: false,
    },
  });
  const { errors } = form.formState;
  const entries = useFieldArray({ control: form.control, name: 'entries' });

  const importFile = async (file: File) => {
    try {
      const result = readBatchCsv(await file.text());
      if (!result.ok) {
        toast.error(result.error.title, { description: result.error.description });
        return;
      }
      const imported = result.entries;
      // Imported lines replace a list that holds only blank entries, and are added to any other.
      const current = form
        .getValues('entries')
        .filter((entry) => entry.title.trim() || entry.keyword.trim());
      // Nothing is cut at the limit in silence: a list that would grow past it is refused.
      if (current.length + imported.length > maxBatchEntries) {
        toast.error('Too many articles', {
          description: `The list has ${current.length} and the file ${imported.length} articles; a batch holds at most ${maxBatchEntries}. Remove some entries or split the file.`,
        });
        return;
      }
      entries.replace([...current, ...imported]);
      void form.trigger('entries');
      const summary = batchImportSummary(imported.length, file.name, result.skipped);
      if (result.skipped.length > 0) toast.warning('CSV imported', { description: summary });
      else toast.success('CSV imported', { description: summary });
    } catch {
      toast.error(batchFileErrorToast.title, { description: batchFileErrorToast.description });
    }
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      const job = await createJob.mutateAsync(input);
      onStarted(job.jobId);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as 'author_id', { type: 'server', message });
        }
      }
      toast.error('Error generating articles', { description: errorMessage(error) });
    }
  });

  const entriesError = errors.entries?.message ?? errors.entries?.root?.message;

  return (
    <form onSubmit={submit} noValidate aria-label="Batch Article Generator" className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Settings</CardTitle>
          <CardDescription>
            Every article of the batch gets this author and category.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 md:grid-cols-2">
          <FormField id="batch-author" label="Author" error={errors.author_id?.message}>
            <Controller
              control={form.control}
              name="author_id"
              render={({ field }) => (
                <Select
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={authors.isPending}
                >
                  <SelectTrigger
                    className="w-full"
                    {...fieldControlProps('batch-author', { error: errors.author_id?.message })}
                    onBlur={field.onBlur}
                  >
                    <SelectValue
                      placeholder={authors.isPending ? 'Loading authors...' : 'Select an author'}
                    />
                  </SelectTrigger>
                  <SelectContent>
                    {(authors.data?.items ?? []).map((author) => (
                      <SelectItem key={author.id} value={author.id}>
                        {author.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="batch-category" label="Category" error={errors.category_id?.message}>
            <Controller
              control={form.control}
              name="category_id"
              render={({ field }) => (
                <Select
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={categories.isPending}
                >
                  <SelectTrigger
                    className="w-full"
                    {...fieldControlProps('batch-category', { error: errors.category_id?.message })}
                    onBlur={field.onBlur}
                  >
                    <SelectValue
                      placeholder={
                        categories.isPending ? 'Loading categories...' : 'Select a category'
                      }
                    />
                  </SelectTrigger>
                  <SelectContent>
                    {(categories.data?.items ?? []).map((category) => (
                      <SelectItem key={category.id} value={category.id}>
                        {category.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <Controller
            control={form.control}
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
            control={form.control}
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

      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4 p-6">
          <div className="grid gap-1.5">
            <CardTitle as="h2">Articles</CardTitle>
            <CardDescription>
              One title and keyword per article, or import a CSV file of title,keyword lines (at
              most {maxBatchEntries}).
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={downloadBatchTemplate}>
              <FileDown aria-hidden="true" />
              Template
            </Button>
            <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
              <Upload aria-hidden="true" />
              Import CSV
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              tabIndex={-1}
              aria-label="CSV file of title,keyword lines"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </div>
        </div>
        <CardContent className="grid gap-4">
          <ol className="grid gap-4">
            {entries.fields.map((entry, index) => {
              const titleError = errors.entries?.[index]?.title?.message;
              const keywordError = errors.entries?.[index]?.keyword?.message;
              return (
                <li
                  key={entry.id}
                  className="grid gap-3 rounded-md border p-4 md:grid-cols-[auto_1fr_1fr_auto] md:items-start"
                  aria-label={`Article ${index + 1}`}
                >
                  <span className="pt-2 text-sm font-semibold text-muted-foreground md:pt-9">
                    {index + 1}.
                  </span>
                  <FormField id={`entry-${index}-title`} label="Title" error={titleError}>
                    <Input
                      autoComplete="off"
                      placeholder="e.g. How AI Is Reshaping B2B Sales"
                      {...fieldControlProps(`entry-${index}-title`, { error: titleError })}
                      {...form.register(`entries.${index}.title`)}
                    />
                  </FormField>
                  <FormField id={`entry-${index}-keyword`} label="Keyword" error={keywordError}>
                    <Input
                      autoComplete="off"
                      placeholder="e.g. AI sales prospecting"
                      {...fieldControlProps(`entry-${index}-keyword`, { error: keywordError })}
                      {...form.register(`entries.${index}.keyword`)}
                    />
                  </FormField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="md:mt-7"
                    disabled={entries.fields.length <= 1}
                    onClick={() => entries.remove(index)}
                    aria-label={`Remove article ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
          {entriesError ? (
            <p role="alert" className="text-sm font-medium text-destructive dark:text-red-400">
              {entriesError}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => entries.append(emptyEntry)}
              disabled={entries.fields.length >= maxBatchEntries}
            >
              <Plus aria-hidden="true" />
              Add Article
            </Button>
            <Button type="submit" variant="brand" disabled={createJob.isPending}>
              <Sparkles aria-hidden="true" />
              {createJob.isPending
                ? 'Starting...'
                : `Generate ${entries.fields.length} ${entries.fields.length === 1 ? 'Article' : 'Articles'}`}
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
