/**
 * The activity log against the sandbox: each admin write makes exactly one
 * entry, in the same transaction as the write, so a refused or failed write makes none; the list
 * is newest first, filtered by actor, action and item type, and paged with a cursor it checks.
 */
import { dynamoClient, GetCommand } from '@functions/adapters/dynamo/document-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityListResponse } from '@shared/schemas/activity';
import { contactRepository } from '@functions/adapters/repositories/contacts-repository';
import { config } from '@functions/lib/config';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';

let box: ContentSandbox;

beforeAll(async () => {
  box = await startContentSandbox({ queueRetryDelayMs: 20 });
});

afterAll(async () => {
  await box?.end();
});

async function activity(query = ''): Promise<ActivityListResponse> {
  const answer = await box.admin<ActivityListResponse>('GET', `/api/admin/activity${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Every entry, newest first, read page by page. */
async function allEntries(query = ''): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  let cursor: string | undefined;
  do {
    const separator = query ? '&' : '?';
    const page = await activity(
      cursor ? `${query}${separator}cursor=${encodeURIComponent(cursor)}` : query,
    );
    entries.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return entries;
}

/** Runs `write` and answers the entries it added. */
async function entriesOf(write: () => Promise<unknown>): Promise<ActivityEntry[]> {
  const before = new Set((await allEntries()).map((entry) => entry.id));
  await write();
  return (await allEntries()).filter((entry) => !before.has(entry.id));
}

describe('activity log', () => {
  it('records each admin write once, with the actor, action and title', async () => {
    const adminEmail = box.sandbox.admin.email.toLowerCase();
    let authorId = '';
    const created = await entriesOf(async () => {
      authorId = (await box.author('Grace Hopper')).id;
    });
    expect(created).toEqual([
      expect.objectContaining({
        actor: adminEmail,
        action: 'created',
        item_type: 'author',
        item_id: authorId,
        item_title: 'Grace Hopper',
      }),
    ]);

    const updated = await entriesOf(() =>
      box.admin('PUT', `/api/admin/authors/${authorId}`, {
        name: 'Grace B. Hopper',
        bio: '',
        avatar_url: '',
      }),
    );
    expect(updated).toEqual([
      expect.objectContaining({ action: 'updated', item_title: 'Grace B. Hopper' }),
    ]);

    const deleted = await entriesOf(() => box.admin('DELETE', `/api/admin/authors/${authorId}`));
    expect(deleted).toEqual([
      expect.objectContaining({ action: 'deleted', item_type: 'author', item_id: authorId }),
    ]);
  });

  it('records one entry for each write of an article, its schedule and a generation job', async () => {
    const author = await box.author('Article Writer');
    const category = await box.category('Strategy Notes');
    let article = { id: '', version: 0 };
    const created = await entriesOf(async () => {
      article = await box.article({
        author_id: author.id,
        category_id: category.id,
        title: 'Logged Article',
        is_published: false,
      });
    });
    expect(created).toEqual([
      expect.objectContaining({ action: 'created', item_type: 'article', item_id: article.id }),
    ]);

    const saved = await entriesOf(() =>
      box.admin('PUT', `/api/admin/articles/${article.id}`, {
        ...articleBody({ author_id: author.id, category_id: category.id }),
        title: 'Logged Article',
        is_published: false,
        version: article.version,
      }),
    );
    expect(saved).toEqual([expect.objectContaining({ action: 'updated', item_type: 'article' })]);

    const scheduled = await entriesOf(async () => {
      const current = await box.admin<{ version: number }>(
        'GET',
        `/api/admin/articles/${article.id}`,
      );
      const answer = await box.admin('PUT', `/api/admin/articles/${article.id}/schedule`, {
        publish_at: new Date(Date.now() + 86_400_000).toISOString(),
        expected_version: current.body.version,
      });
      expect(answer.status).toBe(200);
    });
    expect(scheduled).toEqual([expect.objectContaining({ action: 'scheduled' })]);

    const published = await entriesOf(() =>
      box.admin('PATCH', `/api/admin/articles/${article.id}/publish`, { is_published: true }),
    );
    expect(published).toEqual([expect.objectContaining({ action: 'published' })]);

    const deleted = await entriesOf(() => box.admin('DELETE', `/api/admin/articles/${article.id}`));
    expect(deleted).toEqual([expect.objectContaining({ action: 'deleted', item_id: article.id })]);

    const job = await entriesOf(async () => {
      const answer = await box.admin('POST', '/api/admin/jobs', {
        author_id: author.id,
        category_id: category.id,
        entries: [{ title: 'Generated one', keyword: 'generated one' }],
      });
      expect(answer.status).toBe(201);
    });
    expect(job).toEqual([
      expect.objectContaining({
        action: 'created',
        item_type: 'job',
        item_title: 'Batch of 1 article',
      }),
    ]);
    await box.sandbox.queue.idle(60_000);
  });

  it('records nothing for a refused or failed write', async () => {
    await box.category('Strategy');
    const refused = await entriesOf(async () => {
      expect((await box.admin('POST', '/api/admin/categories', { name: 'strategy' })).status).toBe(
        409,
      );
      expect(
        (await box.admin('DELETE', '/api/admin/authors/00000000-0000-4000-8000-000000000000'))
          .status,
      ).toBe(404);
      expect((await box.admin('POST', '/api/admin/redirects', { from: '/x' })).status).toBe(400);
    });
    expect(refused).toEqual([]);

    // An author in use cannot be deleted: the transaction is cancelled, entry and all.
    const author = await box.author('Busy Author');
    const category = await box.category('Operations');
    await box.article({ author_id: author.id, category_id: category.id });
    const inUse = await entriesOf(async () => {
      expect((await box.admin('DELETE', `/api/admin/authors/${author.id}`)).status).toBe(409);
    });
    expect(inUse).toEqual([]);
  });

  it('names a contact submission without the person, and keeps entries 400 days', async () => {
    await contactRepository.add({
      id: '0a6d0f7c-4ad1-4c53-9d0e-6f3b3e7a1c11',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      company_name: 'Engines',
      interest: 'growth',
      message: 'Please call me back about growth.',
      preferred_date: null,
      status: 'new',
      created_at: new Date().toISOString(),
    });
    const [entry] = await entriesOf(() =>
      box.admin('PATCH', '/api/admin/contacts/0a6d0f7c-4ad1-4c53-9d0e-6f3b3e7a1c11/status', {
        status: 'contacted',
      }),
    );
    expect(entry).toMatchObject({ action: 'status-changed', item_type: 'contact' });
    expect(JSON.stringify(entry)).not.toMatch(/Ada|Lovelace|ada@example/);

    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: config().tables.activity, Key: { id: entry!.id } }),
    );
    const days = ((Item!.expires_at as number) * 1000 - Date.parse(entry!.at)) / 86_400_000;
    expect(days).toBeCloseTo(400, 0);
  });

  it('filters by action, item type and actor, newest first, and pages with a cursor', async () => {
    const names = Array.from({ length: 28 }, (_, index) => `Paging ${index}`);
    for (const name of names) await box.category(name);

    const categoriesCreated = await allEntries('?action=created&item_type=category');
    const titles = categoriesCreated.map((entry) => entry.item_title);
    expect(titles.slice(0, names.length)).toEqual([...names].reverse());
    expect(new Set(categoriesCreated.map((entry) => entry.id)).size).toBe(categoriesCreated.length);
    expect(categoriesCreated.every((entry) => entry.item_type === 'category')).toBe(true);

    const first = await activity('?item_type=category');
    expect(first.items).toHaveLength(25);
    expect(first.next_cursor).toBeDefined();
    const ats = first.items.map((entry) => entry.at);
    expect([...ats].sort().reverse()).toEqual(ats);

    expect((await activity('?actor=nobody@example.com')).items).toEqual([]);
    const mine = await activity(`?actor=${encodeURIComponent(box.sandbox.admin.email)}`);
    expect(mine.items.length).toBeGreaterThan(0);
  });

  it("names a renamed article by its new title, and lists one item's entries by item_id", async () => {
    const author = await box.author('Rename Writer');
    const category = await box.category('Rename Notes');
    const article = await box.article({
      author_id: author.id,
      category_id: category.id,
      title: 'Title before',
      is_published: false,
    });
    const other = await box.article({ author_id: author.id, category_id: category.id });

    const saved = await entriesOf(() =>
      box.admin('PUT', `/api/admin/articles/${article.id}`, {
        ...articleBody({ author_id: author.id, category_id: category.id }),
        title: 'Title after',
        is_published: false,
        version: article.version,
      }),
    );

    expect(saved).toEqual([
      expect.objectContaining({
        action: 'updated',
        item_id: article.id,
        item_title: 'Title after',
        // The revision keeping the state the save replaced.
        revision: article.version,
      }),
    ]);
    const own = await allEntries(`?item_id=${article.id}`);
    expect(own.map((entry) => entry.action)).toEqual(['updated', 'created']);
    expect(own.every((entry) => entry.item_id === article.id)).toBe(true);
    const typed = await allEntries(`?item_type=article&item_id=${other.id}`);
    expect(typed.map((entry) => [entry.action, entry.item_id])).toEqual([['created', other.id]]);
  });

  it("reads one item's entries from its own index: page one holds them however many came after", async () => {
    const author = await box.author('Early Writer');
    // More entries after it than a filtered read of the whole log looks at for one page.
    for (let index = 0; index < 105; index += 1) await box.category(`Later ${index}`);

    const page = await activity(`?item_id=${author.id}`);

    expect(page.items.map((entry) => [entry.action, entry.item_id])).toEqual([
      ['created', author.id],
    ]);
    expect(page.next_cursor).toBeUndefined();
  }, 120_000);

  it('refuses a cursor it did not make, and an unknown filter value, naming the parameter', async () => {
    const forged = await box.admin<{ error: { fields: Record<string, string> } }>(
      'GET',
      `/api/admin/activity?cursor=${Buffer.from('{"id":"x"}').toString('base64url')}`,
    );
    expect(forged.status).toBe(400);
    expect(forged.body.error.fields).toEqual({ 'query.cursor': 'Invalid cursor' });

    // A cursor of one filter is not one of another.
    const page = await activity('?item_type=category');
    const crossed = await box.admin<{ error: { fields: Record<string, string> } }>(
      'GET',
      `/api/admin/activity?action=created&cursor=${page.next_cursor}`,
    );
    expect(crossed.status).toBe(400);

    const unknown = await box.admin<{ error: { fields: Record<string, string> } }>(
      'GET',
      '/api/admin/activity?action=exploded',
    );
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['query.action']);

    const malformed = await box.admin<{ error: { fields: Record<string, string> } }>(
      'GET',
      `/api/admin/activity?item_id=${encodeURIComponent('an id\twith spaces')}`,
    );
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.error.fields)).toEqual(['query.item_id']);
  });
});
