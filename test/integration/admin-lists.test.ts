/**
 * The admin lists against the sandbox: GET /api/admin/articles, /pages and
 * /contacts search, filter, sort and page with a cursor; a walk of the cursor returns every item
 * exactly once; writes (publish, rename, status change, delete) move items between filters at
 * once; a bad cursor or filter is refused naming the parameter; items stored before the lists
 * had an index are listed after the backfill; and no list call Scans.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoClient, PutCommand } from '@functions/adapters/dynamo/document-client';
import { addSignedCallCheck } from '@functions/adapters/signed-aws-call';
import type { CursorPage } from '@shared/schemas/admin-list';
import type { AdminArticleListItem, ArticleRecord } from '@shared/schemas/article';
import type { ContactRecord } from '@shared/schemas/contact';
import type { PageRecord } from '@shared/schemas/page';
import { bulkInsertArticles } from '@functions/adapters/repositories/article-bulk-insert';
import { backfillListings, recountLists } from '@functions/adapters/migrations/listings-backfill';
import { maxEvaluatedRows } from '@functions/adapters/repositories/listings-table';
import { articleBody } from './content-sandbox';
import { startEngagementSandbox, type EngagementSandbox } from './engagement-sandbox';

let env: EngagementSandbox;
const authors: { id: string }[] = [];
const categories: { id: string }[] = [];
/** The articles made here, oldest first. */
const articles: ArticleRecord[] = [];
const commands: string[] = [];
let stopWatching: (() => void) | undefined;

const admin = () => ({ token: env.adminToken });

async function created<T>(path: string, body: unknown): Promise<T> {
  const answer = await env.api<T>('POST', path, { body, ...admin() });
  if (answer.status !== 201) throw new Error(`${path}: ${answer.status}`);
  return answer.body;
}

async function list<T>(path: string, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  );
  return env.api<CursorPage<T>>('GET', `${path}?${query}`, admin());
}

/** Every item of a list, read page by page along the cursor. */
async function walk<T extends { id: string }>(
  path: string,
  params: Record<string, string | number>,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const answer: { status: number; body: CursorPage<T> } = await list<T>(path, {
      ...params,
      ...(cursor ? { cursor } : {}),
    });
    expect(answer.status).toBe(200);
    ids.push(...answer.body.items.map((item) => item.id));
    cursor = answer.body.nextCursor;
  } while (cursor);
  return ids;
}

/**
 * Expects the total of page 1 of each filter to be what walking the filter lists: the kept
 * counts (counters-repository.ts) follow every write.
 */
async function expectTotalsAsListed(path: string, filters: Record<string, string>[]) {
  for (const filter of filters) {
    const first = await list(path, { ...filter, limit: 1 });
    expect(first.status).toBe(200);
    expect({ filter, total: first.body.total }).toEqual({
      filter,
      total: (await walk(path, filter)).length,
    });
  }
}

/** Every combination of the given values of each filter (a filter left out included). */
function combinations(values: Record<string, string[]>): Record<string, string>[] {
  return Object.entries(values).reduce<Record<string, string>[]>(
    (found, [name, options]) => [
      ...found,
      ...found.flatMap((filter) => options.map((value) => ({ ...filter, [name]: value }))),
    ],
    [{}],
  );
}

const titles = [
  'Strategy for growth markets',
  'Operational excellence playbook',
  'Strategic pricing in retail',
  'Market entry: a checklist',
  'Growth loops that compound',
  'Pricing power and strategy',
  'Hiring the first sales team',
  'Board reporting made simple',
  'Strategy reviews that work',
];

beforeAll(async () => {
  env = await startEngagementSandbox();
  for (const name of ['Ann Author', 'Bob Writer'])
    authors.push(await created('/api/admin/authors', { name, bio: `${name} writes.` }));
  for (const name of ['Strategy', 'Operations'])
    categories.push(await created('/api/admin/categories', { name }));
  // Article i: author i % 2, category (i >> 1) % 2, every third a draft; created in order.
  for (const [i, title] of titles.entries()) {
    articles.push(
      await created<ArticleRecord>(
        '/api/admin/articles',
        articleBody({
          title,
          author_id: authors[i % 2]!.id,
          category_id: categories[(i >> 1) % 2]!.id,
          is_published: i % 3 !== 0,
        }),
      ),
    );
  }
  stopWatching = addSignedCallCheck((service, operation) => {
    const table = String(operation.input.TableName ?? '');
    // The admin guard's one read of the caller's access row is not the list's.
    if (service === 'dynamodb' && !table.includes('access')) commands.push(operation.name);
  });
}, 120_000);

