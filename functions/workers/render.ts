/**
 * Consumer of the render queue (render on publish, DESIGN.md section 8): each message names a
 * content change, and the render domain brings the rendered pages and the edge store up to date.
 * A record that throws is reported failed (ReportBatchItemFailures) and redelivered, then moves
 * to the dead-letter queue; the previous pages stay live meanwhile. A malformed message can never
 * succeed, so it is logged and dropped.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { renderJobSchema } from '@shared/schemas/render-job';
import { publishSite, type PublishDeps } from '@functions/domain/render/publish-site';
import { logger } from '@functions/lib/logger';
import { parseQueueMessage } from '@functions/lib/queue-message';
import { renderDeps } from '@functions/wiring/render';

async function handleRecord(deps: PublishDeps, record: SQSRecord): Promise<void> {
  const job = parseQueueMessage(record, renderJobSchema, 'render');
  if (!job) return;
  const outcome = await publishSite(deps, job);
  logger.info('Render job handled', { messageId: record.messageId, job, ...outcome });
}

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  const deps = await renderDeps();
  return processPartialResponse(
    event,
    (record: SQSRecord) => handleRecord(deps, record),
    processor,
    {
      context,
      throwOnFullBatchFailure: false,
    },
  );
}
