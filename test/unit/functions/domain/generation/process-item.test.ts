/**
 * The worker's state machine on in-memory storage: claims are conditional, a redelivered message
 * for a finished item does nothing, a crash gives the item back for redelivery, a lease that ran
 * out may be taken over, the dead-letter handler and the stale sweep end what nobody works on.
 */
import { describe, expect, it } from 'vitest';
import { generationItemMessages } from '@shared/content/generation-messages';
import type { ContentModel } from '@functions/domain/generation/content-model';
import { ContentModelError } from '@functions/domain/generation/content-model';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { ValidationError } from '@functions/domain/errors';
import {
  readJob,
  retryFailedItems,
  staleAfterMs,
  sweepStaleItems,
} from '@functions/domain/generation/jobs';
import { RetryableGenerationError } from '@functions/domain/generation/generation-failure';
import { articleIdFor } from '@functions/domain/generation/process-article-item';
import { processDeadLetter } from '@functions/domain/generation/process-dead-letter';
import { processGenerationMessage } from '@functions/domain/generation/process-item';
import { startBatch, validArticle, world } from './fixtures';

const offline = createOfflineContentModel();

function failingModel(error: unknown, times = Infinity): ContentModel & { calls: number } {
  const model = {
    name: 'failing',
    calls: 0,
    async generateArticle(request: Parameters<ContentModel['generateArticle']>[0]) {
      model.calls += 1;
      if (model.calls <= times) throw error;
      return offline.generateArticle(request);
    },
    generatePage: offline.generatePage,
  };
  return model;
}

