/** Shared pieces of the generation domain tests: a valid model answer and in-memory dependencies. */
import type { GenerationLanding } from '@shared/schemas/review';
import type { ArticleCreateBody } from '@shared/schemas/article';
import type { GeneratedArticle } from '@shared/schemas/generation';
import type { PageRecord } from '@shared/schemas/page';
import type { ContentModel } from '@functions/domain/generation/content-model';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { ConflictError } from '@functions/domain/errors';
import { createBatchJob, type JobDeps } from '@functions/domain/generation/jobs';
import type { ProcessDeps } from '@functions/domain/generation/process-item';
import {
  pageGenerationRecorder,
  type PageGenerationRecorder,
} from '@functions/domain/pages/generation-results';
import { InMemoryPageStore } from '../pages/in-memory-page-store';
import { MemoryJobStore } from './memory-job-store';

export const authorId = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
export const categoryId = '11111111-2222-4333-8444-555555555555';

/** A model answer that satisfies the schema. */
export function validArticle(overrides: Partial<GeneratedArticle> = {}): GeneratedArticle {
  return {
    introduction: 'Pricing is the fastest lever most firms never pull.',
    keyPoints: [
      'Price on value, not cost.',
      'Test one change at a time.',
      'Review prices quarterly.',
    ],
    sections: [
      { title: 'Why Value Pricing Wins', content: 'Customers pay for outcomes.' },
      { title: 'Running a Pricing Test', content: 'Change one variable and measure conversion.' },
      { title: 'Keeping Prices Current', content: 'Markets move; so should your price list.' },
    ],
    conclusion: 'Start with one product and one test this quarter.',
    metaDescription: 'A practical guide to value-based pricing for growing B2B firms.',
    ...overrides,
  };
}

/** Articles saved by the fake articles domain. */
export class FakeArticles {
  readonly saved = new Map<string, ArticleCreateBody>();
  /** Slugs refused as taken (every candidate when `allSlugsTaken`). */
  allSlugsTaken = false;
  /** The saver's calls in order: `prefetch {id}`, `create {id}`. */
  readonly calls: string[] = [];
  async exists(id: string) {
    return this.saved.has(id);
  }
  prefetch(id: string) {
    this.calls.push(`prefetch ${id}`);
  }
  async create(id: string, body: ArticleCreateBody) {
    this.calls.push(`create ${id}`);
    if (this.allSlugsTaken) {
      throw new ConflictError('The slug "x" is already used by another article.', {
        slug: 'taken',
      });
    }
    if (this.saved.has(id)) throw new Error(`Article id ${id} is already taken`);
    this.saved.set(id, body);
    return { id };
  }
}

/**
 * Pages as the worker sees them: the pages domain's real recorder on an in-memory store with the
 * repository's contract (conditional, versioned updates). `pages` is the stored map.
 */
export type WorldPages = PageGenerationRecorder & { pages: Map<string, PageRecord> };

function worldPages(now: () => Date): WorldPages {
  const store = new InMemoryPageStore();
  return Object.assign(pageGenerationRecorder({ pages: store, now }), { pages: store.items });
}

let counter = 0;
/** A fresh UUID-shaped id each call. */
export function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export interface World {
  jobs: MemoryJobStore;
  articles: FakeArticles;
  pages: WorldPages;
  queued: { jobId: string; index: number }[];
  clock: { now: number };
  jobDeps: JobDeps;
  deps(model?: ContentModel): ProcessDeps;
}

/** In-memory dependencies of jobs and the worker around one clock. */
export function world(): World {
  const jobs = new MemoryJobStore();
  const articles = new FakeArticles();
  const queued: { jobId: string; index: number }[] = [];
  const clock = { now: Date.parse('2025-05-15T10:00:00.000Z') };
  const now = () => new Date(clock.now);
  const pages = worldPages(now);
  const jobDeps: JobDeps = {
    jobs,
    queue: {
      async enqueueItems(jobId, indexes) {
        queued.push(...indexes.map((index) => ({ jobId, index })));
        return [];
      },
    },
    authorExists: async (id) => id === authorId,
    categoryExists: async (id) => id === categoryId,
    newId: nextId,
    now,
  };
  return {
    jobs,
    articles,
    pages,
    queued,
    clock,
    jobDeps,
    deps: (model = createOfflineContentModel()) => ({
      jobs,
      model,
      articles,
      pages,
      siteLinks: async () => ['/', '/contact', '/insights', '/insights/pricing-basics'],
      newId: nextId,
      now,
      leaseMs: 150_000,
      log: () => {},
    }),
  };
}

/** Starts a batch of `count` entries (or the given ones) and returns its id. */
export async function startBatch(
  w: World,
  entries: { title: string; keyword: string }[] | number = 1,
  options: { lands_in?: GenerationLanding; includeLinks?: boolean } = {},
): Promise<string> {
  const list =
    typeof entries === 'number'
      ? Array.from({ length: entries }, (_, i) => ({
          title: `Article ${i + 1}`,
          keyword: `keyword ${i + 1}`,
        }))
      : entries;
  const answer = await createBatchJob(w.jobDeps, {
    author_id: authorId,
    category_id: categoryId,
    entries: list,
    lands_in: options.lands_in ?? 'draft',
    includeLinks: options.includeLinks ?? false,
  });
  return answer.job.id;
}
