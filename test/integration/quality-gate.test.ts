/**
 * The content quality gate against the sandbox (DESIGN §14): a generated near-duplicate page is
 * held in review with the nearest page and its score, publishing it answers 409 without an
 * override and 200 with one (logged), a CSV import row's page is held, and the Settings threshold
 * changes what is held. An editor's own article is judged on save and publish (a copy held, a
 * short one not), and a page again on its SEO save and at publish. The model is the offline one,
 * with planted copies for some keywords.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListResponse } from '@shared/schemas/activity';
import type { PageImportResponse } from '@shared/schemas/csv';
import type { ArticleRecord } from '@shared/schemas/article';
import type { GeneratedPageContent, PageRecord } from '@shared/schemas/page';
import { defaultQualitySettings, type QualitySettings } from '@shared/schemas/quality';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { contentIndexRepository } from '@functions/adapters/repositories/content-index-repository';
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

/**
 * Publishes the held `item` with an editor's reason and checks what every override does, for a
 * page as for an article: 200 without the hold, the reason in the activity log beside the hold
 * (score and nearest path), and the item answering the public API. Resolves to the answer.
 */
async function publishDespiteHold<T extends PageRecord | ArticleRecord>(
  kind: 'page' | 'article',
  item: T,
  nearestPath: string,
): Promise<T> {
  const reason = 'Regional variant the client asked for';
  const answer = await env.api<T>('PATCH', `/api/admin/${kind}s/${item.id}/publish`, {
    is_published: true,
    override_reason: reason,
  });

  expect(answer.status).toBe(200);
  expect(answer.body.quality).toBeUndefined();
  const log = await env.api<ActivityListResponse>('GET', `/api/admin/activity?item_id=${item.id}`);
  expect(log.body.items[0]).toMatchObject({
    action: 'published',
    detail: `Published despite quality hold: ${item.quality?.score?.toFixed(2)} similar to ${nearestPath} — ${reason}`,
  });
  const publicPath = kind === 'page' ? `/api/pages/${item.slug}` : `/api/articles/${item.slug}`;
  expect((await env.api('GET', publicPath, undefined, null)).status).toBe(200);
  return answer.body;
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
    const published = await publishDespiteHold('page', copy, `/solutions/${original.slug}`);

    expect(published).toMatchObject({ status: 'published' });
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

/** Puts the default thresholds back (the settings test raises the similarity one). */
async function defaultThresholds() {
  const answer = await env.api('PUT', '/api/admin/settings/quality', defaultQualitySettings);
  expect(answer.status).toBe(200);
}

/** A hand-written body of about 90 distinct words on `topic`. */
function essay(topic: string) {
  return {
    introduction: `Every ${topic} programme starts with a frank look at where margin leaks today, which customers stay loyal when prices move, and what the sales team actually promises in the final week of a quarter.`,
    key_points: ['Measure churn by segment first', 'Tie discounts to commitments'],
    sections: [
      {
        title: 'Where the money goes',
        content: `Finance rarely sees the side letters. Procurement teams negotiate rebates nobody records, so ${topic} reviews should begin with invoices rather than list prices or forecasts drawn from optimistic planning spreadsheets.`,
      },
    ],
    conclusion: `Boards reward leaders who explain ${topic} decisions plainly, publish the rules, and revisit them every season without drama.`,
  };
}

describe('the quality gate on hand-written articles', () => {
  let original: ArticleRecord;
  let copy: ArticleRecord;

  const article = (fields: Record<string, unknown>) =>
    env.api<ArticleRecord & { error?: { message: string } }>('POST', '/api/admin/articles', {
      slug: '',
      image_url: '',
      author_id: env.authorId,
      category_id: env.categoryId,
      ...essay('pricing'),
      ...fields,
    });

  beforeAll(async () => {
    await defaultThresholds();
    const created = await article({
      title: 'Pricing Without Guesswork',
      excerpt: 'How to set prices from evidence.',
      is_published: true,
    });
    expect(created.status).toBe(201);
    original = created.body;
  });

  it("holds an editor's draft copy of a published article on save, naming the nearest and the score", async () => {
    const answer = await article({
      title: 'Evidence Based Pricing',
      excerpt: 'Prices set from what the data says.',
      is_published: false,
    });

    expect(answer.status).toBe(201);
    copy = answer.body;
    expect(copy.is_published).toBe(false);
    expect(copy.quality).toMatchObject({
      reason: 'similar',
      nearest: { id: original.id, path: `/insights/${original.slug}` },
    });
    expect(copy.quality?.score).toBeGreaterThanOrEqual(0.8);
  });

  it('answers 409 to publishing the copy, by its save or the switch, naming the nearest and the score', async () => {
    const expected = `${copy.quality?.score?.toFixed(2)} similar to /insights/${original.slug}`;
    const saved = await env.api<{ error: { message: string } }>(
      'PUT',
      `/api/admin/articles/${copy.id}`,
      { ...copy, is_published: true },
    );
    const switched = await env.api<{ error: { message: string } }>(
      'PATCH',
      `/api/admin/articles/${copy.id}/publish`,
      { is_published: true },
    );

    expect(saved.status).toBe(409);
    expect(saved.body.error.message).toContain(expected);
    expect(switched.status).toBe(409);
    expect(switched.body.error.message).toContain(expected);
    expect((await env.api('GET', `/api/articles/${copy.slug}`, undefined, null)).status).toBe(404);
  });

  it('publishes the copy with an override reason, clears the hold and logs the reason', async () => {
    const published = await publishDespiteHold('article', copy, `/insights/${original.slug}`);

    expect(published.is_published).toBe(true);
  });

  it("holds a draft that takes a published article's title, whatever its words", async () => {
    const answer = await article({
      introduction: 'Warehouses in the north ran short of forklifts twice this winter.',
      key_points: ['Lease before the peak'],
      sections: [{ title: 'Fleet', content: 'Drivers asked for shorter routes and got them.' }],
      conclusion: 'Plan capacity in autumn.',
      title: 'pricing  WITHOUT guesswork',
      slug: 'another-take',
      excerpt: 'A different article altogether.',
      is_published: false,
    });

    expect(answer.status).toBe(201);
    expect(answer.body.quality).toMatchObject({
      reason: 'duplicate_title',
      nearest: { id: original.id },
    });
  });

  it('publishes a short hand-written article: the thin floor is for generated ones', async () => {
    const answer = await article({
      title: 'A Note on Office Hours',
      excerpt: 'We are closed on Friday.',
      introduction: 'The office closes early on Friday.',
      key_points: ['Closed early'],
      sections: [{ title: 'Why', content: 'Maintenance.' }],
      conclusion: 'Thanks.',
      is_published: true,
    });

    expect(answer.status).toBe(201);
    expect(answer.body.is_published).toBe(true);
    expect(answer.body.quality).toBeUndefined();
  });
});

describe('the quality gate on page saves and publishing', () => {
  const seo = {
    meta_title: '',
    meta_description: '',
    social_image: '',
    canonical: '',
    noindex: false,
  };

  it("holds a live page whose SEO save takes another page's title, keeping it live", async () => {
    const first = await createPage({
      ...inputs('Demand Planning', 'Healthcare'),
      lands_in: 'published',
    });
    const second = await createPage({
      ...inputs('Channel Strategy', 'Healthcare'),
      lands_in: 'published',
    });
    expect(second.quality).toBeUndefined();

    const answer = await env.api<PageRecord>('PUT', `/api/admin/pages/${second.id}/seo`, {
      version: second.version,
      seo: { ...seo, meta_title: first.title.toUpperCase() },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'published',
      quality: { reason: 'duplicate_title', nearest: { id: first.id } },
    });
  });

  it('checks a page again on publish though it passed at generation, and keeps the hold it finds', async () => {
    const draft = await createPage({
      ...inputs('Fleet Analytics', 'Transport'),
      lands_in: 'draft',
    });
    expect(draft.quality).toBeUndefined();
    // A copy of the draft goes live first: a draft is nobody's rival, so it passes.
    await plantCopy('Fleet Copy', 'Fleet Analytics', 'Transport');
    const live = await createPage({ ...inputs('Fleet Copy', 'Transport'), lands_in: 'published' });
    expect(live.status).toBe('published');
    // Its index row is written just after the generated content the poll above sees.
    await waitFor(
      async () => (await contentIndexRepository.get(live.id))?.status === 'published' || undefined,
    );

    const answer = await env.api<{ error: { message: string } }>(
      'PATCH',
      `/api/admin/pages/${draft.id}/publish`,
      { is_published: true },
    );

    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toContain(`similar to /solutions/${live.slug}`);
    const after = await env.api<PageRecord>('GET', `/api/admin/pages/${draft.id}`);
    expect(after.body).toMatchObject({
      status: 'draft',
      quality: { reason: 'similar', nearest: { id: live.id } },
    });
  });
});
