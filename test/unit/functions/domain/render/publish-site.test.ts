/** The render domain over in-memory parts: what it writes, skips and leaves alone. */
import { describe, expect, it } from 'vitest';
import type { EdgeEntry } from '@shared/rules/path-rule';
import { isPublicArticle } from '@shared/rules/article-content';
import type { ArticleDetail, ArticleRecord } from '@shared/schemas/article';
import type { RenderInput } from '@shared/schemas/render';
import type { RedirectRecord } from '@functions/domain/redirects/redirect-ports';
import type { ArticleToRender } from '@functions/domain/render/render-ports';
import {
  cachePaths,
  managedRedirectOwner,
  maxInvalidationPaths,
  publishSite,
  siteChunk,
  siteConcurrency,
  type PublishDeps,
} from '@functions/domain/render/publish-site';

const id = '11111111-1111-4111-8111-111111111111';

function record(fields: Partial<ArticleRecord> = {}): ArticleRecord {
  return {
    id,
    title: 'An Article',
    slug: 'an-article',
    excerpt: 'Excerpt',
    author_id: id,
    category_id: id,
    author_name: 'Ann',
    category_name: 'Strategy',
    introduction: 'Intro',
    key_points: [],
    sections: [],
    conclusion: '',
    image_url: '',
    is_published: true,
    published_date: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...fields,
  };
}

/** The body of an article page with no text (and so no links). */
const noBody = { excerpt: '', introduction: '', keyPoints: [], sections: [], conclusion: '' };

function world(article: ArticleRecord | undefined, failRender = false) {
  /** The article with this id, as the table holds it (tests swap in a larger table). */
  let read = async (articleId: string) => (article?.id === articleId ? article : undefined);
  const edge = new Map<string, EdgeEntry>();
  const redirectRows = new Map<string, RedirectRecord>();
  const files = new Map<string, string>();
  const renders: string[] = [];
  /** Keys changed by each edge store update, in order. */
  const edgeUpdates: number[] = [];
  const deps: PublishDeps = {
    renderer: {
      buildId: 'build-1',
      async render(path: string, input: RenderInput) {
        if (failRender) throw new Error('render failed');
        renders.push(path);
        return { html: `<html>${JSON.stringify(input)}</html>`, data: '[]' };
      },
    },
    files: { put: async (key, body) => void files.set(key, body) },
    edge: {
      get: async (key) => edge.get(key),
      entries: async () => new Map(edge),
      put: async (key, entry) => void edge.set(key, entry),
      remove: async (key) => void edge.delete(key),
      async update(puts, removes) {
        edgeUpdates.push(puts.size + removes.size);
        for (const [key, entry] of puts) edge.set(key, entry);
        for (const key of removes) edge.delete(key);
      },
    },
    cache: { invalidate: async () => {} },
    sources: {
      async articlesForRender(ids) {
        const found = new Map<string, ArticleToRender>();
        for (const articleId of ids) {
          const stored = await read(articleId);
          if (!stored) continue;
          const detail = isPublicArticle(stored)
            ? await deps.sources.articleDetail(stored.slug)
            : undefined;
          found.set(articleId, { record: stored, ...(detail ? { detail } : {}) });
        }
        return found;
      },
      articleDetail: async (slug) =>
        article && article.slug === slug
          ? ({
              id: article.id,
              slug,
              title: article.title,
              html: noBody,
            } as unknown as ArticleDetail)
          : undefined,
      pages: async () => new Map(),
      pageIdBySlug: async () => undefined,
      insightsFirstView: async (category) => ({
        category,
        list: { items: [], page: 1, pageCount: 0, total: 0 },
        categories: { items: [] },
      }),
      categoryNames: () => [],
      allArticleIds: async () => (article ? [article.id] : []),
      allPageIds: async () => [],
    },
    redirects: {
      get: async (from) => redirectRows.get(from),
      list: async () => [...redirectRows.values()],
      async putSlug(from, to, owner, now) {
        if (redirectRows.get(from)?.kind === 'manual') return;
        redirectRows.set(from, { from, to, status: 301, kind: 'slug', owner, updated_at: now });
      },
      async removeSlug(from, owner) {
        const row = redirectRows.get(from);
        if (row?.kind === 'slug' && row.owner === owner) redirectRows.delete(from);
      },
      async repointManual(change, now) {
        const row = redirectRows.get(change.from);
        if (row?.kind !== 'manual' || row.to !== change.expectedTo) return false;
        redirectRows.set(change.from, { ...row, to: change.to, updated_at: now });
        return true;
      },
    },
    related: { candidates: async () => [], item: async () => undefined },
    links: {
      store: {
        outgoing: async () => [],
        setOutgoing: async () => {},
        addInbound: async () => {},
        setTarget: async () => {},
        orphanIds: async () => [],
        linkers: async () => [],
        readAhead: async () => deps.links.store,
      },
      publicOrigin: 'https://example.com',
    },
    now: () => new Date('2026-11-24T00:00:00.000Z'),
  };
  const readArticles = (reader: typeof read) => void (read = reader);
  return { deps, edge, files, renders, redirectRows, edgeUpdates, readArticles };
}

