/** What the page handlers give the pages domain: the repository, the queue, ids and the clock. */
import { randomUUID } from 'node:crypto';
import { pageGenerationQueue } from '@functions/adapters/generation-queue';
import { renderRequests } from '@functions/adapters/render-queue';
import { PagesRepository } from '@functions/adapters/repositories/pages-repository';
import { logger } from '@functions/lib/logger';

/** Dependencies of every pages domain call, built once per function instance. */
export const pageDeps = {
  pages: new PagesRepository(),
  queue: pageGenerationQueue,
  renders: renderRequests,
  newId: () => randomUUID(),
  now: () => new Date(),
  log: (message: string, error: unknown) => logger.error(message, { error: error as Error }),
};
