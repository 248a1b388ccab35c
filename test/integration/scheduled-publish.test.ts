/**
 * Scheduled publish against the sandbox, with the scheduler's clock held by the
 * test: the sandbox clock stands still, and each run of the manifest's `publishScheduled` schedule
 * is fired at a time the test picks (`runSchedule(name, at)`, the event EventBridge sends). What
 * the public side sees is checked as a visitor meets it: the list API, /sitemap.xml and the
 * rendered page. Needs the web build (`npm run build`), as the render tests do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CursorPage } from '@shared/schemas/admin-list';
import { imageAltRequiredMessage } from '@shared/rules/image-alt';
import type {
  AdminArticleListItem,
  ArticleListResponse,
  ArticleRecord,
} from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import type { AdminPageListItem, PageRecord } from '@shared/schemas/page';
import { publishAtPastMessage } from '@shared/schemas/schedule';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';

const minute = 60_000;
let content: ContentSandbox;
let author: AuthorRecord;
let strategy: CategoryRecord;
/** The sandbox's clock: it never moves, so no schedule fires unless a test fires it. */
const clock = new Date();

beforeAll(async () => {
  content = await startContentSandbox({ queueRetryDelayMs: 20, now: () => clock });
  author = await content.author('Ada Scheduler');
  strategy = await content.category('Strategy');
});

afterAll(async () => {
  await content?.end();
});

const settled = () => content.sandbox.queue.idle(60_000);

/** Fires the scheduled publish as EventBridge would at `at`, then waits for its renders. */
async function runPublisher(at: Date) {
  const run = await content.sandbox.runSchedule('publishScheduled', at);
  expect(run.error).toBeUndefined();
  await settled();
  return run.result as { published: number; failed: number };
}

/** A time some minutes from the real now (the API refuses times in the past). */
const inMinutes = (minutes: number) =>
  new Date(Math.ceil((Date.now() + minutes * minute) / 1000) * 1000);

async function draftArticle(slug: string, fields: Record<string, unknown> = {}) {
  return content.article({
    author_id: author.id,
    category_id: strategy.id,
    slug,
    title: `Scheduled ${slug}`,
    is_published: false,
    ...fields,
  });
}

const readArticle = async (id: string) =>
  (await content.admin<ArticleRecord>('GET', `/api/admin/articles/${id}`)).body;

async function scheduleArticle(id: string, at: Date, version?: number) {
  return content.admin<ArticleRecord>('PUT', `/api/admin/articles/${id}/schedule`, {
    publish_at: at.toISOString(),
    expected_version: version ?? (await readArticle(id)).version,
  });
}

/** What a visitor sees of an article's slug: in the list, in the sitemap, its page's status. */
async function publicView(slug: string) {
  const list = await content.api<ArticleListResponse>('GET', '/api/articles');
  const sitemap = await (await fetch(`${content.sandbox.url}/sitemap.xml`)).text();
  const page = await fetch(`${content.sandbox.url}/insights/${slug}`, { redirect: 'manual' });
  return {
    listed: list.body.items.some((item) => item.slug === slug),
    inSitemap: sitemap.includes(`/insights/${slug}</loc>`),
    pageStatus: page.status,
    html: await page.text(),
  };
}

async function adminRow(id: string) {
  const list = await content.admin<CursorPage<AdminArticleListItem>>('GET', '/api/admin/articles');
  return list.body.items.find((item) => item.id === id);
}

