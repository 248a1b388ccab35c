/**
 * Batch generation jobs (admin-portal.md sections 2, 4 and 7; DESIGN.md section 7 and deviation
 * 3): starting a batch writes the job and one pending item per entry, then queues one message per
 * item; reading a job gives every item's status and the finished share; Retry puts failed items
 * back in the queue. The browser only shows progress: closing it neither stops nor loses a batch.
 *
 * Items nobody works on any more (processing long after their lease ran out) are ended by the
 * scheduled sweep ({@link sweepStaleItems}), in AWS and in the sandbox alike; a read writes nothing.
 */
import {
  activityEntry,
  type ActivityRecorder,
  type Actor,
} from '@functions/domain/activity/activity';
import { generationItemMessages } from '@shared/content/generation-messages';
import { validationFailedMessage } from '@shared/schemas/api';
import {
  generationProgress,
  type BatchCreateInput,
  type GenerationCounts,
  type GenerationItem,
  type GenerationJobReadResponse,
  type GenerationRetryInput,
} from '@shared/schemas/generation';
import { NotFoundError, ValidationError } from '@functions/domain/errors';
import type { ArticleItemQueue, JobStore, StoredItem, StoredJob } from './job-store';

/** How long after its lease ran out an item still `processing` is declared failed. */
export const staleAfterMs = 15 * 60 * 1000;

/** Message of an unknown job id. */
export const jobNotFoundMessage = 'Batch not found';

/** Detail of an item whose message could not be put in the queue. */
export const notQueuedDetail =
  'The item could not be queued for generation (the queue refused it). Use Retry to try again.';

/** Detail of an item that stayed in processing long after its worker's lease ran out. */
export const staleDetail =
  'Generation did not finish: the worker stopped responding and the item was not picked up again.';

/** What jobs need. */
export interface JobDeps {
  jobs: JobStore;
  queue: ArticleItemQueue;
  /** Whether an author / category exists (batches are refused for unknown ones). */
  authorExists: (id: string) => Promise<boolean>;
  categoryExists: (id: string) => Promise<boolean>;
  newId: () => string;
  now: () => Date;
  /** The activity log (a job spans many writes: its entry is recorded once the job is stored). */
  activity?: ActivityRecorder;
}

/** Items per status. */
export function countItems(items: readonly Pick<GenerationItem, 'status'>[]): GenerationCounts {
  const counts: GenerationCounts = { pending: 0, processing: 0, complete: 0, failed: 0 };
  for (const item of items) counts[item.status] += 1;
  return counts;
}

/** An item as the API shows it (no lease). */
function publicItem(item: StoredItem): GenerationItem {
  return {
    index: item.index,
    title: item.title,
    keyword: item.keyword,
    status: item.status,
    message: item.message,
    error_detail: item.error_detail ?? null,
    article_id: item.article_id ?? null,
    ...(item.page_id ? { page_id: item.page_id } : {}),
    updated_at: item.updated_at,
    attempts: item.attempts,
  };
}

/** The read answer of a job: counts and status computed from its items. */
export function jobView(job: StoredJob, items: readonly StoredItem[]): GenerationJobReadResponse {
  const counts = countItems(items);
  const unfinished = counts.pending + counts.processing;
  const updatedAt = items.reduce(
    (latest, item) => (item.updated_at > latest ? item.updated_at : latest),
    job.updated_at,
  );
  return {
    job: {
      ...job,
      counts,
      status: unfinished === 0 ? 'complete' : 'processing',
      updated_at: updatedAt,
    },
    items: items.map(publicItem),
    progress: generationProgress(counts, job.total),
  };
}

/**
 * Starts a batch: stores the job and its items (pending), then queues one message per item. An
 * item whose message could not be queued is failed at once (Retry queues it again). 400 when the
 * author or category does not exist.
 */
export async function createBatchJob(
  deps: JobDeps,
  input: BatchCreateInput,
  actor?: Actor,
): Promise<GenerationJobReadResponse> {
  const [authorFound, categoryFound] = await Promise.all([
    deps.authorExists(input.author_id),
    deps.categoryExists(input.category_id),
  ]);
  if (!authorFound || !categoryFound) {
    throw new ValidationError(validationFailedMessage, {
      ...(authorFound ? {} : { author_id: 'Author not found' }),
      ...(categoryFound ? {} : { category_id: 'Category not found' }),
    });
  }
  const now = deps.now();
  const timestamp = now.toISOString();
  const job: StoredJob = {
    id: deps.newId(),
    kind: 'articles',
    author_id: input.author_id,
    category_id: input.category_id,
    lands_in: input.lands_in,
    include_links: input.includeLinks,
    total: input.entries.length,
    created_at: timestamp,
    updated_at: timestamp,
  };
  const items: StoredItem[] = input.entries.map((entry, index) => ({
    index,
    title: entry.title,
    keyword: entry.keyword,
    status: 'pending',
    message: generationItemMessages.queued,
    error_detail: null,
    article_id: null,
    updated_at: timestamp,
    attempts: 0,
    lease_token: null,
    lease_message: null,
    lease_until: null,
  }));
  await deps.jobs.create(job, items);
  await recordJob(deps, actor, 'created', job.id, input.entries.length);
  await enqueue(
    deps,
    job.id,
    items.map((item) => item.index),
  );
  return readJob(deps, job.id);
}

