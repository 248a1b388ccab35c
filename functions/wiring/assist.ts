/**
 * The editors' assist wiring: the configured model (offline in the sandbox, Bedrock in AWS), the
 * rate limit counters, the articles and pages (who may edit what), and the images bucket, where
 * the model reads a resized variant of an uploaded image (never the original, which keeps the
 * camera's metadata).
 */
import { contentModel } from '@functions/adapters/content-model/factory';
import { mediaObjects } from '@functions/adapters/media-objects';
import { rateLimitRepository } from '@functions/adapters/repositories/ratelimits-repository';
import type { AssistDeps } from '@functions/domain/assist/assist';
import type { ImageInput } from '@functions/domain/generation/content-model';
import { logger } from '@functions/lib/logger';
import { articleDeps } from './articles';
import { pageStore } from './pages';

const uploadAddress =
  /^\/media\/(articles\/[0-9a-f-]{36})(?:\.[a-z0-9]{1,5}|\/w\d+\.[a-z0-9]{1,5})$/;

/** The variants tried, in order: wide enough to see, small enough to send. */
const variants: { file: string; format: ImageInput['format'] }[] = [
  { file: 'w800.webp', format: 'webp' },
  { file: 'w800.jpg', format: 'jpeg' },
  { file: 'w400.webp', format: 'webp' },
  { file: 'w800.png', format: 'png' },
];

async function imageOf(imageUrl: string): Promise<ImageInput | undefined> {
  const upload = uploadAddress.exec(imageUrl.trim());
  if (!upload) return undefined;
  for (const variant of variants) {
    const bytes = await mediaObjects.read(`${upload[1]}/${variant.file}`);
    if (bytes) return { bytes, format: variant.format };
  }
  return undefined;
}

/** What the assist routes need. */
export function assistDeps(): AssistDeps {
  return {
    model: contentModel(),
    rateLimits: rateLimitRepository,
    articles: articleDeps,
    pages: pageStore,
    imageOf,
    now: () => new Date(),
    onModelFailure: (error) =>
      logger.warn('The assistant gave no usable answer', { error: error as Error }),
  };
}
