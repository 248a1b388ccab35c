/**
 * The sandbox's schedules on real time, as `npm start` runs them: no test clock and no
 * `runSchedules` call, only the scheduler's own timer. The one thing the test changes is the
 * rates (seconds instead of minutes), so it sees many runs quickly. An article and a page scheduled
 * seconds ahead through the admin API answer as rendered HTML on time and not before; a publish
 * that fails shows its reason and attempts in the admin list and is tried again on each run; the
 * generation sweep keeps running on its rate. Needs the web build (`npm run build`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CursorPage } from '@shared/schemas/admin-list';
import { imageAltRequiredMessage } from '@shared/rules/image-alt';
import type { AdminArticleListItem, ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { CategoryRecord } from '@shared/schemas/category';
import type { PageRecord } from '@shared/schemas/page';
import type { ScheduleRun } from '../../infra/local/scheduler';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';

const publishPeriodMs = 1000;
const sweepPeriodMs = 1500;
/**
 * How late a publish may answer: one publish period, one look at the clock, and the render, with
 * room for a machine under load (a late pass shows as a miss; a dead timer never answers at all).
 */
const publishSlackMs = publishPeriodMs + 9000;

let content: ContentSandbox;
let author: AuthorRecord;
let strategy: CategoryRecord;
/** Every run of the timer, with the wall-clock time it finished. */
const runs: (ScheduleRun & { finishedAt: number })[] = [];

beforeAll(async () => {
  content = await startContentSandbox({
    queueRetryDelayMs: 20,
    scheduler: {
      pollMs: 100,
      periodMs: { publishScheduled: publishPeriodMs, generationSweep: sweepPeriodMs },
      onRun: (run) => runs.push({ ...run, finishedAt: Date.now() }),
    },
  });
  author = await content.author('Ada Realtime');
  strategy = await content.category('Strategy');
});

