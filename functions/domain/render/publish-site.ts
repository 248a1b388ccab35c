/**
 * Render on publish (DESIGN.md sections 1 and 8): keeps the site's rendered pages and the edge
 * store in step with the published content.
 *
 * - A published article is rendered at `/insights/{slug}`, a published programmatic page at
 *   `/solutions/{slug}`, and the Insights list (all categories and each category tab, page 1).
 * - Each render is written under a name of its own (`/_rendered/<path>/<version>.html` and
 *   `.data`), then the edge store's entry for the path is switched to it, then the CDN forgets the
 *   path. A render that fails leaves the previous files and entry in place.
 * - The version is a hash of the build and the page's data: a repeated message, or a whole-site
 *   render after a deploy that changed nothing for a page, renders nothing (idempotent).
 * - Every earlier slug of a live article answers a 301 to its current slug (always to the current
 *   one, so there are no chains; a slug another page now holds is left to that page), and is
 *   recorded in the redirects table, where the redirects manager lists it. The admin's redirects
 *   that led to an earlier slug are re-pointed at the current one, so they stay one hop too. Unpublished or deleted
 *   content loses its entries at once, so the edge answers 404.
 * - Managed redirects (the admin's /admin/redirects) are applied from the redirects table. One
 *   from a live page's path (the admin confirmed it) wins over the page, and the page's earlier
 *   slugs point straight at its target; deleting it brings the page back.
 */
import { createHash } from 'node:crypto';
import { contentItemAt } from '@shared/content/site-paths';
import { renderedPrefix, variantKey, type EdgeEntry } from '@shared/rules/path-rule';
import { redirectTarget } from '@shared/rules/redirect-rules';
import type { ArticleRecord } from '@shared/schemas/article';
import { toPublicPage, type PageRecord } from '@shared/schemas/page';
import type { RenderJob } from '@shared/schemas/render-job';
import {
  contentLinksInHtml,
  recordOutgoing,
  type InboundLinkStore,
  type LinkTarget,
} from '@functions/domain/links/inbound-links';
import { relatedLinksOf, pagesReachedBy } from '@functions/domain/links/internal-links';
import { pageCandidate } from '@functions/domain/links/link-candidates';
import type { RelatedCandidate, RelatedCandidates } from '@functions/domain/links/related-items';
import { articlePath, pagePath } from '@functions/domain/generation/site-links';
import { slugChangeRepoints } from '@functions/domain/redirects/slug-repoint';
import { batchedEdgeWrites } from './edge-writes';
import type { InsightsFirstView, RenderInput } from '@shared/schemas/render';
import type {
  ArticleToRender,
  EdgeCache,
  EdgeStore,
  PageRenderer,
  RenderedFiles,
  RenderSources,
  SlugRedirects,
} from './render-ports';

export interface PublishDeps {
  renderer: PageRenderer;
  files: RenderedFiles;
  edge: EdgeStore;
  cache: EdgeCache;
  sources: RenderSources;
  redirects: SlugRedirects;
  /** The published items a programmatic page's related links are chosen from. */
  related: RelatedCandidates;
  /** Who links to whom on the rendered site (the admin lists' Orphans); its origin's links count. */
  links: { store: InboundLinkStore; publicOrigin: string };
  now: () => Date;
}

/** Owner of the edge entries of managed redirects. */
export const managedRedirectOwner = 'redirect';

/** What one job changed at the edge: the store keys it wrote or removed. */
export interface PublishOutcome {
  rendered: string[];
  redirected: string[];
  removed: string[];
}

const insightsPath = '/insights';
const listOwner = 'insights';

/**
 * Handles one render job; resolves to what changed. Throws when a render or a write fails.
 * `concurrency`: pages of a whole-site render in flight at once (the bench compares one to the
 * default).
 */
