/**
 * The batch form's Articles card: one title and keyword per article (add, remove, at least one
 * stays), CSV import of title,keyword lines, the template download, and the Generate button,
 * which counts the articles and says when the batch is starting.
 */
import { useRef } from 'react';
import { FileDown, Plus, Sparkles, Trash2, Upload } from 'lucide-react';
import { maxBatchEntries } from '@shared/schemas/generation';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '~/components/ui/card';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { downloadBatchTemplate } from '../batch-csv';
import { emptyBatchEntry, type BatchFormState } from '../hooks/use-batch-form';

export function BatchEntriesFields({
  form,
  entries,
  importFile,
  starting,
}: BatchFormState & { starting: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { errors } = form.formState;
  const entriesError = errors.entries?.message ?? errors.entries?.root?.message;
  const count = entries.fields.length;

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-4 p-6">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Articles</CardTitle>
          <CardDescription>
            One title and keyword per article, or import a CSV file of title,keyword lines (at most{' '}
            {maxBatchEntries}).
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
                  disabled={count <= 1}
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
            onClick={() => entries.append(emptyBatchEntry)}
            disabled={count >= maxBatchEntries}
          >
            <Plus aria-hidden="true" />
            Add Article
          </Button>
          <Button type="submit" variant="brand" disabled={starting}>
            <Sparkles aria-hidden="true" />
            {starting ? 'Starting...' : `Generate ${count} ${count === 1 ? 'Article' : 'Articles'}`}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
