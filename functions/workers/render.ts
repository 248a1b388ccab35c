/**
 * Consumer of the render queue (render on publish, DESIGN.md section 8): each message names a
 * content change, and the render domain brings the rendered pages and the edge store up to date.
 * A record that throws is reported failed (ReportBatchItemFailures) and redelivered, then moves
 * to the dead-letter queue; the previous pages stay live meanwhile. A malformed message can never
 * succeed, so it is logged and dropped.
 */
import { renderJobSchema } from '@shared/schemas/render-job';
import { publishSite } from '@functions/domain/render/publish-site';
import { logger } from '@functions/lib/logger';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { renderDeps } from '@functions/wiring/render';

export const handler = sqsBatchHandler({
  schema: renderJobSchema,
  kind: 'render',
  deps: () => renderDeps(),
  async handle(deps, job, record) {
    const outcome = await publishSite(deps, job);
    logger.info('Render job handled', { messageId: record.messageId, job, ...outcome });
  },
});