describe('scheduled articles', () => {
  it('go live at their time and not before: list, sitemap and rendered page', async () => {
    const article = await draftArticle('goes-live-on-time');
    const at = inMinutes(10);

    const scheduled = await scheduleArticle(article.id, at);
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.schedule?.publish_at).toBe(at.toISOString());
    await runPublisher(new Date(at.getTime() - 1000));
    const before = await publicView('goes-live-on-time');
    const rowBefore = await adminRow(article.id);
    await runPublisher(at);
    const after = await publicView('goes-live-on-time');
    const stored = await readArticle(article.id);

    expect(before).toMatchObject({ listed: false, inSitemap: false, pageStatus: 404 });
    expect(rowBefore).toMatchObject({
      is_published: false,
      schedule: { publish_at: at.toISOString(), attempts: 0, last_error: null },
    });
    expect(after).toMatchObject({ listed: true, inSitemap: true, pageStatus: 200 });
    expect(after.html).toContain('Scheduled goes-live-on-time');
    expect(stored.is_published).toBe(true);
    expect(stored.schedule).toBeUndefined();
    // Dated from going live, not from when the draft was started.
    expect(stored.published_date).toBe(at.toISOString());
    expect(stored.published_date).not.toBe(article.published_date);
  });

  it('records a failed publish on the article, shows it in the admin list, and retries it on the next run', async () => {
    // An uploaded image without alt text: a draft may lack it, publishing may not.
    const article = await draftArticle('fails-then-goes-live', {
      image_url: '/media/uploads/no-alt.jpg',
      image_alt: '',
    });
    const at = inMinutes(20);
    expect((await scheduleArticle(article.id, at)).status).toBe(200);

    const first = await runPublisher(at);
    const afterFirst = await adminRow(article.id);
    await runPublisher(new Date(at.getTime() + minute));
    const afterSecond = await adminRow(article.id);
    // The admin fixes the article; the edit keeps the schedule and the next run publishes it.
    const current = await readArticle(article.id);
    const edited = await content.admin<ArticleRecord>(
      'PUT',
      `/api/admin/articles/${article.id}`,
      articleBody({ ...current, image_alt: 'A chart of the quarter', version: current.version }),
    );
    await runPublisher(new Date(at.getTime() + 2 * minute));
    const view = await publicView('fails-then-goes-live');

    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(afterFirst).toMatchObject({
      is_published: false,
      schedule: {
        publish_at: at.toISOString(),
        attempts: 1,
        last_error: imageAltRequiredMessage,
        last_attempt_at: at.toISOString(),
      },
    });
    expect(afterSecond?.schedule).toMatchObject({
      attempts: 2,
      last_error: imageAltRequiredMessage,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.schedule?.publish_at).toBe(at.toISOString());
    expect(view).toMatchObject({ listed: true, pageStatus: 200 });
    expect((await readArticle(article.id)).schedule).toBeUndefined();
  });

  it('reschedules to a later time and unschedules, leaving the article a draft', async () => {
    const article = await draftArticle('rescheduled-then-unscheduled');
    const first = inMinutes(30);
    const later = inMinutes(90);

    const scheduled = await scheduleArticle(article.id, first);
    const rescheduled = await scheduleArticle(article.id, later, scheduled.body.version);
    await runPublisher(new Date(first.getTime() + minute));
    const afterFirstTime = await readArticle(article.id);
    const unscheduled = await content.admin<ArticleRecord>(
      'DELETE',
      `/api/admin/articles/${article.id}/schedule`,
    );
    await runPublisher(new Date(later.getTime() + minute));
    const view = await publicView('rescheduled-then-unscheduled');
    const row = await adminRow(article.id);

    expect(rescheduled.status).toBe(200);
    expect(afterFirstTime).toMatchObject({
      is_published: false,
      schedule: { publish_at: later.toISOString() },
    });
    expect(unscheduled.status).toBe(200);
    expect(unscheduled.body.schedule).toBeUndefined();
    expect(view).toMatchObject({ listed: false, inSitemap: false, pageStatus: 404 });
    expect(row?.is_published).toBe(false);
    expect(row?.schedule).toBeUndefined();
  });

  it('refuses a past time naming publish_at, a published article, and a stale version, storing nothing', async () => {
    const draft = await draftArticle('refused-schedules');
    const published = await draftArticle('already-live', { is_published: true });

    const past = await scheduleArticle(draft.id, new Date(Date.now() - minute));
    const live = await scheduleArticle(published.id, inMinutes(10));
    const stale = await scheduleArticle(draft.id, inMinutes(10), draft.version + 5);
    const stored = await readArticle(draft.id);

    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: { fields: { publish_at: publishAtPastMessage } } });
    expect(live.status).toBe(409);
    expect(live.body).toMatchObject({
      error: { message: expect.stringContaining('already published') },
    });
    expect(stale.status).toBe(409);
    expect(stored.schedule).toBeUndefined();
    expect(stored.version).toBe(draft.version);
  });
});

describe('scheduled programmatic pages', () => {
  it('go live at their time and not before, and a reschedule or unschedule holds them back', async () => {
    const created = await content.admin<PageRecord>('POST', '/api/admin/pages', {
      keyword: 'Scheduled Launch Planning',
      industry: 'Manufacturing',
      pain_point: 'Launches slip because nobody owns the date.',
      intent_level: 'commercial',
      cta_type: 'consultation',
      slug: 'scheduled-launch-planning',
    });
    expect(created.status).toBe(201);
    await settled();
    const readPage = async () =>
      (await content.admin<PageRecord>('GET', `/api/admin/pages/${created.body.id}`)).body;
    const schedulePage = async (at: Date) =>
      content.admin<PageRecord>('PUT', `/api/admin/pages/${created.body.id}/schedule`, {
        publish_at: at.toISOString(),
        expected_version: (await readPage()).version,
      });
    const visit = async () => {
      const sitemap = await (await fetch(`${content.sandbox.url}/sitemap.xml`)).text();
      return {
        api: (await content.api('GET', '/api/pages/scheduled-launch-planning')).status,
        inSitemap: sitemap.includes('/solutions/scheduled-launch-planning</loc>'),
        page: (await fetch(`${content.sandbox.url}/solutions/scheduled-launch-planning`)).status,
      };
    };
    const early = inMinutes(40);
    const at = inMinutes(50);

    expect((await schedulePage(early)).status).toBe(200);
    const unscheduled = await content.admin<PageRecord>(
      'DELETE',
      `/api/admin/pages/${created.body.id}/schedule`,
    );
    await runPublisher(new Date(early.getTime() + minute));
    const afterUnscheduled = await readPage();
    expect((await schedulePage(at)).status).toBe(200);
    const listed = await content.admin<CursorPage<AdminPageListItem>>('GET', '/api/admin/pages');
    await runPublisher(new Date(at.getTime() - 1000));
    const before = await visit();
    await runPublisher(at);
    const after = await visit();
    const stored = await readPage();

    expect(unscheduled.body.schedule).toBeUndefined();
    expect(afterUnscheduled.status).toBe('draft');
    expect(listed.body.items.find((page) => page.id === created.body.id)?.schedule).toMatchObject({
      publish_at: at.toISOString(),
      attempts: 0,
    });
    expect(before).toEqual({ api: 404, inSitemap: false, page: 404 });
    expect(after).toEqual({ api: 200, inSitemap: true, page: 200 });
    expect(stored.status).toBe('published');
    expect(stored.schedule).toBeUndefined();
  });
});