export async function publishSite(
  publishDeps: PublishDeps,
  job: RenderJob,
  { concurrency = siteConcurrency }: { concurrency?: number } = {},
): Promise<PublishOutcome> {
  const edge = batchedEdgeWrites(publishDeps.edge);
  const deps = withCandidatesOnce({ ...publishDeps, edge });
  const outcome: PublishOutcome = { rendered: [], redirected: [], removed: [] };
  const failures: unknown[] = [];
  try {
    if (job.type === 'article') {
      await publishArticle(deps, job.id, job.slugs, await readArticle(deps, job.id), outcome);
      await publishInsights(deps, outcome);
    } else if (job.type === 'page') {
      await publishPage(deps, job.id, job.slug, await readPage(deps, job.id), outcome);
    } else if (job.type === 'redirects') {
      for (const from of job.from) await applyRedirect(deps, from, outcome);
    } else if (job.type === 'related') {
      const changed = await deps.related.item(job.kind, job.id);
      const linkers = (
        await Promise.all(job.paths.map((path) => deps.links.store.linkers(path)))
      ).flat();
      const reached = pagesReachedBy(changed, await deps.related.candidates(), linkers);
      await eachBounded(reached, concurrency, (page) =>
        attempt(failures, async () =>
          publishPage(
            deps,
            page.id,
            page.path.slice(pagePrefix.length),
            await readPage(deps, page.id),
            outcome,
          ),
        ),
      );
    } else {
      // Every page of the job is decided against the store as it was read here (and the job's own
      // writes): one listing of the store instead of a read per page.
      await edge.readAll();
      // Managed redirects first: a page one of them hides is then left alone.
      for (const record of await deps.redirects.list()) {
        if (record.kind === 'manual') await applyRedirect(deps, record.from, outcome);
      }
      // One page that cannot be rendered must not hold back the rest: each is tried, and the job
      // fails after them all (so it is retried, and the pages already done render nothing
      // again). A chunk's rows are read in batches just before its pages render, so no page
      // renders from rows older than its chunk; a few pages at a time: one page's writes wait on
      // the network while another renders.
      for (const ids of chunks(await deps.sources.allArticleIds(), siteChunk)) {
        await attemptEach(failures, ids, async () => {
          const found = await deps.sources.articlesForRender(ids);
          const chunkDeps = await withLinksReadAhead(
            deps,
            [...found.values()].flatMap(({ record }) => articlePaths(record, [])),
          );
          await eachBounded(ids, concurrency, (id) =>
            attempt(failures, () => publishArticle(chunkDeps, id, [], found.get(id), outcome)),
          );
        });
      }
      for (const listed of chunks(await deps.sources.allPageIds(), siteChunk)) {
        await attemptEach(failures, listed, async () => {
          const found = await deps.sources.pages(listed.map((page) => page.id));
          const chunkDeps = await withLinksReadAhead(
            deps,
            listed.map((page) => pagePath(page.slug)),
          );
          await eachBounded(listed, concurrency, (page) =>
            attempt(failures, () =>
              publishPage(chunkDeps, page.id, page.slug, found.get(page.id), outcome),
            ),
          );
        });
      }
      await attempt(failures, () => publishInsights(deps, outcome));
    }
  } finally {
    // What was done before a failure goes live too, as when each write went out alone.
    await attempt(failures, () => edge.flush());
  }
  const changed = [...outcome.rendered, ...outcome.redirected, ...outcome.removed];
  if (changed.length > 0) await deps.cache.invalidate(cachePaths(changed));
  if (failures.length > 0) {
    throw new AggregateError(
      failures,
      `${failures.length} page(s) of the site could not be rendered`,
    );
  }
  return outcome;
}

const pagePrefix = '/solutions/';

/**
 * The deps of one job, whose candidates are read once: every page of a whole-site render ranks
 * against the same published items, and the job does not read them per page. The next job reads
 * them again, so no job ranks against a stale list.
 */
function withCandidatesOnce(deps: PublishDeps): PublishDeps {
  let candidates: Promise<RelatedCandidate[]> | undefined;
  return {
    ...deps,
    related: {
      candidates: () => (candidates ??= deps.related.candidates()),
      item: (kind, id) => deps.related.item(kind, id),
    },
  };
}

/**
 * Pages a whole-site render works on at once. Rendering is CPU work on the one thread; a page's
 * rows and entry are read with its chunk, so what each waits on is its two objects' PutObjects
 * (about 20 to 40 in flight): on a quiet machine 16 ran about a tenth faster than 8.
 */
export const siteConcurrency = 16;

/**
 * Items of a whole-site render read together: one batch read of their rows (a BatchGetItem takes
 * 100 keys), and of their links' rows, before their pages render.
 */
export const siteChunk = 100;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/**
 * The deps of one chunk, whose links store answers the reads of `paths` from one batch read:
 * every page of a whole-site render is recorded, and most find their links as they were.
 */
async function withLinksReadAhead(
  deps: PublishDeps,
  paths: readonly string[],
): Promise<PublishDeps> {
  const store = await deps.links.store.readAhead(paths);
  return { ...deps, links: { ...deps.links, store } };
}

/** Runs `work` on every item, at most `limit` at a time; resolves when all are done. */
async function eachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

async function attempt(failures: unknown[], work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    failures.push(error);
  }
}

/** {@link attempt} for work on several pages: when it throws, each of them failed. */
async function attemptEach(
  failures: unknown[],
  pages: readonly unknown[],
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    for (const _page of pages) failures.push(error);
  }
}

/** One article as a render reads it (undefined: there is none). */
async function readArticle(deps: PublishDeps, id: string): Promise<ArticleToRender | undefined> {
  return (await deps.sources.articlesForRender([id])).get(id);
}