describe('processing an article item', () => {
  it('saves the article with the batch settings and records it complete', async () => {
    const w = world();
    const jobId = await startBatch(
      w,
      [{ title: 'Winning Enterprise Deals', keyword: 'enterprise sales' }],
      { lands_in: 'published' },
    );

    const outcome = await processGenerationMessage(
      w.deps(),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm1' },
    );

    expect(outcome).toBe('complete');
    const item = w.jobs.item(jobId, 0);
    expect(item).toMatchObject({
      status: 'complete',
      article_id: articleIdFor(jobId, 0),
      attempts: 1,
      lease_token: null,
    });
    const saved = w.articles.saved.get(item.article_id!)!;
    expect(saved).toMatchObject({
      title: 'Winning Enterprise Deals',
      is_published: true,
      image_url: '',
      // Alt text for an image added later: the title, flagged for a person's review.
      image_alt: 'Winning Enterprise Deals',
      image_alt_review: true,
      slug: '',
    });
    expect(saved.introduction.startsWith('Offline draft:')).toBe(true);
    expect(saved.excerpt.length).toBeGreaterThan(0);
  });

  it('has the saver begin its reads before the model writes', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    const offline = createOfflineContentModel();
    const model: ContentModel = {
      name: 'recording',
      async generateArticle(request) {
        w.articles.calls.push('model');
        return offline.generateArticle(request);
      },
      generatePage: offline.generatePage,
    };

    await processGenerationMessage(
      w.deps(model),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm1' },
    );

    const id = articleIdFor(jobId, 0);
    expect(w.articles.calls).toEqual([`prefetch ${id}`, 'model', `create ${id}`]);
  });

  it('uses the first 150 characters of the introduction plus "..." when there is no meta description', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    const introduction = 'A'.repeat(100) + ' ' + 'B'.repeat(100);
    const model: ContentModel = {
      name: 'fake',
      generateArticle: async () => ({ ...validArticle({ introduction }), metaDescription: ' ' }),
      generatePage: offline.generatePage,
    };

    await processGenerationMessage(
      w.deps(model),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm1' },
    );

    const saved = w.articles.saved.get(articleIdFor(jobId, 0))!;
    expect(saved.excerpt).toBe(`${introduction.slice(0, 150)}...`);
  });

  it('does nothing for a redelivered message of a complete item', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    const deps = w.deps();
    await processGenerationMessage(deps, { kind: 'article', jobId, index: 0 }, { messageId: 'm1' });

    const again = await processGenerationMessage(
      deps,
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm2' },
    );

    expect(again).toBe('skipped-finished');
    expect(w.articles.saved.size).toBe(1);
    expect(w.jobs.item(jobId, 0).attempts).toBe(1);
  });

  it('leaves an item held by another live delivery alone', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    await w.jobs.claim(jobId, 0, {
      token: 't-other',
      messageId: 'other',
      now: w.clock.now,
      leaseUntil: w.clock.now + 60_000,
    });

    const outcome = await processGenerationMessage(
      w.deps(),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm2' },
    );

    expect(outcome).toBe('skipped-held');
    expect(w.articles.saved.size).toBe(0);
  });

  it('takes over an item whose lease ran out', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    await w.jobs.claim(jobId, 0, {
      token: 't-dead',
      messageId: 'dead',
      now: w.clock.now,
      leaseUntil: w.clock.now + 1000,
    });
    w.clock.now += 2000;

    const outcome = await processGenerationMessage(
      w.deps(),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm2' },
    );

    expect(outcome).toBe('complete');
    expect(w.jobs.item(jobId, 0).attempts).toBe(2);
  });

  it('takes over an item leased by an earlier delivery of the same message (that delivery died)', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    await w.jobs.claim(jobId, 0, {
      token: 't-dead',
      messageId: 'm1',
      now: w.clock.now,
      leaseUntil: w.clock.now + 60_000,
    });

    const outcome = await processGenerationMessage(
      w.deps(),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm1' },
    );

    expect(outcome).toBe('complete');
  });

  it('gives the item back and throws on a crash, then completes it once on redelivery', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    const model = failingModel(new TypeError('socket hang up'), 1);
    const message = { kind: 'article', jobId, index: 0 } as const;

    await expect(
      processGenerationMessage(w.deps(model), message, { messageId: 'm1' }),
    ).rejects.toBeInstanceOf(RetryableGenerationError);
    expect(w.jobs.item(jobId, 0)).toMatchObject({
      status: 'pending',
      error_detail: expect.stringContaining('socket hang up'),
    });

    expect(await processGenerationMessage(w.deps(model), message, { messageId: 'm1' })).toBe(
      'complete',
    );
    expect(w.articles.saved.size).toBe(1);
  });

  it('records an article saved by a delivery that died before recording it, without a second article', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    await w.jobs.claim(jobId, 0, {
      token: 't-dead',
      messageId: 'm1',
      now: w.clock.now,
      leaseUntil: w.clock.now + 60_000,
    });
    w.articles.saved.set(articleIdFor(jobId, 0), {} as never);
    const model = failingModel(new Error('must not be called'));

    const outcome = await processGenerationMessage(
      w.deps(model),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm1' },
    );

    expect(outcome).toBe('complete');
    expect(model.calls).toBe(0);
    expect(w.articles.saved.size).toBe(1);
  });

  it('fails the item with the duplicate slug message when no free slug was found', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    w.articles.allSlugsTaken = true;

    await processGenerationMessage(
      w.deps(),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm1' },
    );

    expect(w.jobs.item(jobId, 0)).toMatchObject({
      status: 'failed',
      message: generationItemMessages.duplicateSlug,
    });
  });

  it('fails the item with "Failed to save article to database" when the save is refused', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    const deps = w.deps();
    deps.articles = {
      exists: async () => false,
      create: async () => {
        throw new ValidationError('Some fields are not valid.', { author_id: 'Author not found' });
      },
    };

    await processGenerationMessage(deps, { kind: 'article', jobId, index: 0 }, { messageId: 'm1' });

    expect(w.jobs.item(jobId, 0)).toMatchObject({
      status: 'failed',
      message: generationItemMessages.saveFailed,
      error_detail: expect.stringContaining('Author not found'),
    });
  });

  it('fails with "No data received from AI" when the model returns nothing', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    const model: ContentModel = {
      name: 'empty',
      generateArticle: async () => undefined as never,
      generatePage: offline.generatePage,
    };

    await processGenerationMessage(
      w.deps(model),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm1' },
    );

    expect(w.jobs.item(jobId, 0)).toMatchObject({
      status: 'failed',
      message: 'No data received from AI',
    });
  });

  it('ignores a message for an unknown job', async () => {
    const w = world();

    const outcome = await processGenerationMessage(
      w.deps(),
      { kind: 'article', jobId: '99999999-9999-4999-8999-999999999999', index: 0 },
      { messageId: 'm1' },
    );

    expect(outcome).toBe('skipped-missing');
  });
});