describe('publishSite', () => {
  it('writes the files before pointing the edge at them, and renders the same content once', async () => {
    const { deps, edge, files, renders } = world(record());

    const first = await publishSite(deps, { type: 'article', id, slugs: ['an-article'] });
    const again = await publishSite(deps, { type: 'article', id, slugs: ['an-article'] });

    const entry = edge.get('/insights/an-article') as { page: string };
    expect(files.has(`${entry.page}.html`)).toBe(true);
    expect(files.has(`${entry.page}.data`)).toBe(true);
    expect(first.rendered).toContain('/insights/an-article');
    expect(again.rendered).toEqual([]);
    expect(renders.filter((path) => path === '/insights/an-article')).toHaveLength(1);
  });

  it('leaves the previous page in place when a render fails', async () => {
    const { deps, edge } = world(record({ version: 2, title: 'Changed' }), true);
    const previous: EdgeEntry = {
      page: '/_rendered/insights/an-article/old',
      owner: `article:${id}`,
      version: 'old',
    };
    edge.set('/insights/an-article', previous);

    await expect(publishSite(deps, { type: 'article', id, slugs: ['an-article'] })).rejects.toThrow(
      'render failed',
    );
    expect(edge.get('/insights/an-article')).toEqual(previous);
  });

  it('never points an earlier slug that another page now holds at this article', async () => {
    const { deps, edge } = world(record({ slug: 'new-slug', previous_slugs: ['taken'] }));
    const other: EdgeEntry = {
      page: '/_rendered/insights/taken/v',
      owner: 'article:other',
      version: 'v',
    };
    edge.set('/insights/taken', other);

    await publishSite(deps, { type: 'article', id, slugs: ['new-slug'] });

    expect(edge.get('/insights/taken')).toEqual(other);
  });

  it('takes down only what this article owns when it is no longer public', async () => {
    const { deps, edge } = world(undefined);
    edge.set('/insights/mine', { page: '/_rendered/x/v', owner: `article:${id}`, version: 'v' });
    edge.set('/insights/theirs', { page: '/_rendered/y/v', owner: 'article:other', version: 'v' });

    const outcome = await publishSite(deps, { type: 'article', id, slugs: ['mine', 'theirs'] });

    expect(outcome.removed).toEqual(['/insights/mine']);
    expect(edge.has('/insights/theirs')).toBe(true);
  });

  it('records an earlier slug as a slug redirect, and forgets it when the article goes', async () => {
    const { deps, edge, redirectRows } = world(record({ slug: 'new', previous_slugs: ['old'] }));

    await publishSite(deps, { type: 'article', id, slugs: ['new', 'old'] });
    expect(edge.get('/insights/old')).toEqual({
      redirect: '/insights/new',
      status: 301,
      owner: `article:${id}`,
    });
    expect(redirectRows.get('/insights/old')).toMatchObject({ to: '/insights/new', kind: 'slug' });

    const gone = world(undefined);
    gone.edge.set('/insights/old', edge.get('/insights/old')!);
    gone.redirectRows.set('/insights/old', redirectRows.get('/insights/old')!);
    await publishSite(gone.deps, { type: 'article', id, slugs: ['new', 'old'] });
    expect(gone.edge.has('/insights/old')).toBe(false);
    expect(gone.redirectRows.has('/insights/old')).toBe(false);
  });

  it('applies a managed redirect over a live page, points its earlier slugs at the target, and brings the page back when it goes', async () => {
    const { deps, edge, redirectRows, renders } = world(
      record({ slug: 'live', previous_slugs: ['older'] }),
    );
    await publishSite(deps, { type: 'site' });
    expect(edge.get('/insights/live')).toHaveProperty('page');

    redirectRows.set('/insights/live', {
      from: '/insights/live',
      to: '/contact',
      status: 302,
      kind: 'manual',
      updated_at: '2026-11-24T00:00:00.000Z',
    });
    const applied = await publishSite(deps, { type: 'redirects', from: ['/insights/live'] });

    expect(edge.get('/insights/live')).toEqual({
      redirect: '/contact',
      status: 302,
      owner: managedRedirectOwner,
    });
    expect(edge.get('/insights/older')).toMatchObject({ redirect: '/contact', status: 301 });
    expect(applied.redirected).toEqual(['/insights/live', '/insights/older']);
    // A whole-site render leaves the admin's redirect in place.
    await publishSite(deps, { type: 'site' });
    expect(edge.get('/insights/live')).toMatchObject({ redirect: '/contact' });

    redirectRows.delete('/insights/live');
    renders.length = 0;
    await publishSite(deps, { type: 'redirects', from: ['/insights/live'] });

    expect(edge.get('/insights/live')).toHaveProperty('page');
    expect(renders).toContain('/insights/live');
    expect(edge.get('/insights/older')).toMatchObject({ redirect: '/insights/live' });
  });

  it("re-points the admin's redirects to an earlier slug at the new one, so none takes two hops", async () => {
    const { deps, edge, redirectRows } = world(record({ slug: 'y', previous_slugs: ['x'] }));
    const manual = (from: string, to: string): RedirectRecord => ({
      from,
      to,
      status: 302,
      kind: 'manual',
      updated_at: '2026-01-01T00:00:00.000Z',
    });
    redirectRows.set('/promo', manual('/promo', '/insights/x?utm_source=mail'));
    redirectRows.set('/elsewhere', manual('/elsewhere', '/contact'));
    edge.set('/promo', {
      redirect: '/insights/x?utm_source=mail',
      status: 302,
      owner: managedRedirectOwner,
    });

    const outcome = await publishSite(deps, { type: 'article', id, slugs: ['y', 'x'] });

    expect(redirectRows.get('/promo')).toMatchObject({
      to: '/insights/y?utm_source=mail',
      status: 302,
      kind: 'manual',
    });
    expect(edge.get('/promo')).toEqual({
      redirect: '/insights/y?utm_source=mail',
      status: 302,
      owner: managedRedirectOwner,
    });
    expect(outcome.redirected).toContain('/promo');
    expect(redirectRows.get('/elsewhere')?.to).toBe('/contact');
  });

  it('leaves an entry another owner holds when no managed redirect names the path', async () => {
    const { deps, edge } = world(record());
    await publishSite(deps, { type: 'site' });
    const page = edge.get('/insights/an-article');

    await publishSite(deps, { type: 'redirects', from: ['/insights/an-article'] });

    expect(edge.get('/insights/an-article')).toEqual(page);
  });

  it('a whole-site render renders every page it can, then fails for the one it could not', async () => {
    const broken = '33333333-3333-4333-8333-333333333333';
    const { deps, edge, renders, readArticles } = world(record());
    const good = record();
    readArticles(async (articleId) =>
      articleId === broken ? record({ id: broken, slug: 'broken' }) : good,
    );
    deps.sources.allArticleIds = async () => [broken, id];
    deps.sources.articleDetail = async (slug) =>
      ({ id: slug, slug, title: slug, html: noBody }) as unknown as ArticleDetail;
    const render = deps.renderer.render.bind(deps.renderer);
    deps.renderer.render = async (path, input) => {
      if (path === '/insights/broken') throw new Error('unrenderable page');
      return render(path, input);
    };

    await expect(publishSite(deps, { type: 'site' })).rejects.toThrow(/1 page\(s\)/);
    expect(renders).toContain('/insights/an-article');
    expect(edge.get('/insights/an-article')).toHaveProperty('page');
    expect(edge.get('/insights')).toHaveProperty('page');
  });
});

