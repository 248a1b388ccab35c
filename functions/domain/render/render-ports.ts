/**
 * What publishing the site needs, said without AWS words. Adapters: the React Router server build
 * (functions/adapters/site-renderer.ts), the site bucket (rendered-files.ts), the edge store
 * (edge-store.ts: a CloudFront KeyValueStore in AWS, a file in the sandbox) and the CDN cache
 * (edge-cache.ts). Unit tests pass in-memory fakes.
 */
import type { EdgeEntry } from '@shared/rules/path-rule';
import type { RenderJob } from '@shared/schemas/render-job';
import type { ArticleDetail, ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import type { InsightsFirstView, RenderInput } from '@shared/schemas/render';
import type { RedirectRecord } from '@functions/domain/redirects/redirect-ports';
import type { Repoint } from '@functions/domain/redirects/slug-repoint';

/** A rendered page: its document and the data client navigation reads (`{path}.data`). */
export interface RenderedPage {
  html: string;
  data: string;
}

/** The web's server build, rendering one path with its data. */
export interface PageRenderer {
  /** Identifies the build: pages rendered with another build are rendered again. */
  readonly buildId: string;
  render(path: string, input: RenderInput): Promise<RenderedPage>;
}

/** The site bucket's rendered pages (keys start with `/_rendered/`). */
export interface RenderedFiles {
  put(key: string, body: string, contentType: string): Promise<void>;
}

/** The store the edge reads for every request (see shared/rules/path-rule.ts). */
export interface EdgeStore {
  get(key: string): Promise<EdgeEntry | undefined>;
  /** Every entry of the store (a whole-site render reads them once instead of one by one). */
  entries(): Promise<Map<string, EdgeEntry>>;
  put(key: string, entry: EdgeEntry): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Puts and removes many entries in one write, all or none; at most {@link maxEdgeUpdate} keys.
   */
  update(puts: ReadonlyMap<string, EdgeEntry>, removes: ReadonlySet<string>): Promise<void>;
}

/** Most keys one {@link EdgeStore.update} changes (a KeyValueStore's UpdateKeys takes 50). */
export const maxEdgeUpdate = 50;

/** The CDN's cache of pages. */
export interface EdgeCache {
  /** Drops the cached answers of these paths (`*` at the end matches any rest). */
  invalidate(paths: readonly string[]): Promise<void>;
}

/** Where the content comes from: the same domain reads the public API answers with. */
export interface RenderSources {
  /** The article page's data, exactly as `GET /api/articles/{slug}` answers it. */
  articleDetail(slug: string): Promise<ArticleDetail | undefined>;
  /** The id of the programmatic page holding `slug`, published or not. */
  pageIdBySlug(slug: string): Promise<string | undefined>;
  insightsFirstView(category: string): Promise<InsightsFirstView>;
  /** The category names that get a tab of their own (the allowed categories). */
  categoryNames(): readonly string[];
  /** Ids of every article and page there is (for a whole-site render). */
  allArticleIds(): Promise<string[]>;
  allPageIds(): Promise<{ id: string; slug: string }[]>;
  /**
   * Articles by id, each with its page data when it is public (as {@link articleDetail} answers
   * it for the record's slug), in a few batch reads: a whole-site render reads a chunk at a time.
   * An id with no article is absent from the map.
   */
  articlesForRender(ids: readonly string[]): Promise<Map<string, ArticleToRender>>;
  /** Pages by id, in a few batch reads; an id with no page is absent from the map. */
  pages(ids: readonly string[]): Promise<Map<string, PageRecord>>;
}

/** An article as a render reads it: its record, and its page data when it is public. */
export interface ArticleToRender {
  record: ArticleRecord;
  detail?: ArticleDetail;
}

/** The redirects table as the render worker reads and keeps it. */
export interface SlugRedirects {
  get(from: string): Promise<RedirectRecord | undefined>;
  list(): Promise<RedirectRecord[]>;
  /** Records an article's earlier slug `from` answering 301 to `to` (never over a manual one). */
  putSlug(from: string, to: string, owner: string, now: string): Promise<void>;
  /** Forgets the earlier slug `from`, if `owner` still keeps it. */
  removeSlug(from: string, owner: string): Promise<void>;
  /**
   * Moves the manual redirect `change.from` to `change.to` if it still leads to
   * `change.expectedTo`; false when it changed meanwhile (then it is left as the admin made it).
   */
  repointManual(change: Repoint, now: string): Promise<boolean>;
}

/** How content domains ask for a render after a change; never throws (see render-queue.ts). */
export interface RenderRequests {
  requestRender(job: RenderJob): Promise<void>;
}