describe('ending items nobody works on', () => {
  it('fails a dead-lettered item with the last error as detail', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    const model = failingModel(
      new ContentModelError('unavailable', 'ThrottlingException: slow down'),
    );
    const message = { kind: 'article', jobId, index: 0 } as const;
    for (let delivery = 1; delivery <= 5; delivery += 1) {
      await expect(
        processGenerationMessage(w.deps(model), message, { messageId: 'm1' }),
      ).rejects.toThrow();
    }

    await processDeadLetter(w.deps(model), message);

    expect(w.jobs.item(jobId, 0)).toMatchObject({
      status: 'failed',
      message: 'Failed to generate article content',
      error_detail: expect.stringContaining('ThrottlingException: slow down'),
    });
  });

  it('does not fail a dead-lettered item that another delivery completed', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    await processGenerationMessage(
      w.deps(),
      { kind: 'article', jobId, index: 0 },
      { messageId: 'm1' },
    );

    await processDeadLetter(w.deps(), { kind: 'article', jobId, index: 0 });

    expect(w.jobs.item(jobId, 0).status).toBe('complete');
  });

  it('the scheduled sweep fails an item processing long after its lease ran out, and only it', async () => {
    const w = world();
    const jobId = await startBatch(w, 2);
    await w.jobs.claim(jobId, 0, {
      token: 't',
      messageId: 'gone',
      now: w.clock.now,
      leaseUntil: w.clock.now + 150_000,
    });
    await w.jobs.claim(jobId, 1, {
      token: 't2',
      messageId: 'live',
      now: w.clock.now,
      leaseUntil: w.clock.now + 150_000 + staleAfterMs * 2,
    });
    w.clock.now += 150_000 + staleAfterMs + 1;

    // Reading the job writes nothing: the sweep is the one place that ends stuck items.
    const before = await readJob(w.jobDeps, jobId);
    await sweepStaleItems(w.jobDeps);
    const view = await readJob(w.jobDeps, jobId);

    expect(before.items.map((item) => item.status)).toEqual(['processing', 'processing']);
    expect(view.items.map((item) => item.status)).toEqual(['failed', 'processing']);
    expect(view.items[0]?.message).toBe('Failed to generate article content');
    expect(view.items[0]?.error_detail).toMatch(/did not finish/);
  });

  it('the scheduled sweep fails stuck items across recent jobs', async () => {
    const w = world();
    const jobId = await startBatch(w, 1);
    await w.jobs.claim(jobId, 0, {
      token: 't',
      messageId: 'gone',
      now: w.clock.now,
      leaseUntil: w.clock.now,
    });
    w.clock.now += staleAfterMs + 1;

    expect(await sweepStaleItems(w.jobDeps)).toBe(1);
    expect(w.jobs.item(jobId, 0).status).toBe('failed');
  });
});

