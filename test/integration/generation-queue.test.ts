/**
 * AI batch generation end to end through the sandbox: the jobs API, the local SQS queue (batch
 * size, concurrency cap, partial failures, redelivery, dead-letter queue) and the real worker,
 * with a fake content model substituted in-process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationItemMessages } from '@shared/content/generation-messages';
import type { GenerationJobReadResponse, GenerationMessage } from '@shared/schemas/generation';
import { ContentModelError } from '@functions/domain/generation/content-model';
import {
  createOfflineContentModel,
  offlineDraftMarker,
} from '@functions/adapters/content-model/offline';
import { sendGenerationMessages } from '@functions/adapters/generation-queue';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { redirectsRepository } from '@functions/adapters/repositories/redirects-repository';
import { createPage } from '@functions/domain/pages/create-page';
import { pageGenerationQueue } from '@functions/adapters/generation-queue';
import { startGenerationSandbox, waitFor, type GenerationSandbox } from './generation-sandbox';

let env: GenerationSandbox;

beforeAll(async () => {
  env = await startGenerationSandbox();
});

afterAll(async () => {
  await env?.end();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Queues one more copy of a message, as SQS may deliver it again. */
async function sendCopy(message: GenerationMessage) {
  expect(await sendGenerationMessages([message])).toEqual([]);
}

async function startJob(
  entries: { title: string; keyword: string }[],
  extra: Record<string, unknown> = {},
) {
  const answer = await env.api<GenerationJobReadResponse & { jobId: string }>(
    'POST',
    '/api/admin/jobs',
    {
      author_id: env.authorId,
      category_id: env.categoryId,
      entries,
      ...extra,
    },
  );
  expect(answer.status).toBe(201);
  return answer.body.jobId;
}

async function articlesTitled(prefix: string) {
  return (await articleRepository.listAll()).filter((article) => article.title.startsWith(prefix));
}

describe('the jobs API', () => {
  it('refuses a batch without author, category or entries with the spec messages', async () => {
    const answer = await env.api<{ error: { fields: Record<string, string> } }>(
      'POST',
      '/api/admin/jobs',
      {
        author_id: '',
        category_id: '',
        entries: [],
      },
    );

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      author_id: 'Author is required',
      category_id: 'Category is required',
      entries: 'At least one article is required',
    });
  });

  it('names an entry missing its title or keyword, and refuses more than 200 entries', async () => {
    const missing = await env.api<{ error: { fields: Record<string, string> } }>(
      'POST',
      '/api/admin/jobs',
      {
        author_id: env.authorId,
        category_id: env.categoryId,
        entries: [
          { title: '', keyword: 'k' },
          { title: 't', keyword: ' ' },
        ],
      },
    );
    const tooMany = await env.api<{ error: { fields: Record<string, string> } }>(
      'POST',
      '/api/admin/jobs',
      {
        author_id: env.authorId,
        category_id: env.categoryId,
        entries: Array.from({ length: 201 }, () => ({ title: 't', keyword: 'k' })),
      },
    );

    expect(missing.body.error.fields).toEqual({
      'entries.0.title': 'Title is required',
      'entries.1.keyword': 'Keyword is required',
    });
    expect(tooMany.status).toBe(400);
  });

  it('needs an admin token and answers 404 for an unknown job', async () => {
    expect((await env.api('POST', '/api/admin/jobs', { entries: [] }, null)).status).toBe(401);
    expect(
      (await env.api('GET', '/api/admin/jobs/99999999-9999-4999-8999-999999999999')).status,
    ).toBe(404);
  });
});