afterAll(async () => {
  await content?.end();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A whole second some seconds from now (the API refuses times in the past). */
const secondsAhead = (seconds: number) =>
  new Date(Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000);

/** Polls `read` until `done` holds for its answer, or the deadline passes; the last answer. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, deadline: number) {
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(100);
    value = await read();
  }
  return value;
}

/** A visitor's GET of a public path: status, body, and when the answer came. */
async function visit(path: string) {
  const response = await fetch(`${content.sandbox.url}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    html: await response.text(),
    at: Date.now(),
  };
}

async function draftArticle(slug: string, fields: Partial<ArticleRecord> = {}) {
  return content.article({
    author_id: author.id,
    category_id: strategy.id,
    slug,
    title: `Real time ${slug}`,
    introduction: `The introduction of ${slug}.`,
    is_published: false,
    ...fields,
  });
}

async function schedule(kind: 'articles' | 'pages', id: string, version: number, at: Date) {
  const answer = await content.admin<{ schedule?: { publish_at: string } }>(
    'PUT',
    `/api/admin/${kind}/${id}/schedule`,
    { publish_at: at.toISOString(), expected_version: version },
  );
  expect(answer.status).toBe(200);
  expect(answer.body.schedule?.publish_at).toBe(at.toISOString());
}

async function adminRow(id: string) {
  const list = await content.admin<CursorPage<AdminArticleListItem>>('GET', '/api/admin/articles');
  return list.body.items.find((item) => item.id === id);
}

describe('the sandbox scheduler on real time', () => {
  it('publishes a scheduled article and page at their time, as rendered HTML, and not before', async () => {
    const article = await draftArticle('real-time-article');
    const page = await content.admin<PageRecord>('POST', '/api/admin/pages', {
      keyword: 'Real Time Launch Planning',
      industry: 'Manufacturing',
      pain_point: 'Launches slip because nobody owns the date.',
      intent_level: 'commercial',
      cta_type: 'consultation',
      slug: 'real-time-launch-planning',
    });
    expect(page.status).toBe(201);
    await content.sandbox.queue.idle(60_000);
    const generated = await content.admin<PageRecord>('GET', `/api/admin/pages/${page.body.id}`);
    expect(generated.body.status).toBe('draft');

    const at = secondsAhead(6);
    await schedule('articles', article.id, article.version, at);
    await schedule('pages', page.body.id, generated.body.version, at);
    const articleBefore = await visit('/insights/real-time-article');
    const pageBefore = await visit('/solutions/real-time-launch-planning');
    const deadline = at.getTime() + publishSlackMs;
    const articleAfter = await until(
      () => visit('/insights/real-time-article'),
      (answer) => answer.status === 200,
      deadline,
    );
    const pageAfter = await until(
      () => visit('/solutions/real-time-launch-planning'),
      (answer) => answer.status === 200,
      deadline,
    );

    expect(articleBefore.at).toBeLessThan(at.getTime());
    expect(articleBefore.status).toBe(404);
    expect(pageBefore.status).toBe(404);
    for (const answer of [articleAfter, pageAfter]) {
      expect(answer.status).toBe(200);
      expect(answer.at).toBeGreaterThanOrEqual(at.getTime());
      expect(answer.at).toBeLessThanOrEqual(deadline);
      expect(answer.type).toMatch(/^text\/html/);
    }
    // The rendered page itself (head and copy), not the not-found document nor a shell.
    expect(articleAfter.html).toMatch(/<title>[^<]*Real time real-time-article/);
    expect(articleAfter.html).toContain('The introduction of real-time-article.');
    expect(pageAfter.html).toContain(asHtmlText(generated.body.h1));
    expect(pageAfter.html).toContain(asHtmlText(generated.body.intro_paragraph));
  });

  it('shows a failing publish with its reason and attempts, tries it again each run, and publishes once fixed', async () => {
    // An uploaded image without alt text: a draft may lack it, publishing may not.
    const article = await draftArticle('real-time-fails-first', {
      image_url: '/media/uploads/no-alt.jpg',
      image_alt: '',
    });
    const at = secondsAhead(2);
    await schedule('articles', article.id, article.version, at);

    const failedOnce = await until(
      () => adminRow(article.id),
      (row) => (row?.schedule?.attempts ?? 0) >= 1,
      at.getTime() + publishSlackMs,
    );
    const failedAgain = await until(
      () => adminRow(article.id),
      (row) => (row?.schedule?.attempts ?? 0) > (failedOnce?.schedule?.attempts ?? 0),
      Date.now() + publishSlackMs,
    );
    const current = (await content.admin<ArticleRecord>('GET', `/api/admin/articles/${article.id}`))
      .body;
    const edited = await content.admin<ArticleRecord>(
      'PUT',
      `/api/admin/articles/${article.id}`,
      articleBody({ ...current, image_alt: 'A chart of the quarter', version: current.version }),
    );
    const live = await until(
      () => visit('/insights/real-time-fails-first'),
      (answer) => answer.status === 200,
      Date.now() + publishSlackMs,
    );

    expect(failedOnce).toMatchObject({
      is_published: false,
      schedule: { publish_at: at.toISOString(), last_error: imageAltRequiredMessage },
    });
    expect(failedOnce?.schedule?.attempts).toBeGreaterThanOrEqual(1);
    expect(failedAgain?.schedule?.attempts).toBeGreaterThan(failedOnce!.schedule!.attempts);
    expect(failedAgain?.schedule?.last_error).toBe(imageAltRequiredMessage);
    expect(edited.status).toBe(200);
    expect(live.status).toBe(200);
    expect(live.html).toContain('The introduction of real-time-fails-first.');
    expect((await adminRow(article.id))?.schedule).toBeUndefined();
  });

  it('runs the generation sweep on its rate, again and again', async () => {
    const from = Date.now();
    await sleep(4 * sweepPeriodMs);
    const sweeps = runs.filter((run) => run.name === 'generationSweep');
    const recent = sweeps.filter((run) => run.finishedAt >= from);

    // Runs start at least a period apart, so four periods see three to six of them finish
    // (depending on where the window falls): the timer keeps going, never faster than the rate.
    expect(recent.length).toBeGreaterThanOrEqual(3);
    expect(recent.length).toBeLessThanOrEqual(6);
    expect(sweeps.every((run) => run.error === undefined)).toBe(true);
    expect(recent.at(-1)?.result).toEqual({ failed: 0 });
    expect(runs.filter((run) => run.name === 'publishScheduled').length).toBeGreaterThan(
      sweeps.length,
    );
  });
});

/** `text` as React writes it into a page's HTML (the offline drafts quote the pain point). */
function asHtmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
