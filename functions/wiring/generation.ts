/**
 * The generation domain's wiring, for the job handlers and the generation workers alike.
 *
 * Job handlers: the jobs repository, the queue, the author and category checks, ids and the clock.
 * Workers: the jobs repository, the content model of this process, and the articles and pages
 * domains that save what was generated (so slugs, counters and versions follow their rules, never
 * a shortcut).
 */
import { activityRepository } from '@functions/adapters/repositories/activity-repository';
import { randomUUID } from 'node:crypto';
import { contentModel } from '@functions/adapters/content-model/factory';
import { sendGenerationMessages } from '@functions/adapters/generation-queue';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import {
  DynamoJobRepository,
  jobRepository,
} from '@functions/adapters/repositories/jobs-repository';
import { createArticle, type ArticleDeps } from '@functions/domain/articles/manage-articles';
import type { ContentModel } from '@functions/domain/generation/content-model';
import type { StoredJob } from '@functions/domain/generation/job-store';
import type { JobDeps } from '@functions/domain/generation/jobs';
import type { ProcessDeps } from '@functions/domain/generation/process-item';
import { collectSiteLinks } from '@functions/domain/generation/site-links';
import { pageGenerationRecorder } from '@functions/domain/pages/generation-results';
import { staticSitePaths } from '@shared/content/site-paths';
import { submittedReview } from '@shared/rules/review';
import { generationActor } from '@shared/schemas/revision';
import { logger } from '@functions/lib/logger';
import { articleDeps } from '@functions/wiring/articles';
import { publicationEvents } from '@functions/wiring/publication-listeners';
import { pageStore } from '@functions/wiring/pages';
import { contentIndex, quality, qualitySettings } from '@functions/wiring/quality';
import type { ContentIndex, QualitySettingsStore } from '@functions/domain/quality/content-index';
import { indexedArticleStore } from '@functions/domain/quality/indexed-stores';
import { qualityGate } from '@functions/domain/quality/quality-gate';

/** Jobs repository that reads each job record once: a job never changes after it is written. */
class CachingJobsRepository extends DynamoJobRepository {
  private readonly cache = new Map<string, StoredJob>();

  override async getJob(jobId: string): Promise<StoredJob | undefined> {
    const cached = this.cache.get(jobId);
    if (cached) return cached;
    const job = await super.getJob(jobId);
    if (job) {
      if (this.cache.size >= 100) this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(jobId, job);
    }
    return job;
  }
}

const jobs = new CachingJobsRepository();
const now = () => new Date();

/** Dependencies of every jobs domain call from the job handlers. */
export const jobDeps: JobDeps = {
  jobs: jobRepository,
  queue: {
    async enqueueItems(jobId, indexes) {
      const failed = await sendGenerationMessages(
        indexes.map((index) => ({ kind: 'article', jobId, index })),
      );
      return failed.flatMap((message) => (message.kind === 'article' ? [message.index] : []));
    },
  },
  authorExists: async (id) => (await authorRepository.get(id)) !== undefined,
  categoryExists: async (id) => (await categoryRepository.get(id)) !== undefined,
  newId: () => randomUUID(),
  now,
  activity: activityRepository,
};

/**
 * Reads begun before they are needed, each answered once: the first ask of a key takes the read
 * begun under it, a later ask (a save retried because a name changed) reads again.
 */
class EarlyReads {
  private readonly begun = new Map<string, Promise<unknown>>();

  begin(key: string, read: () => Promise<unknown>): void {
    const answer = read();
    // A read nobody takes (the model failed) must not fail the process as an unhandled rejection.
    answer.catch(() => {});
    this.begun.set(key, answer);
  }

  take<T>(key: string, read: () => Promise<T>): Promise<T> {
    const begun = this.begun.get(key) as Promise<T> | undefined;
    this.begun.delete(key);
    return begun ?? read();
  }
}

/** The stores of an article create that answer from `early`'s reads where one was begun. */
function earlyArticleDeps(early: EarlyReads) {
  const index: ContentIndex = {
    ...contentIndex,
    get: (id) => early.take(`indexed#${id}`, () => contentIndex.get(id)),
  };
  const settings: QualitySettingsStore = {
    ...qualitySettings,
    get: () => early.take('quality-settings', () => qualitySettings.get()),
  };
  return {
    articles: indexedArticleStore(articleRepository, index),
    authors: { get: (id) => early.take(`author#${id}`, () => authorRepository.get(id)) },
    categories: { get: (id) => early.take(`category#${id}`, () => categoryRepository.get(id)) },
    quality: qualityGate({ index, settings, now }),
  } satisfies Partial<ArticleDeps>;
}

/** Extra time a claim holds an item beyond the invocation's own time limit. */
const leaseMarginMs = 30_000;

/** Time limit assumed when the runtime does not say (the sandbox's queue). */
const defaultTimeLimitMs = 120_000;

/**
 * The worker's dependencies for one invocation: a claim's lease lasts as long as this invocation
 * may run plus a margin, so a redelivery after the visibility timeout finds it expired. The
 * model is the configured one unless the caller passes another (a test's, in-process).
 */
export function generationDeps(
  context?: { getRemainingTimeInMillis?: () => number },
  model: ContentModel = contentModel(),
): ProcessDeps {
  const remaining = context?.getRemainingTimeInMillis?.() ?? defaultTimeLimitMs;
  const early = new EarlyReads();
  return {
    jobs,
    model,
    articles: {
      exists: async (id) => (await articleRepository.get(id)) !== undefined,
      prefetch: (id, { author_id, category_id }) => {
        if (author_id) early.begin(`author#${author_id}`, () => authorRepository.get(author_id));
        if (category_id)
          early.begin(`category#${category_id}`, () => categoryRepository.get(category_id));
        early.begin('quality-settings', () => qualitySettings.get());
        early.begin(`indexed#${id}`, () => contentIndex.get(id));
      },
      create: (id, body, review) =>
        createArticle({ ...articleDeps, ...earlyArticleDeps(early), newId: () => id, now }, body, {
          onSlugTaken: 'next-candidate',
          review,
          // What the quality gate holds waits for review, wherever the job asked it to land.
          heldReview: review ?? submittedReview(generationActor, now()),
        }),
    },
    // A generated page that is (or lands) published is announced like any other publish.
    pages: pageGenerationRecorder({
      pages: pageStore,
      now,
      publication: publicationEvents,
      quality,
    }),
    siteLinks: () =>
      collectSiteLinks({
        staticPaths: staticSitePaths,
        publishedSlugs: async (limit) =>
          (await articleRepository.publishedPage({ offset: 0, limit })).map((card) => card.slug),
      }),
    newId: () => randomUUID(),
    now,
    leaseMs: remaining + leaseMarginMs,
    log: (message, details) => logger.info(message, details),
  };
}
