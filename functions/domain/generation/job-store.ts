/**
 * The ports of generation jobs: where jobs and their items are kept, and how an item is claimed
 * by a worker. The DynamoDB adapter is functions/adapters/repositories/jobs-repository.ts; unit
 * tests use an in-memory one.
 *
 * An item moves through its states only by conditional writes:
 *
 *   pending ──claim──> processing ──finish──> complete | failed
 *      ^                   │  (lease expired, or the same message back: claim again)
 *      └────release────────┘  (a retryable failure: the queue redelivers the message)
 *   failed ──requeue──> pending            (Retry in the portal)
 *   pending | expired processing ──failUnfinished──> failed   (dead letter, sweep)
 *   processing held by a dead message ──failUnfinished──> failed   (dead letter)
 *
 * A claim holds a lease: a random token plus an expiry. Only the holder of the token may finish
 * or release the item, so a worker that lost its lease can never overwrite a newer outcome.
 */
import type { GenerationItem, GenerationJob } from '@shared/schemas/generation';

/** A job as stored: its counts and status are computed from the items when read. */
export type StoredJob = Omit<GenerationJob, 'counts' | 'status'>;

/** An item as stored: the shared item plus the lease of the worker holding it. */
export interface StoredItem extends GenerationItem {
  /** Token of the claim holding the item; null unless processing. */
  lease_token: string | null;
  /** Queue message id of the claim holding the item. */
  lease_message: string | null;
  /** Epoch ms after which another worker may take the item over. */
  lease_until: number | null;
}

/** A claim on an item by one delivery of its queue message. */
export interface ClaimRequest {
  token: string;
  messageId: string;
  /** Now, in epoch ms. */
  now: number;
  leaseUntil: number;
}

/**
 * Result of a claim: the item now held; or why not: it is finished (complete or failed), held by
 * another live claim, or absent.
 */
export type ClaimResult =
  { claimed: true; item: StoredItem } | { claimed: false; reason: 'finished' | 'held' | 'missing' };

/** How an item ends. */
export type ItemOutcome =
  | { status: 'complete'; articleId: string; message: string }
  | { status: 'failed'; message: string; detail: string };

/** Storage of generation jobs. */
export interface JobStore {
  /** Stores a new job with its items (all pending). */
  create(job: StoredJob, items: StoredItem[]): Promise<void>;
  /** The job, or undefined. */
  getJob(jobId: string): Promise<StoredJob | undefined>;
  /** The job and its items in index order (strongly consistent), or undefined. */
  getWithItems(jobId: string): Promise<{ job: StoredJob; items: StoredItem[] } | undefined>;
  /** Most recent jobs first, at most `limit`. */
  listRecent(limit: number): Promise<StoredJob[]>;
  /**
   * Moves the item to processing under a new lease when it is pending, or processing with an
   * expired lease, or processing under a lease taken by this same message (the queue only
   * redelivers a message whose previous delivery failed or timed out).
   */
  claim(jobId: string, index: number, request: ClaimRequest): Promise<ClaimResult>;
  /** Ends the item held under `token`; false when the lease was lost meanwhile. */
  finish(
    jobId: string,
    index: number,
    token: string,
    outcome: ItemOutcome,
    now: Date,
  ): Promise<boolean>;
  /**
   * Gives the item held under `token` back (pending) after a retryable failure, keeping `detail`
   * as the last error; false when the lease was lost meanwhile.
   */
  release(jobId: string, index: number, token: string, detail: string, now: Date): Promise<boolean>;
  /**
   * Fails the item when nobody works on it any more: pending, or processing with a lease that
   * expired before `expiredBefore` (epoch ms) or that `deadMessageId` holds (that message used up
   * its deliveries: no delivery of it will finish the item). False when it is finished or leased
   * by another message.
   */
  failUnfinished(
    jobId: string,
    index: number,
    failure: { message: string; detail: string },
    expiredBefore: number,
    now: Date,
    deadMessageId?: string,
  ): Promise<boolean>;
  /** Puts failed items back to pending; resolves to the indexes that were failed and now are pending. */
  requeue(jobId: string, indexes: readonly number[], now: Date): Promise<number[]>;
}

/** The generation queue, as jobs see it. */
export interface ArticleItemQueue {
  /** Queues one message per item; resolves to the indexes that could not be queued. */
  enqueueItems(jobId: string, indexes: readonly number[]): Promise<number[]>;
}
