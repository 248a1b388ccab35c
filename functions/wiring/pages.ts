/**
 * The pages domain's wiring: the repository, the generation queue, the publication events, ids and the
 * clock, for the admin handlers; the public read gets the repository alone (no queue client).
 */
import { activityRepository } from '@functions/adapters/repositories/activity-repository';
import { randomUUID } from 'node:crypto';
import { pageGenerationQueue } from '@functions/adapters/generation-queue';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { pendingRedirectSources } from '@functions/adapters/repositories/listings-table';
import { redirectsRepository } from '@functions/adapters/repositories/redirects-repository';
import type { PageStore } from '@functions/domain/pages/page-store';
import { logger } from '@functions/lib/logger';
import { indexedPageStore } from '@functions/domain/quality/indexed-stores';
import { publicationEvents } from './publication-listeners';
import { contentIndex, quality } from './quality';

/** The pages, each write kept in the content index (the quality gate's). */
export const pageStore: PageStore = indexedPageStore(pageRepository, contentIndex);

/** The managed redirects, which no page may take the path of. */
export const pageRedirects = redirectsRepository;

/** The manual redirects' sources, as a read the admin page list's batch carries. */
export const manualRedirectSources = pendingRedirectSources;

/** Dependencies of every pages domain call, built once per function instance. */
export const pageDeps = {
  pages: pageStore,
  queue: pageGenerationQueue,
  publication: publicationEvents,
  redirects: pageRedirects,
  newId: () => randomUUID(),
  now: () => new Date(),
  log: (message: string, error: unknown) => logger.error(message, { error: error as Error }),
  activity: activityRepository,
  quality,
};
