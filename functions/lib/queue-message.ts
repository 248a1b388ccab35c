/**
 * Reads an SQS record's body as one of the project's message schemas. A body that is not JSON or
 * not such a message can never succeed, so it is logged and dropped (undefined) instead of being
 * redelivered until it reaches the dead-letter queue.
 */
import type { SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import { logger } from './logger';

export function parseQueueMessage<Schema extends z.ZodType>(
  record: SQSRecord,
  schema: Schema,
  kind: string,
): z.infer<Schema> | undefined {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    logger.error(`Dropped a malformed ${kind} message`, {
      messageId: record.messageId,
      body: record.body,
    });
    return undefined;
  }
  return parsed.data;
}