describe('publishSite, a whole-site render', () => {
  it('renders several pages at once, never more than siteConcurrency, and every one of them', async () => {
    const articles = Array.from({ length: 30 }, (_, index) =>
      record({
        id: `11111111-1111-4111-8111-${String(index).padStart(12, '0')}`,
        slug: `article-${index}`,
      }),
    );
    const { deps, edge, readArticles } = world(undefined);
    let inFlight = 0;
    let most = 0;
    deps.sources.allArticleIds = async () => articles.map((article) => article.id);
    readArticles(async (articleId) => articles.find((a) => a.id === articleId));
    deps.sources.articleDetail = async (slug) => {
      const found = articles.find((a) => a.slug === slug);
      return found
        ? ({ id: found.id, slug, title: found.title, html: noBody } as unknown as ArticleDetail)
        : undefined;
    };
    deps.renderer.render = async (_path, input) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // A render that takes a while, as the real one does: the others may start meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return { html: `<html>${JSON.stringify(input)}</html>`, data: '[]' };
    };

    const outcome = await publishSite(deps, { type: 'site' });

    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(siteConcurrency);
    for (const article of articles) {
      expect(outcome.rendered).toContain(`/insights/${article.slug}`);
      expect(edge.get(`/insights/${article.slug}`)).toMatchObject({
        owner: `article:${article.id}`,
      });
    }
  });
});

