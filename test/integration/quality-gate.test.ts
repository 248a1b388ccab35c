/**
 * The content quality gate against the sandbox (DESIGN §14): a generated near-duplicate page is
 * held in review with the nearest page and its score, publishing it answers 409 without an
 * override and 200 with one (logged), a CSV import row's page is held, and the Settings threshold
 * changes what is held. The model is the offline one, with planted copies for some keywords.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListResponse } from '@shared/schemas/activity';
import type { PageImportResponse } from '@shared/schemas/csv';
import type { GeneratedPageContent, PageRecord } from '@shared/schemas/page';
import type { QualitySettings } from '@shared/schemas/quality';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { startGenerationSandbox, waitFor, type GenerationSandbox } from './generation-sandbox';

let env: GenerationSandbox;
const offline = createOfflineContentModel();

beforeAll(async () => {
  env = await startGenerationSandbox();
});

afterAll(async () => {
  await env?.end();
});

const inputs = (keyword: string, industry = 'Logistics') => ({
  keyword,
  industry,
  pain_point: 'Slow pipeline growth',
  intent_level: 'high',
  cta_type: 'consultation',
});

/** `text` with every `every`-th pair of neighbouring words swapped: a light rewrite. */
function swapWords(text: string, every: number): string {
  const words = text.split(' ');
  for (let i = every; i < words.length; i += every)
    [words[i - 1], words[i]] = [words[i] ?? '', words[i - 1] ?? ''];
  return words.join(' ');
}

/** The offline page of `keyword`, lightly rewritten under a new title and description. */
async function plantCopy(copyKeyword: string, ofKeyword: string, industry = 'Logistics') {
  const original = await offline.generatePage({
    keyword: ofKeyword,
    industry,
    pain_point: 'Slow pipeline growth',
    intent_level: 'high',
    cta_type: 'consultation',
  });
  env.pageBehaviours.set(copyKeyword, async (): Promise<GeneratedPageContent> => ({
    ...original,
    title: `${copyKeyword} guide`,
    meta_description: `All about ${copyKeyword}.`,
    intro_paragraph: swapWords(original.intro_paragraph, 15),
  }));
}

async function generated(id: string): Promise<PageRecord> {
  return waitFor(async () => {
    const { body } = await env.api<PageRecord>('GET', `/api/admin/pages/${id}`);
    return body.generation?.state === 'done' ? body : undefined;
  });
}

async function createPage(body: Record<string, unknown>): Promise<PageRecord> {
  const answer = await env.api<PageRecord>('POST', '/api/admin/pages', body);
  expect(answer.status).toBe(201);
  return generated(answer.body.id);
}

/** The ids the pages list's Held filter answers (its total agreeing). */
async function heldPageIds(): Promise<string[]> {
  const { status, body } = await env.api<{ items: PageRecord[]; total: number }>(
    'GET',
    '/api/admin/pages?status=held',
  );
  expect(status).toBe(200);
  expect(body.total).toBe(body.items.length);
  return body.items.map((item) => item.id);
}