afterAll(async () => {
  stopWatching?.();
  await env?.end();
});

const newestFirst = (items: ArticleRecord[]) => [...items].reverse().map((item) => item.id);

describe('the admin article list', () => {
  it('walks every article exactly once along the cursor, newest or oldest first', async () => {
    const newest = await walk<AdminArticleListItem>('/api/admin/articles', { limit: 4 });
    const oldest = await walk<AdminArticleListItem>('/api/admin/articles', {
      limit: 4,
      sort: 'oldest',
    });

    expect(newest).toEqual(newestFirst(articles));
    expect(oldest).toEqual(articles.map((item) => item.id));
  });

  it('answers a page of the asked size with a cursor, and the last page without one', async () => {
    const first = await list<AdminArticleListItem>('/api/admin/articles', { limit: 4 });
    const last = await list<AdminArticleListItem>('/api/admin/articles', {
      limit: 4,
      sort: 'oldest',
      cursor: (await list('/api/admin/articles', { limit: 8, sort: 'oldest' })).body.nextCursor!,
    });

    expect(first.body.items).toHaveLength(4);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body.items[0]).toMatchObject({ title: titles[8], author_name: 'Ann Author' });
    expect(last.body.items.map((item) => item.id)).toEqual([articles[8]!.id]);
    expect(last.body.nextCursor).toBeNull();
  });

  it('filters by status, category and author, alone and together', async () => {
    const expected = (keep: (i: number) => boolean) =>
      newestFirst(articles.filter((_, i) => keep(i)));

    const drafts = await walk('/api/admin/articles', { status: 'draft', limit: 2 });
    const inOperations = await walk('/api/admin/articles', { category: categories[1]!.id });
    const byBobPublishedInStrategy = await walk('/api/admin/articles', {
      author: authors[1]!.id,
      category: categories[0]!.id,
      status: 'published',
    });

    expect(drafts).toEqual(expected((i) => i % 3 === 0));
    expect(inOperations).toEqual(expected((i) => (i >> 1) % 2 === 1));
    expect(byBobPublishedInStrategy).toEqual(
      expected((i) => i % 2 === 1 && (i >> 1) % 2 === 0 && i % 3 !== 0),
    );
  });

  it('searches the beginnings of title, slug, excerpt and category words, every term, with the filters', async () => {
    const strat = await walk('/api/admin/articles', { q: 'strat' });
    const pricingStrategy = await walk('/api/admin/articles', { q: 'STRATEGY pric' });
    const publishedStrat = await walk('/api/admin/articles', { q: 'strat', status: 'draft' });
    const none = await list('/api/admin/articles', { q: 'zebra' });

    const operations = await walk('/api/admin/articles', { q: 'operations' });
    const excerpt = await walk('/api/admin/articles', { q: 'excerpt' });

    const withWords = (...words: string[]) =>
      newestFirst(
        articles.filter((article) =>
          words.every((word) =>
            [article.title, article.slug, article.excerpt, article.category_name]
              .join(' ')
              .toLowerCase()
              .split(/[^a-z]+/)
              .some((part) => part.startsWith(word)),
          ),
        ),
      );
    expect(strat).toEqual(withWords('strat'));
    // Four titles, and the articles filed under the Strategy category.
    expect(strat.length).toBeGreaterThan(4);
    expect(operations).toEqual(newestFirst(articles.filter((_, i) => (i >> 1) % 2 === 1)));
    expect(excerpt).toEqual(newestFirst(articles));
    expect(pricingStrategy).toEqual([articles[5]!.id]);
    expect(publishedStrat).toEqual(
      withWords('strat').filter((id) => articles.findIndex((a) => a.id === id) % 3 === 0),
    );
    expect(none.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('moves an article between filters and searches as soon as it is written', async () => {
    const article = articles[1]!; // published, 'Operational excellence playbook'
    await env.api('PATCH', `/api/admin/articles/${article.id}/publish`, {
      body: { is_published: false },
      ...admin(),
    });
    const renamed = await env.api<ArticleRecord>('PUT', `/api/admin/articles/${article.id}`, {
      body: articleBody({
        title: 'Supply chain resilience',
        slug: article.slug,
        author_id: article.author_id,
        category_id: article.category_id,
        is_published: false,
        version: article.version + 1,
      }),
      ...admin(),
    });
    expect(renamed.status).toBe(200);

    expect(await walk('/api/admin/articles', { status: 'draft' })).toContain(article.id);
    expect(await walk('/api/admin/articles', { status: 'published' })).not.toContain(article.id);
    expect(await walk('/api/admin/articles', { q: 'resilience' })).toEqual([article.id]);
    // The old title's words are gone; its slug, kept, still names it.
    expect(await walk('/api/admin/articles', { q: 'excellence' })).toEqual([article.id]);
    expect(await walk('/api/admin/articles', { q: 'playbook supply' })).toEqual([article.id]);
    expect(await walk('/api/admin/articles', { q: 'playbook operational supply' })).toEqual([
      article.id,
    ]);

    await env.api('DELETE', `/api/admin/articles/${article.id}`, admin());

    expect(await walk('/api/admin/articles', {})).not.toContain(article.id);
    expect(await walk('/api/admin/articles', { q: 'supply' })).toEqual([]);
    articles.splice(1, 1);
  });

  it('refuses a bad cursor, filter, sort or limit with 400 naming the parameter', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ cursor: Buffer.from('{"pk":"article|"}').toString('base64url') }, 'cursor'],
      [{ status: 'archived' }, 'status'],
      [{ category: 'strategy' }, 'category'],
      [{ author: '1' }, 'author'],
      [{ sort: 'title' }, 'sort'],
      [{ sort: 'title_asc', q: 'strategy' }, 'sort'],
      [{ status: 'archived', q: 'x' }, 'status'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
    ];
    for (const [params, field] of cases) {
      const answer = await list('/api/admin/articles', params);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(Object.keys((answer.body as unknown as ErrorBody).error.fields ?? {})).toEqual([
        `query.${field}`,
      ]);
    }
  });

  it('reads page 1 with Query and BatchGetItem only, never Scan', async () => {
    commands.length = 0;
    await list('/api/admin/articles', { status: 'published', category: categories[0]!.id });
    await list('/api/admin/articles', { q: 'growth strat' });

    expect(commands.length).toBeGreaterThan(0);
    expect(new Set(commands)).toEqual(new Set(['Query', 'BatchGetItem']));
  });

  it('counts every match of a filter or a search in total, on every page', async () => {
    const drafts = await list('/api/admin/articles', { status: 'draft', limit: 1 });
    const strat = await list('/api/admin/articles', { q: 'strat', limit: 1 });
    const first = await list('/api/admin/articles', { limit: 2 });
    const second = await list('/api/admin/articles', { limit: 2, cursor: first.body.nextCursor! });

    expect(drafts.body.items).toHaveLength(1);
    expect(drafts.body.total).toBe((await walk('/api/admin/articles', { status: 'draft' })).length);
    expect(strat.body.total).toBe((await walk('/api/admin/articles', { q: 'strat' })).length);
    expect(first.body.total).toBe(articles.length);
    expect(second.body.total).toBe(articles.length);
  });

  it('orders by title either way and by last change, each along the cursor', async () => {
    const aToZ = [...articles]
      .sort((a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1))
      .map((article) => article.id);
    const at = articles.findIndex((item) => item.title === 'Market entry: a checklist');
    const article = articles[at]!; // a draft
    const saved = await env.api<ArticleRecord>('PUT', `/api/admin/articles/${article.id}`, {
      body: articleBody({
        title: article.title,
        slug: article.slug,
        author_id: article.author_id,
        category_id: article.category_id,
        is_published: false,
        version: article.version,
      }),
      ...admin(),
    });
    expect(saved.status).toBe(200);

    const titleAsc = await walk('/api/admin/articles', { sort: 'title_asc', limit: 3 });
    const titleDesc = await walk('/api/admin/articles', { sort: 'title_desc', limit: 3 });
    const updated = await walk('/api/admin/articles', { sort: 'updated', limit: 3 });
    const draftsAToZ = await walk('/api/admin/articles', { sort: 'title_asc', status: 'draft' });

    expect(titleAsc).toEqual(aToZ);
    expect(titleDesc).toEqual([...aToZ].reverse());
    expect(updated[0]).toBe(article.id);
    expect([...updated].sort()).toEqual(articles.map((item) => item.id).sort());
    expect(draftsAToZ).toEqual(
      aToZ.filter((id) => articles.find((item) => item.id === id)!.is_published === false),
    );
    articles[at] = saved.body;
  });

  it('lists the drafts waiting for a scheduled publish under status=scheduled', async () => {
    const article = articles.find((item) => item.title === 'Market entry: a checklist')!;
    const publishAt = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
    const scheduled = await env.api('PUT', `/api/admin/articles/${article.id}/schedule`, {
      body: { publish_at: publishAt, expected_version: article.version },
      ...admin(),
    });
    expect(scheduled.status).toBe(200);

    const waiting = await list('/api/admin/articles', { status: 'scheduled' });
    const inItsCategory = await walk('/api/admin/articles', {
      status: 'scheduled',
      category: article.category_id,
    });
    const inTheOther = await walk('/api/admin/articles', {
      status: 'scheduled',
      category: categories.find((category) => category.id !== article.category_id)!.id,
    });
    const searched = await walk('/api/admin/articles', { status: 'scheduled', q: 'checkl' });
    const pages = await list('/api/admin/pages', { status: 'scheduled' });

    expect(waiting.status).toBe(200);
    expect(waiting.body.items.map((item) => (item as { id: string }).id)).toEqual([article.id]);
    expect(waiting.body.total).toBe(1);
    expect(inItsCategory).toEqual([article.id]);
    expect(inTheOther).toEqual([]);
    expect(searched).toEqual([article.id]);
    expect(pages.body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('lists an article stored before the index once the backfill has run', async () => {
    const { id } = articles[0]!;
    const legacy = {
      ...articles[0]!,
      id: randomUUID(),
      slug: `legacy-${id}`,
      title: 'Legacy note',
    };
    await dynamoClient().send(
      new PutCommand({
        TableName: 'articles',
        Item: { ...legacy, entity: 'ARTICLE', sort_key: `${legacy.published_date}#${legacy.id}` },
      }),
    );
    expect(await walk('/api/admin/articles', { q: 'legacy' })).toEqual([]);

    await backfillListings();
    const uncounted = await list('/api/admin/articles', { limit: 1 });
    const recounted = await recountLists();
    const counted = await list('/api/admin/articles', { limit: 1 });
    const again = await recountLists();

    expect(await walk('/api/admin/articles', { q: 'legacy' })).toEqual([legacy.id]);
    // Listed by the backfill, counted only once the count migration has run, and only once.
    expect(counted.body.total).toBe(uncounted.body.total + 1);
    expect(counted.body.total).toBe((await walk('/api/admin/articles', {})).length);
    expect(recounted).toEqual([expect.not.stringMatching(/, 0 set$/)]);
    expect(again).toEqual([expect.stringMatching(/, 0 set$/)]);
  });

  it("keeps every filter's total equal to what it lists, through publish, save and delete", async () => {
    const current = async (id: string) =>
      (await env.api<ArticleRecord>('GET', `/api/admin/articles/${id}`, admin())).body;
    const draft = articles[0]!; // a draft
    const other = await current(articles[4]!.id); // published
    const publish = await env.api('PATCH', `/api/admin/articles/${draft.id}/publish`, {
      body: { is_published: true },
      ...admin(),
    });
    // Unpublished, and moved to the other author and category: every one of its partitions.
    const moved = await env.api<ArticleRecord>('PUT', `/api/admin/articles/${other.id}`, {
      body: articleBody({
        title: other.title,
        slug: other.slug,
        author_id: authors.find((author) => author.id !== other.author_id)!.id,
        category_id: categories.find((category) => category.id !== other.category_id)!.id,
        is_published: false,
        version: other.version,
      }),
      ...admin(),
    });
    const deleted = await env.api('DELETE', `/api/admin/articles/${articles[7]!.id}`, admin());
    expect([publish.status, moved.status, deleted.status]).toEqual([200, 200, 204]);

    await expectTotalsAsListed(
      '/api/admin/articles',
      combinations({
        status: ['draft', 'published'],
        category: categories.map((category) => category.id),
        author: authors.map((author) => author.id),
      }),
    );
  });
});

interface ErrorBody {
  error: { fields?: Record<string, string> };
}

describe('the admin page and contact lists', () => {
  it('searches pages by keyword, filters them by status and pages through them', async () => {
    const keywords = ['fleet telematics', 'dental marketing', 'fleet insurance'];
    const pages: PageRecord[] = [];
    for (const keyword of keywords) {
      pages.push(
        await created<PageRecord>('/api/admin/pages', {
          keyword,
          industry: 'Logistics',
          pain_point: 'Costs keep rising',
          intent_level: 'commercial',
          cta_type: 'consultation',
          slug: keyword.replace(' ', '-'),
          // Generated pages wait for review unless asked otherwise.
          ...(keyword === 'dental marketing' ? { lands_in: 'draft' } : {}),
        }),
      );
    }
    await env.sandbox.queue.idle();
    const publish = await env.api('PATCH', `/api/admin/pages/${pages[0]!.id}/publish`, {
      body: { is_published: true },
      ...admin(),
    });
    expect(publish.status).toBe(200);

    const all = await walk<PageRecord>('/api/admin/pages', { limit: 2 });
    const fleet = await walk<PageRecord>('/api/admin/pages', { q: 'fleet' });
    const published = await walk<PageRecord>('/api/admin/pages', { status: 'published' });
    const drafts = await walk<PageRecord>('/api/admin/pages', { status: 'draft' });
    const waiting = await walk<PageRecord>('/api/admin/pages', { status: 'in_review' });

    expect(all).toEqual(pages.map((page) => page.id).reverse());
    expect(fleet).toEqual([pages[2]!.id, pages[0]!.id]);
    expect(published).toEqual([pages[0]!.id]);
    expect(drafts).toEqual([pages[1]!.id]);
    expect(waiting).toEqual([pages[2]!.id]);
    await expectTotalsAsListed(
      '/api/admin/pages',
      combinations({ status: ['draft', 'published', 'in_review'] }),
    );
    expect((await list('/api/admin/pages', { status: 'live' })).body).toMatchObject({
      error: { fields: { 'query.status': expect.any(String) } },
    });
  });

  it('searches contacts by name, company and e-mail and filters by status and interest', async () => {
    const people = [
      ['Grace', 'Hopper', 'grace@navy.example', 'growth'],
      ['Alan', 'Turing', 'alan.turing@bletchley.example', 'technology'],
      ['Grace', 'Kelly', 'gk@monaco.example', 'technology'],
    ] as const;
    for (const [index, [firstName, lastName, email, interest]] of people.entries()) {
      const answer = await env.api('POST', '/api/contact', {
        body: {
          firstName,
          lastName,
          email,
          companyName: `${lastName} Holdings`,
          interest,
          message: 'We would like to talk about our plans.',
          preferredDate: '',
        },
        ip: `10.9.8.${index + 1}`,
      });
      expect(answer.status).toBe(201);
    }
    const all = (await list<ContactRecord>('/api/admin/contacts')).body.items;
    const byEmail = (email: string) => all.find((item) => item.email === email)!.id;
    const kelly = byEmail('gk@monaco.example');
    await env.api('PATCH', `/api/admin/contacts/${kelly}/status`, {
      body: { status: 'contacted' },
      ...admin(),
    });

    expect(all.map((item) => item.email)).toEqual(people.map((p) => p[2]).reverse());
    expect(await walk('/api/admin/contacts', { q: 'grace' })).toEqual([
      kelly,
      byEmail('grace@navy.example'),
    ]);
    expect(await walk('/api/admin/contacts', { q: 'alan.turing@bletch' })).toEqual([
      byEmail('alan.turing@bletchley.example'),
    ]);
    expect(await walk('/api/admin/contacts', { q: 'hopper holdings' })).toEqual([
      byEmail('grace@navy.example'),
    ]);
    expect(await walk('/api/admin/contacts', { interest: 'technology', status: 'new' })).toEqual([
      byEmail('alan.turing@bletchley.example'),
    ]);
    expect(await walk('/api/admin/contacts', { status: 'contacted' })).toEqual([kelly]);

    await env.api('DELETE', `/api/admin/contacts/${kelly}`, admin());
    expect(await walk('/api/admin/contacts', { q: 'kelly' })).toEqual([]);
    await expectTotalsAsListed(
      '/api/admin/contacts',
      combinations({ status: ['new', 'contacted'], interest: ['growth', 'technology'] }),
    );
  });
});

describe('a narrow search over a common word stem', () => {
  it('reads a bounded number of rows per page and still walks every match exactly once', async () => {
    const count = maxEvaluatedRows + 200;
    const start = Date.parse('2023-01-01T00:00:00.000Z');
    const records: ArticleRecord[] = Array.from({ length: count }, (_, i) => {
      const date = new Date(start + i * 60_000).toISOString();
      const id = randomUUID();
      return {
        ...articles[0]!,
        id,
        slug: `memo-${i}-${id.slice(0, 8)}`,
        title: i % 100 === 0 ? `Memo ${i} zebra` : `Memo ${i}`,
        published_date: date,
        created_at: date,
        updated_at: date,
        version: 1,
      };
    });
    await bulkInsertArticles(records);
    const zebras = records
      .filter((record) => record.title.endsWith('zebra'))
      .map((record) => record.id)
      .reverse();

    // 'memo' (the longest term) names the rows read; 'zeb' is checked on each of them.
    const first = await list('/api/admin/articles', { q: 'memo zeb' });
    const all = await walk('/api/admin/articles', { q: 'memo zeb' });

    expect(first.body.items.length).toBeLessThan(zebras.length);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(all).toEqual(zebras);
  }, 120_000);
});
