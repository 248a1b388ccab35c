/**
 * Revisions and restore against the sandbox: every kind of change keeps the
 * state it replaced as a revision (who, when, what kind), written with the change; a restore
 * writes the exact earlier fields as a new version; a restore from a stale version gets 409; a
 * history keeps the newest 100.
 */
import { DynamoDBClient, QueryCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleInputFields, type ArticleRecord } from '@shared/schemas/article';
import { generatedPageContentFields, type PageRecord } from '@shared/schemas/page';
import { normaliseSeo } from '@shared/rules/seo-fields';
import {
  articleFieldLabels,
  comparedFields,
  pageFieldLabels,
  seoFieldLabels,
} from '~/features/content-workflow/revision-fields';
import {
  generationActor,
  maxRevisionsPerItem,
  type Revision,
  type RevisionListResponse,
} from '@shared/schemas/revision';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';

let box: ContentSandbox;
let authorId: string;
let categoryId: string;

beforeAll(async () => {
  box = await startContentSandbox({ queueRetryDelayMs: 20 });
  authorId = (await box.author('Rev Author')).id;
  categoryId = (await box.category('Strategy')).id;
});

afterAll(async () => {
  await box?.end();
});

const settled = () => box.sandbox.queue.idle(60_000);

async function history(type: 'article' | 'page', id: string) {
  const answer = await box.admin<RevisionListResponse>('GET', `/api/admin/revisions/${type}/${id}`);
  expect(answer.status).toBe(200);
  return answer.body.items;
}

