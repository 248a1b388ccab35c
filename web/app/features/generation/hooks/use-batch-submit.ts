/**
 * Starting a batch from the form: the validated input goes to POST /api/admin/jobs; the new job's
 * id goes to `onStarted`; a refusal puts the API's field messages on the form's fields and says
 * what failed in a toast.
 */
import { toast } from '~/lib/toast';
import { ApiError, errorMessage } from '~/lib/admin-api';
import { useCreateJob } from '../api/create-job';
import type { BatchFormState } from './use-batch-form';

export function useBatchSubmit(form: BatchFormState['form'], onStarted: (jobId: string) => void) {
  const createJob = useCreateJob();
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
  return { submit, starting: createJob.isPending };
}
