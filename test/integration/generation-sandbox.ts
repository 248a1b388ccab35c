/**
 * What the generation suites share: a sandbox on free ports (temp data dir, no seed, fast queue
 * retries), its admin's ID token, an author and a category made through the content domain, a
 * JSON client for the API, and a content model the test controls (the sandbox runs the
 * generation worker with the wiring's dependencies and this model in their `model` port).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GeneratedArticle, GenerationJobReadResponse } from '@shared/schemas/generation';
import type { GeneratedPageContent } from '@shared/schemas/page';
import type {
  ArticleRequest,
  ContentModel,
  PageRequest,
} from '@functions/domain/generation/content-model';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { generationWorker } from '@functions/workers/generation';
import { generationDeps } from '@functions/wiring/generation';
import { queues } from '../../infra/manifest';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { createAuthor } from '@functions/domain/authors/manage-authors';
import { createCategory } from '@functions/domain/categories/manage-categories';
import { start, type Sandbox, type StartOptions } from '../../infra/local/index';
import { signIn } from './engagement-sandbox';
import { testActor } from '../unit/functions/domain/activity/fixtures';

/** How the fake model answers for one title; absent titles get the offline model's article. */
export type Behaviour = (request: ArticleRequest, call: number) => Promise<GeneratedArticle>;

/** How the fake model answers for one page keyword. */
export type PageBehaviour = (request: PageRequest, call: number) => Promise<GeneratedPageContent>;

export interface GenerationSandbox {
  sandbox: Sandbox;
  token: string;
  authorId: string;
  categoryId: string;
  /** Per-title behaviours of the fake model. */
  behaviours: Map<string, Behaviour>;
  /** Calls of the fake model per title. */
  calls: Map<string, number>;
  /** Per-keyword behaviours of the fake model's pages; absent keywords get the offline page. */
  pageBehaviours: Map<string, PageBehaviour>;
  /** Page generations of the fake model per keyword. */
  pageCalls: Map<string, number>;
  /** What the sandbox printed. */
  logs: string[];
  api<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    token?: string | null,
  ): Promise<{ status: number; body: T }>;
  /** Polls the job until no item is pending or processing. */
  waitForJob(jobId: string, timeoutMs?: number): Promise<GenerationJobReadResponse>;
  end(): Promise<void>;
}

/** Polls `check` until it returns a value (not undefined) or the time runs out. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Options passed through to the sandbox (its clock, for the schedule tests). */
export type GenerationSandboxOptions = Pick<StartOptions, 'now'>;

export async function startGenerationSandbox(
  options: GenerationSandboxOptions = {},
): Promise<GenerationSandbox> {
  const offline = createOfflineContentModel();
  const behaviours = new Map<string, Behaviour>();
  const calls = new Map<string, number>();
  const pageBehaviours = new Map<string, PageBehaviour>();
  const pageCalls = new Map<string, number>();
  const model: ContentModel = {
    name: 'test-fake',
    async generateArticle(request) {
      const call = (calls.get(request.title) ?? 0) + 1;
      calls.set(request.title, call);
      const behaviour = behaviours.get(request.title);
      return behaviour ? behaviour(request, call) : offline.generateArticle(request);
    },
    async generatePage(request) {
      const call = (pageCalls.get(request.keyword) ?? 0) + 1;
      pageCalls.set(request.keyword, call);
      const behaviour = pageBehaviours.get(request.keyword);
      return behaviour ? behaviour(request, call) : offline.generatePage(request);
    },
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'generation-'));
  const logs: string[] = [];
  const sandbox = await start({
    port: 0,
    dataDir,
    seed: false,
    queueRetryDelayMs: 50,
    log: (line) => logs.push(line),
    handlers: {
      [queues.generation.worker]: generationWorker((context) => generationDeps(context, model)),
    },
    ...options,
  });
  const token = await signIn(sandbox, sandbox.admin.email, sandbox.admin.password);

  const author = await createAuthor(
    { authors: authorRepository },
    { name: 'Avery Stone', bio: '', avatar_url: '' },
    testActor,
  );
  const category = await createCategory(
    { categories: categoryRepository },
    { name: 'Strategy' },
    testActor,
  );

  async function api<T>(
    method: string,
    path: string,
    body?: unknown,
    bearer: string | null = token,
  ) {
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  return {
    sandbox,
    token,
    authorId: author.id,
    categoryId: category.id,
    behaviours,
    calls,
    pageBehaviours,
    pageCalls,
    logs,
    api,
    waitForJob: (jobId, timeoutMs = 60_000) =>
      waitFor(async () => {
        const { body } = await api<GenerationJobReadResponse>('GET', `/api/admin/jobs/${jobId}`);
        return body.job?.status === 'complete' ? body : undefined;
      }, timeoutMs),
    async end() {
      await sandbox.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