describe('the quality gate on generated pages', () => {
  let original: PageRecord;
  let copy: PageRecord;

  beforeAll(async () => {
    original = await createPage({ ...inputs('Revenue Operations'), lands_in: 'published' });
    await plantCopy('Revenue Ops Copy', 'Revenue Operations');
    copy = await createPage({ ...inputs('Revenue Ops Copy'), lands_in: 'published' });
  });

  it('publishes distinct content where it was asked', () => {
    expect(original.status).toBe('published');
    expect(original.quality).toBeUndefined();
  });

  it('holds a near-duplicate in review with the nearest page and the score, though asked to publish it', () => {
    expect(copy.status).toBe('draft');
    expect(copy.review?.state).toBe('in_review');
    expect(copy.quality).toMatchObject({
      reason: 'similar',
      nearest: { id: original.id, path: `/solutions/${original.slug}`, title: original.title },
    });
    expect(copy.quality?.score).toBeGreaterThanOrEqual(0.8);
  });

  it('answers 409 to publishing it without an override, naming the nearest page and score', async () => {
    const answer = await env.api<{ error: { message: string } }>(
      'PATCH',
      `/api/admin/pages/${copy.id}/publish`,
      { is_published: true },
    );

    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toContain(
      `${copy.quality?.score?.toFixed(2)} similar to /solutions/${original.slug}`,
    );
    expect((await env.api(`GET`, `/api/pages/${copy.slug}`, undefined, null)).status).toBe(404);
  });

  it('refuses an override reason under 10 characters, naming the field', async () => {
    const answer = await env.api<{ fields?: Record<string, string> }>(
      'PATCH',
      `/api/admin/pages/${copy.id}/publish`,
      { is_published: true, override_reason: 'too short' },
    );

    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('override_reason');
  });

  it("lists the held page under the pages list's Held filter, and the distinct one not", async () => {
    expect(await heldPageIds()).toEqual([copy.id]);
    const bad = await env.api<{ error: { fields?: Record<string, string> } }>(
      'GET',
      '/api/admin/pages?status=holding',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['query.status']);
  });

  it('publishes it with an override reason, clears the hold and logs the reason', async () => {
    const reason = 'Regional variant the client asked for';
    const answer = await env.api<PageRecord>('PATCH', `/api/admin/pages/${copy.id}/publish`, {
      is_published: true,
      override_reason: reason,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'published' });
    expect(answer.body.quality).toBeUndefined();
    const log = await env.api<ActivityListResponse>(
      'GET',
      `/api/admin/activity?item_id=${copy.id}`,
    );
    expect(log.body.items[0]).toMatchObject({
      action: 'published',
      detail: `Published despite quality hold: ${copy.quality?.score?.toFixed(2)} similar to /solutions/${original.slug} — ${reason}`,
    });
    expect((await env.api('GET', `/api/pages/${copy.slug}`, undefined, null)).status).toBe(200);
    expect(await heldPageIds()).toEqual([]);
  });
});

describe('the quality gate on a CSV import', () => {
  it('answers each created row with its page, whose generation holds the planted duplicate', async () => {
    const base = await createPage({
      ...inputs('Pricing Strategy', 'Retail'),
      lands_in: 'published',
    });
    await plantCopy('Pricing Copy', 'Pricing Strategy', 'Retail');

    const answer = await env.api<PageImportResponse>('POST', '/api/admin/pages/import', {
      rows: [
        { row: 2, ...inputs('Market Entry', 'Energy') },
        { row: 3, ...inputs('Pricing Copy', 'Retail') },
      ],
      lands_in: 'published',
    });

    expect(answer.status).toBe(200);
    const [fresh, planted] = answer.body.results;
    expect(planted).toMatchObject({ row: 3, status: 'success', page_id: expect.any(String) });
    expect((await generated(fresh!.page_id!)).quality).toBeUndefined();
    expect((await generated(planted!.page_id!)).quality).toMatchObject({
      reason: 'similar',
      nearest: { id: base.id, path: `/solutions/${base.slug}` },
    });
  });
});

describe('the quality settings', () => {
  it('answers the defaults, refuses a value out of range naming it, and holds by the new threshold', async () => {
    const defaults = await env.api<QualitySettings>('GET', '/api/admin/settings/quality');
    expect(defaults.body).toEqual({
      similarity_threshold: 0.8,
      page_min_unique_words: 150,
      article_min_unique_words: 180,
    });

    const bad = await env.api('PUT', '/api/admin/settings/quality', {
      ...defaults.body,
      similarity_threshold: 1.2,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('similarity_threshold');

    const saved = await env.api('PUT', '/api/admin/settings/quality', {
      ...defaults.body,
      similarity_threshold: 0.99,
    });
    expect(saved.status).toBe(200);
    await createPage({ ...inputs('Customer Success'), lands_in: 'published' });
    await plantCopy('Success Copy', 'Customer Success');

    const passed = await createPage({ ...inputs('Success Copy'), lands_in: 'published' });

    expect(passed.status).toBe('published');
    expect(passed.quality).toBeUndefined();
  });
});
