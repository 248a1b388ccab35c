/**
 * The batch generator form's state and validation: react-hook-form with the shared batch schema
 * (so the messages are the spec's: Author is required, Title is required, ...), the article
 * entries (at least one stays), and the CSV import that fills them.
 */
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '~/lib/toast';
import {
  batchCreateInputSchema,
  maxBatchEntries,
  type BatchCreateFormValues,
  type BatchCreateInput,
} from '@shared/schemas/generation';
import { defaultGenerationLanding } from '@shared/schemas/review';
import { batchFileErrorToast, batchImportSummary, readBatchCsv } from '../batch-csv';

/** A new, blank entry. */
export const emptyBatchEntry = { title: '', keyword: '' };

export function useBatchForm() {
  const form = useForm<BatchCreateFormValues, unknown, BatchCreateInput>({
    resolver: zodResolver(batchCreateInputSchema),
    defaultValues: {
      author_id: '',
      category_id: '',
      entries: [emptyBatchEntry],
      lands_in: defaultGenerationLanding,
      includeLinks: false,
    },
  });
  const entries = useFieldArray({ control: form.control, name: 'entries' });

  /** Adds the title,keyword lines of a CSV file to the entries, or says why it cannot. */
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

  return { form, entries, importFile };
}

export type BatchFormState = ReturnType<typeof useBatchForm>;
