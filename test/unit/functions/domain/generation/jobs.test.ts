/** Starting, reading and listing batches on in-memory storage. */
import { describe, expect, it } from 'vitest';
import { batchSummaryMessage } from '@shared/content/generation-messages';
import { ValidationError } from '@functions/domain/errors';
import {
  createBatchJob,
  listRecentJobs,
  notQueuedDetail,
  readJob,
} from '@functions/domain/generation/jobs';
import { processGenerationMessage } from '@functions/domain/generation/process-item';
import { authorId, categoryId, startBatch, world } from './fixtures';

describe('batch jobs', () => {
  it('stores one pending item per entry and queues one message per item', async () => {
    const w = world();

    const jobId = await startBatch(w, 3, { lands_in: 'published', includeLinks: true });

    const view = await readJob(w.jobDeps, jobId);
    expect(view.job).toMatchObject({
      total: 3,
      lands_in: 'published',
      include_links: true,
      status: 'processing',
      counts: { pending: 3, processing: 0, complete: 0, failed: 0 },
    });
    expect(view.items.map((item) => [item.index, item.status, item.message])).toEqual([
      [0, 'pending', 'Waiting to be generated'],
      [1, 'pending', 'Waiting to be generated'],
      [2, 'pending', 'Waiting to be generated'],
    ]);
    expect(view.progress).toBe(0);
    expect(w.queued).toEqual([0, 1, 2].map((index) => ({ jobId, index })));
  });

  it('refuses an unknown author or category', async () => {
    const w = world();

    const start = createBatchJob(w.jobDeps, {
      author_id: '99999999-9999-4999-8999-999999999999',
      category_id: categoryId,
      entries: [{ title: 't', keyword: 'k' }],
      lands_in: 'draft',
      includeLinks: false,
    });

    await expect(start).rejects.toBeInstanceOf(ValidationError);
    await expect(start).rejects.toMatchObject({ fields: { author_id: 'Author not found' } });
  });

  it('fails the items the queue refused, so the batch still ends', async () => {
    const w = world();
    w.jobDeps.queue = {
      enqueueItems: async (_jobId, indexes) => indexes.filter((index) => index === 1),
    };

    const view = await createBatchJob(w.jobDeps, {
      author_id: authorId,
      category_id: categoryId,
      entries: [
        { title: 'a', keyword: 'a' },
        { title: 'b', keyword: 'b' },
      ],
      lands_in: 'draft',
      includeLinks: false,
    });

    expect(view.items[1]).toMatchObject({
      status: 'failed',
      message: 'Failed to generate article content',
      error_detail: notQueuedDetail,
    });
  });

  it('reports progress as finished over total and completes when every item is finished', async () => {
    const w = world();
    const jobId = await startBatch(w, 4);
    const deps = w.deps();
    for (const index of [0, 1, 2]) {
      await processGenerationMessage(
        deps,
        { kind: 'article', jobId, index },
        { messageId: `m${index}` },
      );
    }

    expect((await readJob(w.jobDeps, jobId)).progress).toBe(0.75);
    await processGenerationMessage(deps, { kind: 'article', jobId, index: 3 }, { messageId: 'm3' });
    const done = await readJob(w.jobDeps, jobId);

    expect(done.progress).toBe(1);
    expect(done.job.status).toBe('complete');
    expect(batchSummaryMessage(done.job.counts.complete, done.job.total)).toBe(
      'Batch processing complete: Successfully generated 4 out of 4 articles.',
    );
  });

  it('lists recent jobs newest first with their counts', async () => {
    const w = world();
    const first = await startBatch(w, 1);
    w.clock.now += 1000;
    const second = await startBatch(w, 2);

    const { items } = await listRecentJobs(w.jobDeps);

    expect(items.map((job) => [job.id, job.counts.pending])).toEqual([
      [second, 2],
      [first, 1],
    ]);
  });
});