describe('publishSite, a whole-site render’s reads', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      record({
        id: `11111111-1111-4111-8111-${String(index).padStart(12, '0')}`,
        slug: `article-${index}`,
      }),
    );

  function siteOf(articles: ArticleRecord[]) {
    const site = world(undefined);
    const { deps } = site;
    const reads = { articleBatches: [] as number[], linkBatches: [] as number[], edgeGets: 0 };
    deps.sources.allArticleIds = async () => articles.map((article) => article.id);
    site.readArticles(async (articleId) => articles.find((a) => a.id === articleId));
    deps.sources.articleDetail = async (slug) => {
      const found = articles.find((a) => a.slug === slug);
      return found
        ? ({ id: found.id, slug, title: found.title, html: noBody } as unknown as ArticleDetail)
        : undefined;
    };
    const batch = deps.sources.articlesForRender.bind(deps.sources);
    deps.sources.articlesForRender = async (ids) => {
      reads.articleBatches.push(ids.length);
      return batch(ids);
    };
    const store = deps.links.store;
    deps.links.store = {
      ...store,
      async readAhead(paths) {
        reads.linkBatches.push(paths.length);
        return store;
      },
    };
    const get = deps.edge.get.bind(deps.edge);
    deps.edge.get = async (key) => {
      reads.edgeGets += 1;
      return get(key);
    };
    return { ...site, reads };
  }

  it('reads articles and their links a chunk at a time, and the edge store once, not per page', async () => {
    const articles = many(siteChunk * 2 + 30);
    const { deps, reads, edge } = siteOf(articles);

    const outcome = await publishSite(deps, { type: 'site' });

    expect(outcome.rendered).toHaveLength(articles.length + 1);
    expect(reads.articleBatches).toEqual([siteChunk, siteChunk, 30]);
    expect(reads.linkBatches).toEqual([siteChunk, siteChunk, 30]);
    expect(reads.edgeGets).toBe(0);
    expect(edge.get('/insights/article-0')).toHaveProperty('page');
  });

  it('decides on the store as listed and its own writes: a second render finds every page current', async () => {
    const { deps, reads } = siteOf(many(40));
    await publishSite(deps, { type: 'site' });

    const again = await publishSite(deps, { type: 'site' });

    expect(again.rendered).toEqual([]);
    expect(reads.edgeGets).toBe(0);
  });

  it('counts every page of a chunk it could not read as not rendered, and renders the other chunks', async () => {
    const articles = many(siteChunk + 5);
    const { deps, edge } = siteOf(articles);
    const batch = deps.sources.articlesForRender.bind(deps.sources);
    deps.sources.articlesForRender = async (ids) => {
      if (ids.length === siteChunk) throw new Error('batch read failed');
      return batch(ids);
    };

    await expect(publishSite(deps, { type: 'site' })).rejects.toThrow(
      `${siteChunk} page(s) of the site could not be rendered`,
    );
    expect(edge.get(`/insights/article-${siteChunk}`)).toHaveProperty('page');
    expect(edge.get('/insights/article-0')).toBeUndefined();
    expect(edge.get('/insights')).toHaveProperty('page');
  });
});

