/**
 * What every JobStore promises (claims, leases, outcomes), run against the in-memory fake
 * (memory-job-store.test.ts) and the DynamoDB repository
 * (test/integration/repository-contracts.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobStore, StoredJob } from '@functions/domain/generation/job-store';
import { createBatchJob } from '@functions/domain/generation/jobs';
import { authorId, categoryId, nextId } from './fixtures';

const t0 = Date.parse('2025-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(t0 + ms);

/** Starts a batch of `total` pending items on `store` through the jobs domain; its job as stored. */
async function startJob(store: JobStore, total: number, minutes = 0): Promise<StoredJob> {
  const { job } = await createBatchJob(
    {
      jobs: store,
      queue: { enqueueItems: async () => [] },
      authorExists: async () => true,
      categoryExists: async () => true,
      newId: nextId,
      now: () => at(minutes * 60_000),
    },
    {
      author_id: authorId,
      category_id: categoryId,
      entries: Array.from({ length: total }, (_, index) => ({
        title: `Title ${index}`,
        keyword: `keyword ${index}`,
      })),
      lands_in: 'draft',
      includeLinks: false,
    },
  );
  return (await store.getJob(job.id))!;
}

/** Runs the contract against the store `empty` gives before each test. */
export function jobStoreContract(name: string, empty: () => Promise<JobStore>): void {
  describe(`${name} keeps the job store's contract`, () => {
    let store: JobStore;
    let job: StoredJob;

    const claim = (index: number, messageId: string, nowMs: number, token = nextId()) =>
      store.claim(job.id, index, {
        token,
        messageId,
        now: t0 + nowMs,
        leaseUntil: t0 + nowMs + 1000,
      });
    const statusOf = async (index: number) =>
      (await store.getWithItems(job.id))?.items[index]?.status;

    beforeEach(async () => {
      store = await empty();
      job = await startJob(store, 3);
    });

    it('stores a job with its pending items in index order, and lists the most recent jobs first', async () => {
      const later = await startJob(store, 1, 5);

      const found = await store.getWithItems(job.id);

      expect(found?.job).toEqual(job);
      expect(found?.items.map((item) => [item.index, item.status, item.attempts])).toEqual([
        [0, 'pending', 0],
        [1, 'pending', 0],
        [2, 'pending', 0],
      ]);
      expect((await store.listRecent(1)).map((recent) => recent.id)).toEqual([later.id]);
      expect(await store.getWithItems(nextId())).toBeUndefined();
    });

    it('lets one claim hold an item: another message finds it held, the same message takes it again', async () => {
      const first = await claim(0, 'message-a', 0);
      const other = await claim(0, 'message-b', 10);
      const redelivered = await claim(0, 'message-a', 20);

      expect(first).toMatchObject({ claimed: true, item: { status: 'processing', attempts: 1 } });
      expect(other).toEqual({ claimed: false, reason: 'held' });
      expect(redelivered).toMatchObject({ claimed: true, item: { attempts: 2 } });
      expect(await claim(7, 'message-c', 0)).toEqual({ claimed: false, reason: 'missing' });
    });

    it('lets another message take an item over once its lease has expired', async () => {
      await claim(0, 'message-a', 0);

      expect(await claim(0, 'message-b', 5000)).toMatchObject({ claimed: true });
    });

    it('finishes an item only under the lease holding it, and a finished item is never claimed', async () => {
      const token = nextId();
      await claim(0, 'message-a', 0, token);
      const outcome = { status: 'complete', articleId: nextId(), message: 'Done' } as const;

      expect(await store.finish(job.id, 0, nextId(), outcome, at(10))).toBe(false);
      expect(await store.finish(job.id, 0, token, outcome, at(10))).toBe(true);

      expect((await store.getWithItems(job.id))?.items[0]).toMatchObject({
        status: 'complete',
        article_id: outcome.articleId,
        message: 'Done',
      });
      expect(await claim(0, 'message-a', 5000)).toEqual({ claimed: false, reason: 'finished' });
    });

    it('gives an item back to pending with its last error, only under its lease', async () => {
      const token = nextId();
      await claim(1, 'message-a', 0, token);

      expect(await store.release(job.id, 1, nextId(), 'lost', at(10))).toBe(false);
      expect(await store.release(job.id, 1, token, 'Throttled', at(10))).toBe(true);

      expect((await store.getWithItems(job.id))?.items[1]).toMatchObject({
        status: 'pending',
        error_detail: 'Throttled',
      });
    });

    it('fails an item nobody works on, never one a live lease of another message holds', async () => {
      const failure = { message: 'Failed', detail: 'Gave up' };
      await claim(1, 'message-live', 0);
      await claim(2, 'message-dead', 0);

      expect(await store.failUnfinished(job.id, 0, failure, t0, at(10))).toBe(true);
      expect(await store.failUnfinished(job.id, 1, failure, t0, at(10), 'message-dead')).toBe(
        false,
      );
      expect(await store.failUnfinished(job.id, 2, failure, t0, at(10), 'message-dead')).toBe(true);
      expect(await store.failUnfinished(job.id, 1, failure, t0 + 5000, at(10))).toBe(true);

      expect((await store.getWithItems(job.id))?.items.map((item) => item.status)).toEqual([
        'failed',
        'failed',
        'failed',
      ]);
      expect(await store.failUnfinished(job.id, 0, failure, t0 + 5000, at(10))).toBe(false);
    });

    it('puts failed items back to pending, and only those', async () => {
      await store.failUnfinished(job.id, 0, { message: 'Failed', detail: 'x' }, t0, at(10));

      const requeued = await store.requeue(job.id, [0, 1], at(20));

      expect(requeued).toEqual([0]);
      expect(await statusOf(0)).toBe('pending');
      expect((await store.getWithItems(job.id))?.items[0]?.error_detail).toBeNull();
    });
  });
}
