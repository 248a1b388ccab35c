/**
 * Generation jobs in DynamoDB (table `jobs`, keys pk/sk). The only code that knows the layout:
 *
 *   pk JOB#<id>  sk JOB         the job
 *   pk JOB#<id>  sk ITEM#0007   item 7 of the job (index zero-padded so items sort in order)
 *   pk JOBS      sk <created_at>#<id>   a copy of each job, so "recent jobs" is one Query
 *
 * A job and all its items share one partition, so reading a job's progress is one Query. Item
 * transitions are conditional UpdateItems on the item alone (see functions/domain/generation/
 * job-store.ts); nothing else is written per transition, so concurrent workers never contend on a
 * shared record.
 */
import {
  dynamoClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import { batchWriteAll, type WriteRequest } from '@functions/adapters/dynamo/batch-write';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import { generationItemMessages } from '@shared/content/generation-messages';
import type {
  ClaimRequest,
  ClaimResult,
  ItemOutcome,
  JobStore,
  StoredItem,
  StoredJob,
} from '@functions/domain/generation/job-store';
import { config } from '@functions/lib/config';

const jobPk = (jobId: string) => `JOB#${jobId}`;
const jobSk = 'JOB';
const itemSk = (index: number) => `ITEM#${String(index).padStart(4, '0')}`;
const recentPk = 'JOBS';

function strip<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
}

/** {@link JobStore} on the jobs table. */
export class DynamoJobRepository implements JobStore {
  private get table() {
    return config().tables.jobs;
  }

  async create(job: StoredJob, items: StoredItem[]): Promise<void> {
    // Items first, the job last: a job is readable only once all its items exist.
    const writes: WriteRequest[] = items.map((item) => ({
      PutRequest: { Item: { pk: jobPk(job.id), sk: itemSk(item.index), ...item } },
    }));
    await batchWriteAll(this.table, writes);
    await batchWriteAll(this.table, [
      { PutRequest: { Item: { pk: jobPk(job.id), sk: jobSk, ...job } } },
      { PutRequest: { Item: { pk: recentPk, sk: `${job.created_at}#${job.id}`, ...job } } },
    ]);
  }

