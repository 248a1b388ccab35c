/**
 * The one shape of an SQS worker (Powertools' batch processor, ReportBatchItemFailures): each
 * record's body is parsed with the queue's message schema and handled on its own; a record whose
 * handling throws is reported in `batchItemFailures`, so SQS redelivers it alone (and moves it to
 * the dead-letter queue after its receives), while the others are deleted. A body that is not
 * such a message can never succeed, so it is logged and dropped instead (queue-message.ts).
 *
 * A batch whose every record failed answers all of them as failures rather than throwing: the
 * event source treats both alike, and the sandbox's queue alarms only on a worker that throws.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import { logger } from './logger';
import { parseQueueMessage } from './queue-message';

/** What a worker on one queue does with each of its messages. */
export interface SqsWorker<Schema extends z.ZodType, Deps> {
  /** The queue's message schema. */
  schema: Schema;
  /** Names the message kind in the log line of a dropped message, e.g. 'render'. */
  kind: string;
  /** The worker's dependencies, made once per invocation and shared by its records. */
  deps: (context: Context | undefined) => Deps | Promise<Deps>;
  /** Handles one valid message; throwing reports its record failed. */
  handle: (deps: Deps, message: z.infer<Schema>, record: SQSRecord) => Promise<void>;
}

/** The Lambda handler of an SQS event source that reports batch item failures. */
export function sqsBatchHandler<Schema extends z.ZodType, Deps>(
  worker: SqsWorker<Schema, Deps>,
): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  return async (event, context) => {
    // One processor per invocation: the sandbox runs several invocations at once in one process.
    const processor = new BatchProcessor(EventType.SQS);
    const deps = await worker.deps(context);
    return processPartialResponse(
      event,
      async (record: SQSRecord) => {
        const message = parseQueueMessage(record, worker.schema, worker.kind);
        if (message !== undefined) await worker.handle(deps, message, record);
      },
      processor,
      { context, throwOnFullBatchFailure: false },
    );
  };
}

/** What a worker that handles its batch as a whole does with the batch's messages. */
export interface SqsWholeBatchWorker<Schema extends z.ZodType, Deps> {
  /** The queue's message schema. */
  schema: Schema;
  /** Names the message kind in the log line of a dropped message, e.g. 'analytics'. */
  kind: string;
  /** The worker's dependencies, made once per invocation. */
  deps: (context: Context | undefined) => Deps | Promise<Deps>;
  /**
   * Handles the batch's valid messages (in the batch's order) together; resolves to those that
   * failed (each is redelivered), as the very objects it was given: they are told apart by identity,
   * so a copy would not be reported. Throwing fails them all.
   */
  handleBatch: (deps: Deps, messages: z.infer<Schema>[]) => Promise<z.infer<Schema>[]>;
}

/**
 * The Lambda handler of an SQS event source (ReportBatchItemFailures) whose worker gains from
 * seeing the whole batch at once, e.g. to write what its messages share once. Malformed bodies are
 * dropped as in {@link sqsBatchHandler}; failed messages are reported per record.
 */
export function sqsWholeBatchHandler<Schema extends z.ZodType, Deps>(
  worker: SqsWholeBatchWorker<Schema, Deps>,
): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  return async (event, context) => {
    const valid: { record: SQSRecord; message: z.infer<Schema> }[] = [];
    for (const record of event.Records) {
      const message = parseQueueMessage(record, worker.schema, worker.kind);
      if (message !== undefined) valid.push({ record, message });
    }
    let failed: Set<unknown>;
    try {
      const deps = await worker.deps(context);
      failed = new Set(
        await worker.handleBatch(
          deps,
          valid.map(({ message }) => message),
        ),
      );
    } catch (error) {
      logger.error(`Failed a ${worker.kind} batch`, { error: error as Error });
      failed = new Set(valid.map(({ message }) => message));
    }
    return {
      batchItemFailures: valid
        .filter(({ message }) => failed.has(message))
        .map(({ record }) => ({ itemIdentifier: record.messageId })),
    };
  };
}
