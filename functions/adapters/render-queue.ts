/**
 * The render queue (DESIGN.md section 1: content change -> render worker). A content write asks
 * for a render after it has happened; asking never fails the write: a message that cannot be sent
 * is logged, and the next whole-site render (every deploy and sandbox start) catches it up.
 */
import { renderJobSchema, type RenderJob } from '@shared/schemas/render-job';
import { sendMessage } from '@functions/adapters/sqs-messages';
import type { RenderRequests } from '@functions/domain/render/render-ports';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';

/** Sends one render job; throws when SQS refuses it. */
export async function sendRenderJob(job: RenderJob): Promise<void> {
  await sendMessage(config().queues.render, JSON.stringify(renderJobSchema.parse(job)));
}

/** The content domains' {@link RenderRequests}. */
export const renderRequests: RenderRequests = {
  async requestRender(job) {
    try {
      await sendRenderJob(job);
    } catch (error) {
      logger.error('Failed to queue a render job', { job, error: error as Error });
    }
  },
};