async function revision(type: 'article' | 'page', id: string, version: number) {
  const answer = await box.admin<Revision>('GET', `/api/admin/revisions/${type}/${id}/${version}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const restore = <T>(type: 'article' | 'page', id: string, version: number, expected: number) =>
  box.admin<T & { error?: { code: string; message: string } }>(
    'POST',
    `/api/admin/revisions/${type}/${id}/${version}/restore`,
    { expected_version: expected },
  );

/** The fields the editor edits (what a restore must bring back exactly). */
function editable(article: ArticleRecord) {
  const { id, version, updated_at, published_date, created_at, previous_slugs, ...fields } =
    article;
  void [id, version, updated_at, published_date, created_at, previous_slugs];
  return fields;
}

/** Rows of the revisions table under one item, read from the database itself. */
async function storedRevisionRows(itemKey: string): Promise<number> {
  const database = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: box.sandbox.endpoints.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { Count } = await database.send(
      new QueryCommand({
        TableName: 'revisions',
        KeyConditionExpression: 'item_key = :key',
        ExpressionAttributeValues: { ':key': { S: itemKey } },
        Select: 'COUNT',
      }),
    );
    return Count ?? 0;
  } finally {
    database.destroy();
  }
}

async function save(article: ArticleRecord, fields: Record<string, unknown>) {
  const answer = await box.admin<ArticleRecord>(
    'PUT',
    `/api/admin/articles/${article.id}`,
    articleBody({
      ...editable(article),
      ...fields,
      version: article.version,
    }),
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('article revisions', () => {
  it('a save, a publish switch and a restore each keep the replaced state, by whom and when', async () => {
    const created = await box.article({
      author_id: authorId,
      category_id: categoryId,
      title: 'Pricing for growth',
      is_published: false,
    });
    const edited = await save(created, { title: 'Pricing for durable growth' });
    const published = (
      await box.admin<ArticleRecord>('PATCH', `/api/admin/articles/${created.id}/publish`, {
        is_published: true,
      })
    ).body;
    const unpublished = (
      await box.admin<ArticleRecord>('PATCH', `/api/admin/articles/${created.id}/publish`, {
        is_published: false,
      })
    ).body;
    await settled();

    const items = await history('article', created.id);

    expect(items.map((item) => [item.version, item.kind])).toEqual([
      [published.version, 'unpublish'],
      [edited.version, 'publish'],
      [created.version, 'save'],
    ]);
    expect(unpublished.version).toBe(published.version + 1);
    for (const item of items) {
      expect(item.actor).toBe(box.sandbox.admin.email);
      expect(Date.parse(item.at)).toBeGreaterThan(Date.now() - 60_000);
    }
    const kept = await revision('article', created.id, created.version);
    expect(kept.snapshot).toMatchObject({ title: 'Pricing for growth', version: 1 });
  });

  it('restore writes the exact earlier fields as a new version and keeps the replaced state', async () => {
    const created = await box.article({
      author_id: authorId,
      category_id: categoryId,
      title: 'Operating model basics',
      introduction: 'The first introduction.',
      key_points: ['One', 'Two'],
      is_published: false,
      seo: {
        meta_title: 'First meta',
        meta_description: '',
        social_image: '',
        canonical: '',
        noindex: true,
      },
    });
    const edited = await save(created, {
      title: 'Operating model, revised',
      slug: 'operating-model-revised',
      introduction: 'A rewritten introduction.',
      key_points: ['Three'],
      seo: {
        meta_title: '',
        meta_description: '',
        social_image: '',
        canonical: '',
        noindex: false,
      },
    });

    const restored = await restore<ArticleRecord>('article', created.id, 1, edited.version);

    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(edited.version + 1);
    expect(editable(restored.body)).toEqual(editable(created));
    const stored = await box.admin<ArticleRecord>('GET', `/api/admin/articles/${created.id}`);
    expect(editable(stored.body)).toEqual(editable(created));
    // History is never rewritten: the restore added a revision keeping the edit it replaced.
    const items = await history('article', created.id);
    expect(items.map((item) => [item.version, item.kind])).toEqual([
      [edited.version, 'restore'],
      [created.version, 'save'],
    ]);
    expect((await revision('article', created.id, edited.version)).snapshot).toMatchObject({
      title: 'Operating model, revised',
    });
  });

  it('a restore brings back the content and keeps the current publish state', async () => {
    const created = await box.article({
      author_id: authorId,
      category_id: categoryId,
      title: 'Draft-era title',
      is_published: false,
    });
    const edited = await save(created, { title: 'Live title' });
    const live = await box.admin<ArticleRecord>(
      'PATCH',
      `/api/admin/articles/${created.id}/publish`,
      {
        is_published: true,
      },
    );
    expect(live.body.is_published).toBe(true);

    const restored = await restore<ArticleRecord>(
      'article',
      created.id,
      edited.version - 1,
      live.body.version,
    );

    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ title: 'Draft-era title', is_published: true });
    const stored = await box.admin<ArticleRecord>('GET', `/api/admin/articles/${created.id}`);
    expect(stored.body).toMatchObject({ title: 'Draft-era title', is_published: true });
  });

  it('a save that changes only the SEO fields is kept as an SEO save, as for pages', async () => {
    const created = await box.article({ author_id: authorId, category_id: categoryId });
    const seoOnly = await save(created, {
      seo: {
        meta_title: 'A sharper meta title',
        meta_description: '',
        social_image: '',
        canonical: '',
        noindex: false,
      },
    });
    await save(seoOnly, { title: 'A new title as well' });

    const items = await history('article', created.id);

    expect(items.map((item) => [item.version, item.kind])).toEqual([
      [seoOnly.version, 'save'],
      [created.version, 'seo'],
    ]);
  });

  it('a restore from a stale version gets 409 and changes nothing', async () => {
    const created = await box.article({ author_id: authorId, category_id: categoryId });
    const edited = await save(created, { title: 'Someone else saved this' });

    const stale = await restore<ArticleRecord>('article', created.id, 1, created.version);

    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('conflict');
    const stored = await box.admin<ArticleRecord>('GET', `/api/admin/articles/${created.id}`);
    expect(stored.body.version).toBe(edited.version);
    expect(stored.body.title).toBe('Someone else saved this');
    expect(await history('article', created.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown revision or item and 400 naming a bad type', async () => {
    const created = await box.article({ author_id: authorId, category_id: categoryId });

    const missing = await box.admin('GET', `/api/admin/revisions/article/${created.id}/7`);
    const noItem = await box.admin(
      'GET',
      '/api/admin/revisions/article/00000000-0000-4000-8000-000000000000',
    );
    const badType = await box.admin<{ error: { fields: Record<string, string> } }>(
      'GET',
      `/api/admin/revisions/author/${created.id}`,
    );
    const badBody = await box.admin<{ error: { fields: Record<string, string> } }>(
      'POST',
      `/api/admin/revisions/article/${created.id}/1/restore`,
      {},
    );

    expect(missing.status).toBe(404);
    expect(noItem.status).toBe(404);
    expect(badType.status).toBe(400);
    expect(badType.body.error.fields).toHaveProperty(['params.type']);
    expect(badBody.status).toBe(400);
    expect(badBody.body.error.fields).toHaveProperty('expected_version');
  });

  it("deletes an article's history with it", async () => {
    const created = await box.article({ author_id: authorId, category_id: categoryId });
    await save(created, { title: 'Saved once before the delete' });
    expect(await storedRevisionRows(`article#${created.id}`)).toBe(1);

    const deleted = await box.admin('DELETE', `/api/admin/articles/${created.id}`);

    expect(deleted.status).toBe(204);
    expect(await storedRevisionRows(`article#${created.id}`)).toBe(0);
  });

  it(`keeps the newest ${maxRevisionsPerItem} revisions of an item`, async () => {
    let article = await box.article({ author_id: authorId, category_id: categoryId });
    for (let index = 0; index < maxRevisionsPerItem + 3; index += 1) {
      article = await save(article, { excerpt: `Excerpt ${index}` });
    }

    const items = await history('article', article.id);

    expect(items).toHaveLength(maxRevisionsPerItem);
    expect(items[0]?.version).toBe(article.version - 1);
    expect(items.at(-1)?.version).toBe(article.version - maxRevisionsPerItem);
    const expired = await box.admin('GET', `/api/admin/revisions/article/${article.id}/1`);
    expect(expired.status).toBe(404);
  }, 120_000);
});

