/**
 * The editors' assist wiring: the configured model (offline in the sandbox, Bedrock in AWS), the
 * rate limit counters, the articles and pages (who may edit what), and the images bucket, where
 * the model reads a resized variant of an uploaded image, chosen from the `media` table's record
 * of it (functions/domain/assist/model-image.ts).
 */
import { contentModel } from '@functions/adapters/content-model/factory';
import { mediaReads } from '@functions/adapters/media-objects';
import { mediaRepository } from '@functions/adapters/repositories/media-repository';
import { rateLimitRepository } from '@functions/adapters/repositories/ratelimits-repository';
import type { AssistDeps } from '@functions/domain/assist/assist';
import { modelImageOf } from '@functions/domain/assist/model-image';
import { logger } from '@functions/lib/logger';
import { articleDeps } from './articles';
import { pageStore } from './pages';

/** What the assist routes need. */
export function assistDeps(): AssistDeps {
  return {
    model: contentModel(),
    rateLimits: rateLimitRepository,
    articles: articleDeps,
    pages: pageStore,
    imageOf: (imageUrl) => modelImageOf({ media: mediaRepository, objects: mediaReads }, imageUrl),
    now: () => new Date(),
    onModelFailure: (error) =>
      logger.warn('The assistant gave no usable answer', { error: error as Error }),
  };
}
