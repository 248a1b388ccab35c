/** An in-memory JobStore with the same conditions as the DynamoDB repository, for domain tests. */
import { generationItemMessages } from '@shared/content/generation-messages';
import type {
  ClaimRequest,
  ClaimResult,
  ItemOutcome,
  JobStore,
  StoredItem,
  StoredJob,
} from '@functions/domain/generation/job-store';

export class MemoryJobStore implements JobStore {
  readonly jobs = new Map<string, StoredJob>();
  readonly items = new Map<string, StoredItem[]>();

  item(jobId: string, index: number): StoredItem {
    const item = this.items.get(jobId)?.[index];
    if (!item) throw new Error(`no item ${jobId}/${index}`);
    return item;
  }

  async create(job: StoredJob, items: StoredItem[]) {
    this.jobs.set(job.id, structuredClone(job));
    this.items.set(job.id, structuredClone(items));
  }

  async getJob(jobId: string) {
    const job = this.jobs.get(jobId);
    return job && structuredClone(job);
  }

  async getWithItems(jobId: string) {
    const job = this.jobs.get(jobId);
    return job && structuredClone({ job, items: this.items.get(jobId) ?? [] });
  }

  async listRecent(limit: number) {
    return [...this.jobs.values()]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, limit);
  }

  async claim(jobId: string, index: number, request: ClaimRequest): Promise<ClaimResult> {
    const item = this.items.get(jobId)?.[index];
    if (!item) return { claimed: false, reason: 'missing' };
    const free =
      item.status === 'pending' ||
      (item.status === 'processing' &&
        ((item.lease_until ?? 0) < request.now || item.lease_message === request.messageId));
    if (!free) {
      return {
        claimed: false,
        reason: item.status === 'processing' || item.status === 'pending' ? 'held' : 'finished',
      };
    }
    Object.assign(item, {
      status: 'processing',
      lease_token: request.token,
      lease_message: request.messageId,
      lease_until: request.leaseUntil,
      attempts: item.attempts + 1,
      message: generationItemMessages.processing,
      updated_at: new Date(request.now).toISOString(),
    });
    return { claimed: true, item: structuredClone(item) };
  }

  async finish(jobId: string, index: number, token: string, outcome: ItemOutcome, now: Date) {
    const item = this.items.get(jobId)?.[index];
    if (!item || item.status !== 'processing' || item.lease_token !== token) return false;
    Object.assign(item, {
      status: outcome.status,
      message: outcome.message,
      article_id: outcome.status === 'complete' ? outcome.articleId : null,
      error_detail: outcome.status === 'failed' ? outcome.detail : null,
      lease_token: null,
      lease_message: null,
      lease_until: null,
      updated_at: now.toISOString(),
    });
    return true;
  }

  async release(jobId: string, index: number, token: string, detail: string, now: Date) {
    const item = this.items.get(jobId)?.[index];
    if (!item || item.status !== 'processing' || item.lease_token !== token) return false;
    Object.assign(item, {
      status: 'pending',
      message: generationItemMessages.queued,
      error_detail: detail,
      lease_token: null,
      lease_message: null,
      lease_until: null,
      updated_at: now.toISOString(),
    });
    return true;
  }

  async failUnfinished(
    jobId: string,
    index: number,
    failure: { message: string; detail: string },
    expiredBefore: number,
    now: Date,
    deadMessageId?: string,
  ) {
    const item = this.items.get(jobId)?.[index];
    if (!item) return false;
    const idle =
      item.status === 'pending' ||
      (item.status === 'processing' &&
        ((item.lease_until ?? 0) < expiredBefore ||
          (deadMessageId !== undefined && item.lease_message === deadMessageId)));
    if (!idle) return false;
    Object.assign(item, {
      status: 'failed',
      message: failure.message,
      error_detail: failure.detail,
      lease_token: null,
      lease_message: null,
      lease_until: null,
      updated_at: now.toISOString(),
    });
    return true;
  }

  async requeue(jobId: string, indexes: readonly number[], now: Date) {
    const done: number[] = [];
    for (const index of indexes) {
      const item = this.items.get(jobId)?.[index];
      if (item?.status !== 'failed') continue;
      Object.assign(item, {
        status: 'pending',
        message: generationItemMessages.queued,
        error_detail: null,
        article_id: null,
        updated_at: now.toISOString(),
      });
      done.push(index);
    }
    return done;
  }
}