describe('page revisions', () => {
  it('generation, regeneration, SEO save and publish switch each keep the replaced state; restore and stale restore', async () => {
    const created = await box.admin<PageRecord>('POST', '/api/admin/pages', {
      keyword: 'Pricing Strategy',
      industry: 'Software',
      pain_point: 'Discounts keep eroding margins.',
      intent_level: 'commercial',
      cta_type: 'consultation',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await settled();
    const generated = (await box.admin<PageRecord>('GET', `/api/admin/pages/${id}`)).body;
    expect(generated.h1).not.toBe('');

    const seoSaved = await box.admin<PageRecord>('PUT', `/api/admin/pages/${id}/seo`, {
      seo: {
        meta_title: 'Pricing that holds',
        meta_description: '',
        social_image: '',
        canonical: '',
        noindex: false,
      },
      version: generated.version,
    });
    expect(seoSaved.status).toBe(200);
    const published = await box.admin<PageRecord>('PATCH', `/api/admin/pages/${id}/publish`, {
      is_published: true,
    });
    expect(published.status).toBe(200);
    expect((await box.admin('POST', `/api/admin/pages/${id}/regenerate`)).status).toBe(202);
    await settled();

    const items = await history('page', id);

    expect(items.map((item) => item.kind)).toEqual(['regenerate', 'publish', 'seo', 'generate']);
    expect(items.map((item) => item.actor)).toEqual([
      generationActor,
      box.sandbox.admin.email,
      box.sandbox.admin.email,
      generationActor,
    ]);
    const beforeGeneration = await revision('page', id, items.at(-1)!.version);
    expect(beforeGeneration.snapshot).toMatchObject({ h1: '', status: 'draft' });
    const beforeSeo = await revision('page', id, generated.version);
    expect(beforeSeo.snapshot).toMatchObject({ h1: generated.h1, title: generated.title });

    // Restore the generated content before the SEO save: a new version with those fields.
    const current = (await box.admin<PageRecord>('GET', `/api/admin/pages/${id}`)).body;
    const stale = await restore<PageRecord>('page', id, generated.version, current.version - 1);
    expect(stale.status).toBe(409);
    const restored = await restore<PageRecord>('page', id, generated.version, current.version);
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(current.version + 1);
    const stored = (await box.admin<PageRecord>('GET', `/api/admin/pages/${id}`)).body;
    for (const field of generatedPageContentFields) {
      expect(stored[field]).toEqual(generated[field]);
    }
    // The kept revision was a draft; the page is live and stays live.
    expect(generated.status).toBe('draft');
    expect(stored.status).toBe('published');
    expect(stored.seo?.meta_title ?? '').toBe('');
    expect((await history('page', id))[0]).toMatchObject({
      kind: 'restore',
      version: current.version,
    });
  });
});

describe('every field through create, save, restore and the History diff', () => {
  /** Labels whose text differs between two states of an item. */
  function differing(type: 'article' | 'page', before: object, after: object): string[] {
    const left = comparedFields(type, before as ArticleRecord & PageRecord);
    const right = comparedFields(type, after as ArticleRecord & PageRecord);
    return left.filter((field, index) => field.text !== right[index]!.text).map((f) => f.label);
  }

  it('keeps, diffs and restores every article field the editor writes', async () => {
    const [firstAuthor, secondAuthor] = [await box.author('Ada One'), await box.author('Bo Two')];
    const [firstCategory, secondCategory] = [
      await box.category('Operations'),
      await box.category('Technology'),
    ];
    const original = {
      author_id: firstAuthor.id,
      category_id: firstCategory.id,
      title: 'Every field kept',
      slug: 'every-field-kept',
      excerpt: 'The first excerpt.',
      introduction: 'The first introduction.',
      key_points: ['First point'],
      sections: [{ title: 'First section', content: 'First body.' }],
      conclusion: 'The first conclusion.',
      image_url: '/images/first.svg',
      image_alt: 'The first picture',
      is_published: false,
      seo: {
        meta_title: 'First meta title',
        meta_description: 'First meta description',
        social_image: '/images/first-social.png',
        canonical: '/insights/first',
        noindex: true,
      },
    };
    const created = await box.article(original);
    // A save that changes every field the History panel compares (the publish state aside).
    const saved = await save(created, {
      author_id: secondAuthor.id,
      category_id: secondCategory.id,
      title: 'Every field changed',
      slug: 'every-field-changed',
      excerpt: 'The second excerpt.',
      introduction: 'The second introduction.',
      key_points: ['Second point', 'Third point'],
      sections: [{ title: 'Second section', content: 'Second body.' }],
      conclusion: 'The second conclusion.',
      image_url: '/images/second.svg',
      image_alt: 'The second picture',
      seo: {
        meta_title: 'Second meta title',
        meta_description: 'Second meta description',
        social_image: '/images/second-social.png',
        canonical: '/insights/second',
        noindex: false,
      },
    });

    const kept = (await revision('article', created.id, created.version)).snapshot as ArticleRecord;
    for (const field of articleInputFields) expect(kept[field]).toEqual(created[field]);
    const shown = [
      ...Object.values(articleFieldLabels).filter((label) => label !== 'Published'),
      ...Object.values(seoFieldLabels),
    ];
    expect(differing('article', kept, saved).sort()).toEqual(shown.sort());

    const restored = await restore<ArticleRecord>(
      'article',
      created.id,
      created.version,
      saved.version,
    );
    expect(restored.status).toBe(200);
    const stored = (await box.admin<ArticleRecord>('GET', `/api/admin/articles/${created.id}`))
      .body;
    for (const field of articleInputFields) {
      if (field === 'seo') expect(normaliseSeo(stored.seo)).toEqual(normaliseSeo(created.seo));
      else expect(stored[field]).toEqual(created[field]);
    }
    expect(differing('article', kept, stored)).toEqual([]);
  });

  it('keeps, diffs and restores every generated page field', async () => {
    const created = await box.admin<PageRecord>('POST', '/api/admin/pages', {
      keyword: 'Field Survival',
      industry: 'Retail',
      pain_point: 'Margins keep shrinking.',
      intent_level: 'commercial',
      cta_type: 'consultation',
      lands_in: 'draft',
    });
    expect(created.status).toBe(201);
    await settled();
    const generated = (await box.admin<PageRecord>('GET', `/api/admin/pages/${created.body.id}`))
      .body;
    // The save of a page is its SEO save; it keeps the generated state as a revision.
    const saved = await box.admin<PageRecord>('PUT', `/api/admin/pages/${generated.id}/seo`, {
      seo: {
        meta_title: 'Saved',
        meta_description: '',
        social_image: '',
        canonical: '',
        noindex: false,
      },
      version: generated.version,
    });
    expect(saved.status).toBe(200);

    const generation = (await history('page', generated.id)).at(-1)!;
    expect(generation.kind).toBe('generate');
    const empty = (await revision('page', generated.id, generation.version)).snapshot;
    const kept = (await revision('page', generated.id, generated.version)).snapshot as PageRecord;
    for (const field of generatedPageContentFields) expect(kept[field]).toEqual(generated[field]);
    // Generation wrote every content field: the diff against the empty page names each.
    const contentLabels = generatedPageContentFields.map((field) => pageFieldLabels[field]);
    expect(differing('page', empty, kept)).toEqual(expect.arrayContaining(contentLabels));

    const restored = await restore<PageRecord>(
      'page',
      generated.id,
      generated.version,
      saved.body.version,
    );
    expect(restored.status).toBe(200);
    for (const field of generatedPageContentFields) {
      expect(restored.body[field]).toEqual(generated[field]);
    }
  });
});