  async getJob(jobId: string): Promise<StoredJob | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: jobPk(jobId), sk: jobSk },
        ConsistentRead: true,
      }),
    );
    return Item ? strip<StoredJob>(Item) : undefined;
  }

  async getWithItems(jobId: string): Promise<{ job: StoredJob; items: StoredItem[] } | undefined> {
    let job: StoredJob | undefined;
    const items: StoredItem[] = [];
    const rows = await queryAll({
      TableName: this.table,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': jobPk(jobId) },
      ConsistentRead: true,
    });
    for (const item of rows.items) {
      if (item.sk === jobSk) job = strip<StoredJob>(item);
      else items.push(strip<StoredItem>(item));
    }
    return job ? { job, items: items.sort((a, b) => a.index - b.index) } : undefined;
  }

  async listRecent(limit: number): Promise<StoredJob[]> {
    const { Items } = await dynamoClient().send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': recentPk },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []).map((item) => strip<StoredJob>(item));
  }

  private async getItem(jobId: string, index: number): Promise<StoredItem | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: jobPk(jobId), sk: itemSk(index) },
        ConsistentRead: true,
      }),
    );
    return Item ? strip<StoredItem>(Item) : undefined;
  }

  async claim(jobId: string, index: number, request: ClaimRequest): Promise<ClaimResult> {
    try {
      const { Attributes } = await dynamoClient().send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: jobPk(jobId), sk: itemSk(index) },
          UpdateExpression:
            'SET #status = :processing, lease_token = :token, lease_message = :message_id, lease_until = :until, attempts = attempts + :one, message = :text, updated_at = :now',
          ConditionExpression:
            'attribute_exists(pk) AND (#status = :pending OR (#status = :processing AND (lease_until < :now_ms OR lease_message = :message_id)))',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':processing': 'processing',
            ':pending': 'pending',
            ':token': request.token,
            ':message_id': request.messageId,
            ':until': request.leaseUntil,
            ':now_ms': request.now,
            ':one': 1,
            ':text': generationItemMessages.processing,
            ':now': new Date(request.now).toISOString(),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return { claimed: true, item: strip<StoredItem>(Attributes ?? {}) };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      const item = await this.getItem(jobId, index);
      if (!item) return { claimed: false, reason: 'missing' };
      const finished = item.status === 'complete' || item.status === 'failed';
      return { claimed: false, reason: finished ? 'finished' : 'held' };
    }
  }

  async finish(
    jobId: string,
    index: number,
    token: string,
    outcome: ItemOutcome,
    now: Date,
  ): Promise<boolean> {
    const values =
      outcome.status === 'complete'
        ? { ':article': outcome.articleId, ':detail': null }
        : { ':article': null, ':detail': outcome.detail };
    return this.conditionalUpdate(jobId, index, {
      UpdateExpression:
        'SET #status = :status, message = :text, article_id = :article, error_detail = :detail, lease_token = :null, lease_message = :null, lease_until = :null, updated_at = :now',
      ConditionExpression: '#status = :processing AND lease_token = :token',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':text': outcome.message,
        ...values,
        ':null': null,
        ':now': now.toISOString(),
        ':processing': 'processing',
        ':token': token,
      },
    });
  }

  async release(
    jobId: string,
    index: number,
    token: string,
    detail: string,
    now: Date,
  ): Promise<boolean> {
    return this.conditionalUpdate(jobId, index, {
      UpdateExpression:
        'SET #status = :pending, message = :text, error_detail = :detail, lease_token = :null, lease_message = :null, lease_until = :null, updated_at = :now',
      ConditionExpression: '#status = :processing AND lease_token = :token',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pending': 'pending',
        ':text': generationItemMessages.queued,
        ':detail': detail,
        ':null': null,
        ':now': now.toISOString(),
        ':processing': 'processing',
        ':token': token,
      },
    });
  }

  async failUnfinished(
    jobId: string,
    index: number,
    failure: { message: string; detail: string },
    expiredBefore: number,
    now: Date,
    deadMessageId?: string,
  ): Promise<boolean> {
    return this.conditionalUpdate(jobId, index, {
      UpdateExpression:
        'SET #status = :failed, message = :text, error_detail = :detail, lease_token = :null, lease_message = :null, lease_until = :null, updated_at = :now',
      ConditionExpression:
        'attribute_exists(pk) AND (#status = :pending OR (#status = :processing AND (lease_until < :expired OR lease_message = :dead)))',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':failed': 'failed',
        ':text': failure.message,
        ':detail': failure.detail,
        ':null': null,
        ':now': now.toISOString(),
        ':pending': 'pending',
        ':processing': 'processing',
        ':expired': expiredBefore,
        // No message id is '': a lease always names its message.
        ':dead': deadMessageId ?? '',
      },
    });
  }

  async requeue(jobId: string, indexes: readonly number[], now: Date): Promise<number[]> {
    const requeued: number[] = [];
    for (const index of indexes) {
      const changed = await this.conditionalUpdate(jobId, index, {
        UpdateExpression:
          'SET #status = :pending, message = :text, error_detail = :null, article_id = :null, updated_at = :now',
        ConditionExpression: '#status = :failed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':failed': 'failed',
          ':text': generationItemMessages.queued,
          ':null': null,
          ':now': now.toISOString(),
        },
      });
      if (changed) requeued.push(index);
    }
    return requeued;
  }

  private async conditionalUpdate(
    jobId: string,
    index: number,
    update: Pick<
      ConstructorParameters<typeof UpdateCommand>[0],
      | 'UpdateExpression'
      | 'ConditionExpression'
      | 'ExpressionAttributeNames'
      | 'ExpressionAttributeValues'
    >,
  ): Promise<boolean> {
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: this.table,
          Key: { pk: jobPk(jobId), sk: itemSk(index) },
          ...update,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }
}

/** The process's job repository, built once at module scope (its SDK client is lazy). */
export const jobRepository = new DynamoJobRepository();