describe('a batch through the queue', () => {
  it('generates 17 of 20 articles when the model fails 3, and leaves nothing processing', async () => {
    const failing = new Map([
      [
        'Batch A 4',
        () =>
          Promise.reject(
            new ContentModelError('refused', 'AccessDeniedException: no model access'),
          ),
      ],
      ['Batch A 10', () => Promise.resolve(undefined as never)],
      ['Batch A 16', () => Promise.resolve({ introduction: 'only this' } as never)],
    ]);
    for (const [title, behaviour] of failing) env.behaviours.set(title, behaviour);
    const entries = Array.from({ length: 20 }, (_, i) => ({
      title: `Batch A ${i + 1}`,
      keyword: `growth topic ${i + 1}`,
    }));

    const jobId = await startJob(entries, { lands_in: 'published' });
    const done = await env.waitForJob(jobId);

    expect(done.job.counts).toEqual({ pending: 0, processing: 0, complete: 17, failed: 3 });
    expect(done.progress).toBe(1);
    expect(
      done.items
        .filter((item) => item.status === 'failed')
        .map((item) => [item.title, item.message]),
    ).toEqual([
      ['Batch A 4', 'Failed to generate article content'],
      ['Batch A 10', 'No data received from AI'],
      ['Batch A 16', 'Failed to generate article content'],
    ]);
    expect(done.items.find((item) => item.title === 'Batch A 4')?.error_detail).toBe(
      'AccessDeniedException: no model access',
    );
    const articles = await articlesTitled('Batch A ');
    expect(articles).toHaveLength(17);
    expect(new Set(articles.map((article) => article.slug)).size).toBe(17);
    expect(articles.every((article) => article.is_published && article.image_url === '')).toBe(
      true,
    );
    const complete = done.items.filter((item) => item.status === 'complete');
    expect(complete.map((item) => item.article_id).sort()).toEqual(
      articles.map((article) => article.id).sort(),
    );
  });

  it('writes one article when the same message is delivered twice', async () => {
    env.behaviours.set('Twice delivered', async (request) => {
      await sleep(300);
      return (await import('@functions/adapters/content-model/offline'))
        .createOfflineContentModel()
        .generateArticle(request);
    });

    const jobId = await startJob([{ title: 'Twice delivered', keyword: 'duplicate delivery' }]);
    // A second copy of the same message while the first is being worked on.
    await sendCopy({ kind: 'article', jobId, index: 0 });
    const done = await env.waitForJob(jobId);
    await env.sandbox.queue.idle();
    // And a third copy once the item is complete.
    await sendCopy({ kind: 'article', jobId, index: 0 });
    await env.sandbox.queue.idle();

    expect(done.items[0]).toMatchObject({ status: 'complete', attempts: 1 });
    expect(await articlesTitled('Twice delivered')).toHaveLength(1);
    expect(env.calls.get('Twice delivered')).toBe(1);
  });

  it('redelivers an item whose worker died mid-item and completes it once', async () => {
    env.behaviours.set('Crash once', async (request, call) => {
      if (call === 1) throw new Error('worker crashed while generating');
      return (await import('@functions/adapters/content-model/offline'))
        .createOfflineContentModel()
        .generateArticle(request);
    });

    const jobId = await startJob([{ title: 'Crash once', keyword: 'resilience' }]);
    const done = await env.waitForJob(jobId);

    expect(done.items[0]).toMatchObject({ status: 'complete', attempts: 2 });
    expect(env.calls.get('Crash once')).toBe(2);
    expect(await articlesTitled('Crash once')).toHaveLength(1);
  });

  it('fails an item whose message reaches the dead-letter queue', async () => {
    env.behaviours.set('Always busy', () =>
      Promise.reject(
        new ContentModelError('unavailable', 'ThrottlingException: Too many requests'),
      ),
    );

    const jobId = await startJob([{ title: 'Always busy', keyword: 'throttling' }]);
    const done = await env.waitForJob(jobId);

    expect(env.calls.get('Always busy')).toBe(5);
    expect(done.items[0]).toMatchObject({
      status: 'failed',
      message: generationItemMessages.generateFailed,
    });
    expect(done.items[0]?.error_detail).toMatch(/ThrottlingException: Too many requests/);
    await waitFor(async () =>
      env.sandbox.queue.deadLetters('generation').length === 0 ? true : undefined,
    );
    // The alarms the stage would have raised, printed by the sandbox (no topic to notify).
    const alarms = env.logs.filter((line) => line.startsWith('[alarm]'));
    expect(alarms.some((line) => line.includes('dead-letter arrivals: generation'))).toBe(true);
  });

  it('retries the failed items of a batch', async () => {
    let broken = true;
    env.behaviours.set('Retry me', async (request) => {
      if (broken) throw new ContentModelError('invalid-output', 'The answer was cut off');
      return (await import('@functions/adapters/content-model/offline'))
        .createOfflineContentModel()
        .generateArticle(request);
    });
    const jobId = await startJob([{ title: 'Retry me', keyword: 'second chance' }]);
    expect((await env.waitForJob(jobId)).items[0]?.status).toBe('failed');
    broken = false;

    const retry = await env.api<GenerationJobReadResponse>(
      'POST',
      `/api/admin/jobs/${jobId}/retry`,
      {},
    );
    const done = await env.waitForJob(jobId);

    expect(retry.status).toBe(200);
    expect(done.items[0]).toMatchObject({ status: 'complete', error_detail: null });
    expect(await articlesTitled('Retry me')).toHaveLength(1);
  });

  it('keeps only links to real pages of the site when links are asked for', async () => {
    const [published] = await articlesTitled('Batch A ');
    env.behaviours.set('Linked article', async (request) => {
      const article = await createOfflineContentModel().generateArticle(request);
      const links = `Read [this](/insights/${published!.slug}), [contact us](/contact), [a ghost](/insights/no-such-article) and [elsewhere](https://example.com).`;
      return { ...article, conclusion: `${article.conclusion}\n\n${links}` };
    });

    const jobId = await startJob([{ title: 'Linked article', keyword: 'internal links' }], {
      includeLinks: true,
    });
    const done = await env.waitForJob(jobId);

    const saved = await articleRepository.get(done.items[0]!.article_id!);
    expect(saved?.conclusion).toContain(
      `Read [this](/insights/${published!.slug}), [contact us](/contact), a ghost and elsewhere.`,
    );
  });

  it('lists recent jobs newest first', async () => {
    const answer = await env.api<{ items: { id: string; total: number }[] }>(
      'GET',
      '/api/admin/jobs',
    );

    expect(answer.status).toBe(200);
    expect(answer.body.items.length).toBeGreaterThan(0);
    expect(answer.body.items[0]?.total).toBe(1);
  });
});