describe('pages', () => {
  function page(id: string) {
    return {
      id,
      keyword: 'pricing strategy',
      industry: 'SaaS',
      pain_point: 'Underpricing and discounting',
      intent_level: 'commercial',
      cta_type: 'consultation',
      slug: 'pricing-strategy',
      status: 'draft' as const,
      title: '',
      meta_description: '',
      h1: '',
      subheadline: '',
      intro_paragraph: '',
      value_bullets: [],
      cta_section: '',
      faqs: [],
      error_message: null,
      created_at: '2025-05-15T10:00:00.000Z',
      updated_at: '2025-05-15T10:00:00.000Z',
      version: 1,
    };
  }
  const pageId = '22222222-2222-4222-8222-222222222222';

  it('fills a page with generated content as a draft', async () => {
    const w = world();
    w.pages.pages.set(pageId, page(pageId));

    expect(
      await processGenerationMessage(w.deps(), { kind: 'page', pageId }, { messageId: 'm1' }),
    ).toBe('page-saved');

    const saved = w.pages.pages.get(pageId)!;
    expect(saved.status).toBe('draft');
    expect(saved.title.length).toBeGreaterThan(0);
    expect(saved.faqs.length).toBeGreaterThanOrEqual(4);
  });

  it('marks the page in error with the message when the model refuses', async () => {
    const w = world();
    w.pages.pages.set(pageId, page(pageId));
    const model: ContentModel = {
      name: 'refusing',
      generateArticle: offline.generateArticle,
      generatePage: async () => {
        throw new ContentModelError('refused', 'AccessDeniedException: no access');
      },
    };

    expect(
      await processGenerationMessage(w.deps(model), { kind: 'page', pageId }, { messageId: 'm1' }),
    ).toBe('page-failed');

    expect(w.pages.pages.get(pageId)).toMatchObject({
      status: 'error',
      error_message: 'Failed to regenerate content: AccessDeniedException: no access',
    });
  });

  it('generates a page once for three copies of one request message', async () => {
    const w = world();
    w.pages.pages.set(pageId, page(pageId));
    let generated = 0;
    const model: ContentModel = {
      ...offline,
      name: 'counting',
      generatePage: async (input) => {
        generated += 1;
        return offline.generatePage(input);
      },
    };
    const message = { kind: 'page', pageId, requestId: 'regenerate-1' } as const;

    const outcomes = await Promise.all(
      ['copy-1', 'copy-2', 'copy-3'].map((messageId) =>
        processGenerationMessage(w.deps(model), message, { messageId }),
      ),
    );
    const redelivered = await processGenerationMessage(w.deps(model), message, {
      messageId: 'copy-1',
    });

    expect(generated).toBe(1);
    expect(outcomes.filter((outcome) => outcome === 'page-saved')).toHaveLength(1);
    expect(redelivered).toBe('skipped-finished');
  });

  it('keeps a live page published with its content when its regeneration fails', async () => {
    const w = world();
    const first = { kind: 'page', pageId, requestId: 'first' } as const;
    w.pages.pages.set(pageId, page(pageId));
    await processGenerationMessage(w.deps(), first, { messageId: 'm1' });
    w.pages.pages.set(pageId, { ...w.pages.pages.get(pageId)!, status: 'published' });
    const live = w.pages.pages.get(pageId)!;
    const model: ContentModel = {
      ...offline,
      name: 'refusing',
      generatePage: async () => {
        throw new ContentModelError('refused', 'AccessDeniedException: no access');
      },
    };

    const outcome = await processGenerationMessage(
      w.deps(model),
      { kind: 'page', pageId, requestId: 'second' },
      { messageId: 'm2' },
    );

    const after = w.pages.pages.get(pageId)!;
    expect(outcome).toBe('page-failed');
    expect(after).toMatchObject({
      status: 'published',
      title: live.title,
      h1: live.h1,
      intro_paragraph: live.intro_paragraph,
      error_message: null,
    });
    expect(after.generation?.error).toBe(
      'Failed to regenerate content: AccessDeniedException: no access',
    );
  });

  it('throws for redelivery when the model is throttled', async () => {
    const w = world();
    w.pages.pages.set(pageId, page(pageId));
    const model: ContentModel = {
      name: 'busy',
      generateArticle: offline.generateArticle,
      generatePage: async () => {
        throw new ContentModelError('unavailable', 'ThrottlingException');
      },
    };

    await expect(
      processGenerationMessage(w.deps(model), { kind: 'page', pageId }, { messageId: 'm1' }),
    ).rejects.toBeInstanceOf(RetryableGenerationError);
    expect(w.pages.pages.get(pageId)?.status).toBe('draft');
  });
});

describe('retry', () => {
  it('queues the failed items again and leaves the others', async () => {
    const w = world();
    const jobId = await startBatch(w, 3);
    const deps = w.deps();
    await processGenerationMessage(deps, { kind: 'article', jobId, index: 0 }, { messageId: 'a' });
    for (const index of [1, 2]) {
      await w.jobs.claim(jobId, index, {
        token: `t${index}`,
        messageId: `m${index}`,
        now: w.clock.now,
        leaseUntil: w.clock.now + 1,
      });
      await w.jobs.finish(
        jobId,
        index,
        `t${index}`,
        { status: 'failed', message: 'x', detail: 'y' },
        new Date(w.clock.now),
      );
    }
    w.queued.length = 0;

    const view = await retryFailedItems(w.jobDeps, jobId, {});

    expect(w.queued).toEqual([
      { jobId, index: 1 },
      { jobId, index: 2 },
    ]);
    expect(view.items.map((item) => item.status)).toEqual(['complete', 'pending', 'pending']);
    expect(view.items[1]?.error_detail).toBeNull();
  });
});
