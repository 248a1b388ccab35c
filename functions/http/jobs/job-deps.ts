/** What the job handlers give the jobs domain: the repositories, the queue, ids and the clock. */
import { randomUUID } from 'node:crypto';
import { sendGenerationMessages } from '@functions/adapters/generation-queue';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { JobsRepository } from '@functions/adapters/repositories/jobs-repository';
import type { JobDeps } from '@functions/domain/generation/jobs';

/** Dependencies of every jobs domain call, built once per function instance. */
export const jobDeps: JobDeps = {
  jobs: new JobsRepository(),
  queue: {
    async enqueueItems(jobId, indexes) {
      const failed = await sendGenerationMessages(
        indexes.map((index) => ({ kind: 'article', jobId, index })),
      );
      return failed.flatMap((message) => (message.kind === 'article' ? [message.index] : []));
    },
  },
  authorExists: async (id) => (await authorRepository().get(id)) !== undefined,
  categoryExists: async (id) => (await categoryRepository().get(id)) !== undefined,
  newId: () => randomUUID(),
  now: () => new Date(),
};