describe('a programmatic page through the queue', () => {
  it('fills a new page with generated content as a draft', async () => {
    const pages = pageRepository;
    const page = await createPage(
      {
        pages,
        queue: pageGenerationQueue,
        redirects: redirectsRepository,
        newId: () => crypto.randomUUID(),
        now: () => new Date(),
      },
      {
        keyword: 'revenue operations',
        industry: 'SaaS',
        pain_point: 'Siloed sales and marketing data',
        intent_level: 'commercial',
        cta_type: 'consultation',
        slug: undefined,
        lands_in: 'draft',
      },
    );

    const filled = await waitFor(async () => {
      const current = await pages.get(page.id);
      return current?.title ? current : undefined;
    });

    expect(filled.status).toBe('draft');
    expect(filled.intro_paragraph.startsWith(offlineDraftMarker)).toBe(true);
    expect(filled.faqs.length).toBeGreaterThanOrEqual(4);
    // Created (1), its generation request claimed (2), filled (3).
    expect(filled.version).toBe(3);
    expect(filled.generation).toMatchObject({ state: 'done', error: null });
  });

  /** A page made through the pages domain, generated once, and its stored record. */
  async function generatedPage(keyword: string) {
    const pages = pageRepository;
    const page = await createPage(
      {
        pages,
        queue: pageGenerationQueue,
        redirects: redirectsRepository,
        newId: () => crypto.randomUUID(),
        now: () => new Date(),
      },
      {
        keyword,
        industry: 'SaaS',
        pain_point: 'Siloed sales and marketing data',
        intent_level: 'commercial',
        cta_type: 'consultation',
        slug: undefined,
        lands_in: 'draft',
      },
    );
    const filled = await waitFor(async () => {
      const current = await pages.get(page.id);
      return current?.title ? current : undefined;
    });
    await env.sandbox.queue.idle();
    return { pages, page: filled };
  }

  it('generates a page once for three copies of one regeneration message', async () => {
    const keyword = 'duplicate page delivery';
    const { page } = await generatedPage(keyword);
    env.pageBehaviours.set(keyword, async (request) => {
      await sleep(300);
      return createOfflineContentModel().generatePage(request);
    });
    const message = { kind: 'page', pageId: page.id, requestId: crypto.randomUUID() } as const;

    for (let copy = 0; copy < 3; copy += 1) await sendCopy(message);
    await env.sandbox.queue.idle();
    // And a fourth copy once the request is done.
    await sendCopy(message);
    await env.sandbox.queue.idle();

    // One generation at creation, one for the request.
    expect(env.pageCalls.get(keyword)).toBe(2);
  });

  it('leaves a live page published, with its content, when its regeneration fails', async () => {
    const keyword = 'live page regeneration';
    const { pages, page } = await generatedPage(keyword);
    const published = await env.api('PATCH', `/api/admin/pages/${page.id}/publish`, {
      is_published: true,
    });
    expect(published.status).toBe(200);
    env.pageBehaviours.set(keyword, () =>
      Promise.reject(new ContentModelError('refused', 'AccessDeniedException: no model access')),
    );

    const regenerate = await env.api('POST', `/api/admin/pages/${page.id}/regenerate`);
    await waitFor(async () => ((env.pageCalls.get(keyword) ?? 0) >= 2 ? true : undefined));
    await env.sandbox.queue.idle();

    const stored = await pages.get(page.id);
    const visitor = await env.api<{ status: string; h1: string }>(
      'GET',
      `/api/pages/${page.slug}`,
      undefined,
      null,
    );
    expect(regenerate.status).toBe(202);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ status: 'published', h1: page.h1 });
    expect(stored).toMatchObject({ status: 'published', title: page.title, error_message: null });
    expect(stored?.generation?.error).toContain('AccessDeniedException: no model access');
  });
});