async function readPage(deps: PublishDeps, id: string): Promise<PageRecord | undefined> {
  return (await deps.sources.pages([id])).get(id);
}

/** The paths an article's page answers or answered: its job's slugs, earlier slugs and slug. */
function articlePaths(record: ArticleRecord | undefined, slugs: readonly string[]): string[] {
  return [
    ...new Set(
      [...slugs, ...(record?.previous_slugs ?? []), ...(record ? [record.slug] : [])].map((slug) =>
        articlePath(slug),
      ),
    ),
  ];
}

async function publishArticle(
  deps: PublishDeps,
  id: string,
  slugs: readonly string[],
  read: ArticleToRender | undefined,
  outcome: PublishOutcome,
): Promise<void> {
  const owner = `article:${id}`;
  const paths = new Set(articlePaths(read?.record, slugs));
  const article = read?.detail;
  if (!article) {
    for (const path of paths) {
      await removeOwned(deps, path, owner, outcome);
      await recordLinks(deps, path, undefined, []);
    }
    return;
  }
  const live = articlePath(article.slug);
  const liveEntry = await deps.edge.get(live);
  // A managed redirect from the live path hides the page; earlier slugs go straight to its target.
  const target =
    liveEntry && 'redirect' in liveEntry && liveEntry.owner === managedRedirectOwner
      ? liveEntry.redirect
      : live;
  if (target === live) await renderPage(deps, live, live, owner, { article }, outcome);
  const { excerpt, introduction, keyPoints, sections, conclusion } = article.html;
  await recordLinks(
    deps,
    live,
    target === live ? { kind: 'article', id } : undefined,
    target === live
      ? contentLinksInHtml(
          [excerpt, introduction, ...keyPoints, ...sections, conclusion],
          deps.links.publicOrigin,
        )
      : [],
  );
  paths.delete(live);
  for (const path of paths) await recordLinks(deps, path, undefined, []);
  const now = deps.now().toISOString();
  const earlier = new Set<string>();
  for (const path of paths) {
    const current = await deps.edge.get(path);
    if (current && current.owner !== owner) continue; // another article's page or redirect now
    earlier.add(path);
    await deps.redirects.putSlug(path, target, owner, now);
    if (current && 'redirect' in current && current.redirect === target) continue;
    await deps.edge.put(path, { redirect: target, status: 301, owner });
    outcome.redirected.push(path);
  }
  // The admin's redirects that led to an earlier slug lead straight to the article (one hop).
  if (earlier.size === 0) return;
  for (const change of slugChangeRepoints(await deps.redirects.list(), earlier, target)) {
    if (await deps.redirects.repointManual(change, now)) {
      await applyRedirect(deps, change.from, outcome);
    }
  }
}

/**
 * Brings the edge's entry for `from` in step with the redirects table: the managed redirect when
 * there is one, else no managed entry, and the page that was hidden under it rendered again.
 */
async function applyRedirect(
  deps: PublishDeps,
  from: string,
  outcome: PublishOutcome,
): Promise<void> {
  const record = await deps.redirects.get(from);
  const current = await deps.edge.get(from);
  const managed = current?.owner === managedRedirectOwner;
  // A redirect stored before its target was judged as a browser reads it never reaches the edge.
  if (record?.kind === 'manual' && redirectTarget(record.to)) {
    const same =
      managed &&
      'redirect' in current &&
      current.redirect === record.to &&
      current.status === record.status;
    if (!same) {
      await deps.edge.put(from, {
        redirect: record.to,
        status: record.status,
        owner: managedRedirectOwner,
      });
      outcome.redirected.push(from);
    }
  } else if (managed) {
    await deps.edge.remove(from);
    outcome.removed.push(from);
  } else {
    return;
  }
  // The content at `from`, if any: rendered again, or its earlier slugs re-pointed.
  const item = contentItemAt(from);
  if (item?.kind === 'article') {
    const article = await deps.sources.articleDetail(item.slug);
    if (article) {
      await publishArticle(deps, article.id, [], await readArticle(deps, article.id), outcome);
    }
  } else if (item?.kind === 'page') {
    const id = await deps.sources.pageIdBySlug(item.slug);
    if (id) await publishPage(deps, id, item.slug, await readPage(deps, id), outcome);
  }
}

async function publishPage(
  deps: PublishDeps,
  id: string,
  slug: string,
  page: PageRecord | undefined,
  outcome: PublishOutcome,
): Promise<void> {
  const owner = `page:${id}`;
  const path = pagePath(slug);
  if (page && page.status === 'published' && page.slug === slug) {
    const related = relatedLinksOf(pageCandidate(page), await deps.related.candidates());
    await renderPage(deps, path, path, owner, { page: toPublicPage(page), related }, outcome);
    await recordLinks(
      deps,
      path,
      { kind: 'page', id },
      related.map((link) => link.path),
    );
  } else {
    await removeOwned(deps, path, owner, outcome);
    await recordLinks(deps, path, undefined, []);
  }
}

