/**
 * The images queue (upload -> image worker): one message per verified upload.
 * The same code runs in AWS and in the sandbox, whose local queue answers SendMessage. Asking never
 * fails the upload: pages show the original until variants exist, so a message that cannot be
 * sent is logged and the image simply stays unprocessed.
 */
import { imageJobSchema } from '@shared/schemas/media';
import { sendMessage } from '@functions/adapters/sqs-messages';
import type { ImageJobs } from '@functions/domain/media/image-ports';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';

export const imageJobs: ImageJobs = {
  async requestProcessing(key, details = {}) {
    try {
      await sendMessage(
        config().queues.images,
        JSON.stringify(imageJobSchema.parse({ key, ...details })),
      );
    } catch (error) {
      logger.error('Failed to queue an image job', { key, error: error as Error });
    }
  },
};
