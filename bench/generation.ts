/**
 * Generation throughput against the queue's concurrency cap: a batch of 100 articles through the
 * sandbox's queue and the real worker, with a fake model that takes 1 s per article, once with the
 * cap at 10 and once at 1, after an untimed warm-up batch of 10. The ratio of the wall times shows the cap is what bounds throughput
 * (target: at least 9.5).
 *
 * Runnable alone: `npx tsx bench/generation.ts` prints the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentModel } from '@functions/domain/generation/content-model';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { createAuthor } from '@functions/domain/authors/manage-authors';
import { createCategory } from '@functions/domain/categories/manage-categories';
import { createBatchJob, readJob } from '@functions/domain/generation/jobs';
import { generationDeps, jobDeps } from '@functions/wiring/generation';
import { generationWorker } from '@functions/workers/generation';
import { queues } from '../infra/manifest';
import { start } from '../infra/local/index';

/** Who the activity log says made the bench's author and category. */
const benchActor = { email: 'bench' };

export interface GenerationBenchFigures {
  /** Wall time of the batch with the concurrency cap at 10, in ms. */
  cap10Ms: number;
  /** Wall time of the batch with the concurrency cap at 1, in ms. */
  cap1Ms: number;
  /** cap1Ms / cap10Ms. */
  ratio: number;
}

export interface GenerationBenchOptions {
  /** Articles per batch. Default 100. */
  items?: number;
  /** Latency of the fake model per article, in ms. Default 1000. */
  latencyMs?: number;
}

/** Runs the benchmark in a sandbox of its own and returns the figures. */
export async function benchGeneration(
  options: GenerationBenchOptions = {},
): Promise<GenerationBenchFigures> {
  const items = options.items ?? 100;
  const latencyMs = options.latencyMs ?? 1000;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-generation-'));
  const offline = createOfflineContentModel();
  const slowModel: ContentModel = {
    name: `fake-${latencyMs}ms`,
    async generateArticle(request) {
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      return offline.generateArticle(request);
    },
    generatePage: (request) => offline.generatePage(request),
  };
  const sandbox = await start({
    port: 0,
    dataDir,
    seed: false,
    queueRetryDelayMs: 50,
    handlers: {
      [queues.generation.worker]: generationWorker((context) => generationDeps(context, slowModel)),
    },
  });
  try {
    const author = await createAuthor(
      { authors: authorRepository },
      { name: 'Bench Author', bio: '', avatar_url: '' },
      benchActor,
    );
    const category = await createCategory(
      { categories: categoryRepository },
      { name: 'Strategy' },
      benchActor,
    );

    const runBatch = async (cap: number, count = items): Promise<number> => {
      sandbox.queue.setMaxConcurrency('generation', cap);
      const startedAt = performance.now();
      const job = await createBatchJob(jobDeps, {
        author_id: author.id,
        category_id: category.id,
        entries: Array.from({ length: count }, (_, i) => ({
          title: `Bench cap ${cap} of ${count} article ${i + 1}`,
          keyword: `bench topic ${i + 1}`,
        })),
        lands_in: 'draft',
        includeLinks: false,
      });
      await sandbox.queue.idle(30 * 60_000);
      const elapsed = performance.now() - startedAt;
      const done = await readJob(jobDeps, job.job.id);
      if (done.job.counts.complete !== count) {
        throw new Error(`cap ${cap}: ${done.job.counts.complete} of ${count} articles generated`);
      }
      return Math.round(elapsed);
    };

    // Untimed: the first batch pays for loading the worker's modules and warming the sandbox up,
    // which would be charged to whichever cap ran first.
    await runBatch(10, Math.min(items, 10));
    const cap10Ms = await runBatch(10);
    const cap1Ms = await runBatch(1);
    return { cap10Ms, cap1Ms, ratio: Math.round((cap1Ms / cap10Ms) * 100) / 100 };
  } finally {
    await sandbox.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figures = await benchGeneration();
  console.table({
    'cap 10 (ms)': figures.cap10Ms,
    'cap 1 (ms)': figures.cap1Ms,
    'ratio (target >= 9.5)': figures.ratio,
  });
}