/** The Insights list: all categories, and a tab per category that has published articles. */
async function publishInsights(deps: PublishDeps, outcome: PublishOutcome): Promise<void> {
  const all = await deps.sources.insightsFirstView('');
  await renderPage(deps, insightsPath, insightsPath, listOwner, { insights: all }, outcome);
  await recordLinks(deps, insightsPath, undefined, listedPaths(all));
  const withArticles = new Set(all.categories.items.map((item) => item.name));
  for (const name of deps.sources.categoryNames()) {
    const key = variantKey(insightsPath, 'category', name);
    if (!withArticles.has(name)) {
      await removeOwned(deps, key, listOwner, outcome);
      await recordLinks(deps, key, undefined, []);
      continue;
    }
    const view = await deps.sources.insightsFirstView(name);
    await renderPage(deps, key, insightsPath, listOwner, { insights: view }, outcome);
    await recordLinks(deps, key, undefined, listedPaths(view));
  }
}

/** The article paths a view of the Insights list links to. */
function listedPaths(view: InsightsFirstView): string[] {
  return view.list.items.map((item) => `${insightsPath}/${item.slug}`);
}

/**
 * Records what the rendered page at `key` links to, and which published item it is (none for a
 * list, a taken-down page or an earlier slug). Run on every render, changed or not, so a
 * whole-site render is also the backfill of pages rendered before the links were kept.
 */
async function recordLinks(
  deps: PublishDeps,
  key: string,
  item: LinkTarget | undefined,
  targets: readonly string[],
): Promise<void> {
  await deps.links.store.setTarget(key, item);
  await recordOutgoing(deps.links.store, key, targets);
}

/**
 * Renders `path` (the store key `key`) with `input`, unless the stored version is this one.
 * Files first, then the entry: the edge never names a file that is not there.
 */
async function renderPage(
  deps: PublishDeps,
  key: string,
  path: string,
  owner: string,
  input: RenderInput,
  outcome: PublishOutcome,
): Promise<void> {
  const version = renderVersion(deps.renderer.buildId, input);
  const current = await deps.edge.get(key);
  if (current && 'page' in current && current.version === version) return;
  if (current?.owner === managedRedirectOwner) return; // the admin redirected this path
  const page = await deps.renderer.render(path, input);
  const file = `${renderedPrefix}${fileBase(key)}/${version}`;
  await Promise.all([
    deps.files.put(`${file}.html`, page.html, 'text/html; charset=utf-8'),
    deps.files.put(`${file}.data`, page.data, 'text/x-script; charset=utf-8'),
  ]);
  const entry: EdgeEntry = { page: file, owner, version };
  await deps.edge.put(key, entry);
  outcome.rendered.push(key);
}

async function removeOwned(
  deps: PublishDeps,
  key: string,
  owner: string,
  outcome: PublishOutcome,
): Promise<void> {
  const current = await deps.edge.get(key);
  if (!current || current.owner !== owner) return;
  await deps.edge.remove(key);
  if ('redirect' in current) await deps.redirects.removeSlug(key, owner);
  outcome.removed.push(key);
}

/** The version of a render: the build and the data, hashed. */
export function renderVersion(buildId: string, input: RenderInput): string {
  return createHash('sha256')
    .update(buildId)
    .update('\n')
    .update(JSON.stringify(input))
    .digest('hex')
    .slice(0, 16);
}

/**
 * The folder of a key's files: `/insights?category=M%26A` -> `/insights/category/M_26A` (object
 * keys keep to characters no layer encodes differently).
 */
function fileBase(key: string): string {
  const [path = '', query] = key.split('?');
  if (!query) return path;
  const [param = '', value = ''] = query.split('=');
  return `${path}/${param}/${value.replace(/[^A-Za-z0-9-]/g, '_')}`;
}

/**
 * Most paths one job invalidates one by one. CloudFront holds at most 3,000 individual paths in
 * progress per distribution (a larger request is refused) and charges for each path past the
 * month's first 1,000, while a wildcard counts as one: a job that changed more (a whole-site
 * render after a deploy) invalidates everything with one `/*`.
 */
export const maxInvalidationPaths = 1000;

/** The CDN paths of changed keys: the page, its data, and every query variant of a list. */
export function cachePaths(keys: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const key of keys) {
    const path = key.split('?')[0] ?? key;
    if (path === insightsPath) {
      paths.add(`${insightsPath}`);
      paths.add(`${insightsPath}.data*`);
      paths.add(`${insightsPath}?*`);
    } else {
      paths.add(path);
      paths.add(`${path}.data`);
    }
  }
  return paths.size > maxInvalidationPaths ? ['/*'] : [...paths];
}