// Queues the items; those refused by the queue are failed so that the batch still ends.
async function enqueue(deps: JobDeps, jobId: string, indexes: number[]): Promise<void> {
  const notQueued = await deps.queue.enqueueItems(jobId, indexes);
  for (const index of notQueued) {
    await deps.jobs.failUnfinished(
      jobId,
      index,
      { message: generationItemMessages.generateFailed, detail: notQueuedDetail },
      0,
      deps.now(),
    );
  }
}

/** A job with its items and progress; 404 when unknown. A pure read. */
export async function readJob(
  deps: Pick<JobDeps, 'jobs'>,
  jobId: string,
): Promise<GenerationJobReadResponse> {
  const found = await deps.jobs.getWithItems(jobId);
  if (!found) throw new NotFoundError(jobNotFoundMessage);
  return jobView(found.job, found.items);
}

/** Fails the items of a job stuck in processing; resolves to how many it failed. */
export async function failStaleItems(
  deps: Pick<JobDeps, 'jobs' | 'now'>,
  jobId: string,
  items: readonly StoredItem[],
): Promise<number> {
  const now = deps.now();
  const expiredBefore = now.getTime() - staleAfterMs;
  let failed = 0;
  for (const item of items) {
    if (item.status !== 'processing' || (item.lease_until ?? 0) >= expiredBefore) continue;
    const changed = await deps.jobs.failUnfinished(
      jobId,
      item.index,
      { message: generationItemMessages.generateFailed, detail: staleDetail },
      expiredBefore,
      now,
    );
    if (changed) failed += 1;
  }
  return failed;
}

/**
 * Retry: puts the failed items (all, or those of `input.indexes`) back to pending and queues them
 * again. 404 when the job is unknown. Items that are not failed are left alone.
 */
export async function retryFailedItems(
  deps: JobDeps,
  jobId: string,
  input: GenerationRetryInput,
  actor?: Actor,
): Promise<GenerationJobReadResponse> {
  const found = await deps.jobs.getWithItems(jobId);
  if (!found) throw new NotFoundError(jobNotFoundMessage);
  const asked = input.indexes ? new Set(input.indexes) : undefined;
  const failed = found.items
    .filter((item) => item.status === 'failed' && (!asked || asked.has(item.index)))
    .map((item) => item.index);
  const requeued = await deps.jobs.requeue(jobId, failed, deps.now());
  if (requeued.length > 0) {
    await recordJob(deps, actor, 'retried', jobId, requeued.length);
    await enqueue(deps, jobId, requeued);
  }
  return readJob(deps, jobId);
}

/** The activity log's entry of a batch created or retried (`count` articles). */
async function recordJob(
  deps: Pick<JobDeps, 'activity'>,
  actor: Actor | undefined,
  action: 'created' | 'retried',
  jobId: string,
  count: number,
): Promise<void> {
  if (!actor || !deps.activity) return;
  const title = `Batch of ${count} ${count === 1 ? 'article' : 'articles'}`;
  await deps.activity.record(activityEntry(actor, action, { type: 'job', id: jobId, title }));
}

/** The most recent jobs with their counts, newest first (a reopened portal finds its batch). */
export async function listRecentJobs(
  deps: Pick<JobDeps, 'jobs'>,
  limit = 10,
): Promise<{ items: GenerationJobReadResponse['job'][] }> {
  const jobs = await deps.jobs.listRecent(limit);
  const views = await Promise.all(
    jobs.map(async (job) => {
      const found = await deps.jobs.getWithItems(job.id);
      return jobView(found?.job ?? job, found?.items ?? []).job;
    }),
  );
  return { items: views };
}

/**
 * The scheduled sweep: fails items stuck in processing in the most recent jobs that are not
 * finished. Resolves to how many items it failed.
 */
export async function sweepStaleItems(
  deps: Pick<JobDeps, 'jobs' | 'now'>,
  recentJobs = 50,
): Promise<number> {
  let failed = 0;
  for (const job of await deps.jobs.listRecent(recentJobs)) {
    const found = await deps.jobs.getWithItems(job.id);
    if (found) failed += await failStaleItems(deps, job.id, found.items);
  }
  return failed;
}
