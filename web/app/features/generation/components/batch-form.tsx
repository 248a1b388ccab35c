/**
 * The batch generator's form (admin-portal.md sections 2 and 5): the Settings card (author,
 * category, where articles land, internal links) and the Articles card (entries, CSV import,
 * template, Generate). Its state and validation are `useBatchForm`, starting the batch is
 * `useBatchSubmit`; starting hands the job id to the route.
 */
import { useBatchForm } from '../hooks/use-batch-form';
import { useBatchSubmit } from '../hooks/use-batch-submit';
import { BatchEntriesFields } from './batch-entries-fields';
import { BatchSettingsFields } from './batch-settings-fields';

export function BatchForm({ onStarted }: { onStarted: (jobId: string) => void }) {
  const state = useBatchForm();
  const { submit, starting } = useBatchSubmit(state.form, onStarted);
  return (
    <form onSubmit={submit} noValidate aria-label="Batch Article Generator" className="grid gap-6">
      <BatchSettingsFields control={state.form.control} errors={state.form.formState.errors} />
      <BatchEntriesFields {...state} starting={starting} />
    </form>
  );
}
