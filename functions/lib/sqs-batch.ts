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