describe('publishSite, edge store writes', () => {
  it('sends a whole-site render’s entries 50 to an update', async () => {
    const articles = Array.from({ length: 120 }, (_, index) =>
      record({
        id: `11111111-1111-4111-8111-${String(index).padStart(12, '0')}`,
        slug: `article-${index}`,
        // Every article also answers its earlier slug with a 301, decided by reading the store.
        previous_slugs: [`earlier-${index}`],
      }),
    );
    const { deps, edge, edgeUpdates, readArticles } = world(undefined);
    deps.sources.allArticleIds = async () => articles.map((article) => article.id);
    readArticles(async (articleId) => articles.find((a) => a.id === articleId));
    deps.sources.articleDetail = async (slug) => {
      const found = articles.find((a) => a.slug === slug);
      return found
        ? ({ id: found.id, slug, title: found.title, html: noBody } as unknown as ArticleDetail)
        : undefined;
    };

    const first = await publishSite(deps, { type: 'site' });
    const updatesOfFirst = edgeUpdates.length;
    const again = await publishSite(deps, { type: 'site' });

    // 120 pages, 120 earlier slugs and the Insights list: 241 keys in 5 updates of at most 50.
    expect(first.rendered).toHaveLength(121);
    expect(first.redirected).toHaveLength(120);
    expect(edgeUpdates.slice(0, updatesOfFirst)).toEqual([50, 50, 50, 50, 41]);
    expect(edge.size).toBe(241);
    // The second job finds every entry as the first left it: nothing to render or write.
    expect(again.rendered).toEqual([]);
    expect(again.redirected).toEqual([]);
    expect(edgeUpdates).toHaveLength(updatesOfFirst);
  });
});

describe('cachePaths', () => {
  it('names each changed page and its data, and every query variant of the insights list', () => {
    expect(cachePaths(['/insights/a', '/insights?category=x'])).toEqual([
      '/insights/a',
      '/insights/a.data',
      '/insights',
      '/insights.data*',
      '/insights?*',
    ]);
  });

  it('invalidates everything with one wildcard once a job changed more than CloudFront takes one by one', () => {
    const pages = (count: number) =>
      Array.from({ length: count }, (_, index) => `/insights/a${index}`);
    expect(cachePaths(pages(maxInvalidationPaths / 2))).toHaveLength(maxInvalidationPaths);
    expect(cachePaths(pages(maxInvalidationPaths / 2 + 1))).toEqual(['/*']);
  });
});
