/**
 * Consumer of the images queue: one message per verified upload; the media
 * domain makes its responsive variants and records them. A record that throws is reported failed
 * (ReportBatchItemFailures) and redelivered, then moves to the dead-letter queue; the page keeps
 * the original meanwhile. A malformed message can never succeed, so it is logged and dropped.
 */
import { imageJobSchema } from '@shared/schemas/media';
import { processImage } from '@functions/domain/media/process-image';
import { logger } from '@functions/lib/logger';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { processImageDeps } from '@functions/wiring/media';

export const handler = sqsBatchHandler({
  schema: imageJobSchema,
  kind: 'image',
  deps: () => processImageDeps,
  async handle(deps, job, record) {
    const outcome = await processImage(deps, job.key, {
      ...(job.name ? { name: job.name } : {}),
      ...(job.uploadedBy ? { uploadedBy: job.uploadedBy } : {}),
    });
    logger.info('Image job handled', { messageId: record.messageId, key: job.key, ...outcome });
  },
});
