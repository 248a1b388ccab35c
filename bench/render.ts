/**
 * Render on publish (issue: published content is real HTML), measured in the sandbox:
 * - publish-to-live: from the publish call of the admin API until the article's address answers
 *   200 with its rendered page (through the render queue, worker, site bucket and edge store),
 *   p50 and p95 over 20 publishes;
 * - full re-render throughput: a whole-site render (what every deploy asks for) over 1,000
 *   published articles with a changed build, in pages per second, and on request
 *   (BENCH_RENDER_LARGE=1) again over 10,000 after the scaling section (BENCH_RENDER_ARTICLES,
 *   BENCH_RENDER_ARTICLES_LARGE; 0 leaves one out). Each row notes the load average it ran at:
 *   the machine may be shared.
 */
import { loadavg } from 'node:os';
import { renderDeps } from '@functions/wiring/render';
import { publishSite, siteConcurrency } from '@functions/domain/render/publish-site';
import type { Sandbox } from '../infra/local/index';
import { median, round, type BenchRow } from './bench-row';
import { addArticles, publishedTotal } from './scaling';

const publishes = Number(process.env.BENCH_RENDER_PUBLISHES ?? 20);
const rerenderArticles = Number(process.env.BENCH_RENDER_ARTICLES ?? 1000);
/**
 * The same render again at this size, on request (BENCH_RENDER_LARGE=1; it adds the articles the
 * scaling section has not, and takes minutes): whether the rate holds as the site grows.
 */
const rerenderArticlesLarge =
  process.env.BENCH_RENDER_LARGE === '1'
    ? Number(process.env.BENCH_RENDER_ARTICLES_LARGE ?? 10_000)
    : 0;
/** Also render the site one page at a time, for the ratio (BENCH_RENDER_SEQUENTIAL=1; 3 renders). */
const compareSequential = process.env.BENCH_RENDER_SEQUENTIAL === '1';

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function adminToken(sandbox: Sandbox): Promise<string> {
  const answer = await fetch(`${sandbox.cognito.endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: sandbox.cognito.clientId,
      AuthParameters: { USERNAME: sandbox.admin.email, PASSWORD: sandbox.admin.password },
    }),
  });
  const token = ((await answer.json()) as { AuthenticationResult?: { IdToken?: string } })
    .AuthenticationResult?.IdToken;
  if (!token) throw new Error('the sandbox admin could not sign in');
  return token;
}

/** Milliseconds from each publish call until the page answers 200. */
async function publishToLive(sandbox: Sandbox): Promise<number[]> {
  const token = await adminToken(sandbox);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const authors = await call<{ items: { id: string }[] }>('GET', '/api/admin/authors');
  const categories = await call<{ items: { id: string; name: string }[] }>(
    'GET',
    '/api/admin/categories',
  );
  const category =
    categories.items.find((item) => item.name === 'Strategy') ?? categories.items[0]!;
  const times: number[] = [];
  for (let index = 0; index < publishes; index += 1) {
    const article = await call<{ id: string; slug: string }>('POST', '/api/admin/articles', {
      title: `Publish latency probe ${index} ${Date.now()}`,
      slug: '',
      // Its own description and words: the quality gate holds a copy of another article.
      excerpt: `Probe ${index} of the bench, published to time it.`,
      author_id: authors.items[0]!.id,
      category_id: category.id,
      introduction: Array.from({ length: 12 }, (_, i) => `p${index}${i.toString(36)}`).join(' '),
      key_points: ['One point.'],
      sections: [{ title: 'Section', content: 'Content.' }],
      conclusion: 'Conclusion.',
      image_url: '',
      is_published: false,
    });
    await sandbox.queue.idle(60_000);
    const started = performance.now();
    await call('PATCH', `/api/admin/articles/${article.id}/publish`, { is_published: true });
    for (;;) {
      const answer = await fetch(`${sandbox.url}/insights/${article.slug}`, { method: 'HEAD' });
      if (answer.status === 200) break;
      if (performance.now() - started > 30_000) throw new Error('a publish took over 30 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - started);
  }
  return times;
}

export async function renderSection(baseUrl: string, sandbox: Sandbox): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const latency = await publishToLive(sandbox);
  const latencyCommand = `${publishes} publishes through the admin API, until the page answers 200`;
  rows.push(
    {
      section: 'render',
      figure: 'publish-to-live p50',
      value: round(percentile(latency, 50)),
      unit: 'ms',
      command: latencyCommand,
    },
    {
      section: 'render',
      figure: 'publish-to-live p95',
      value: round(percentile(latency, 95)),
      unit: 'ms',
      target: { op: '<=', value: 5000 },
      command: latencyCommand,
      note: `median ${round(median(latency))} ms`,
    },
  );

  if (rerenderArticles > 0) rows.push(await fullRerender(baseUrl, sandbox, rerenderArticles));
  return rows;
}

/**
 * The whole-site render again over 10,000 articles: run after `scaling` (which measures at 100
 * articles first, then adds up to 10,000), so the large site costs nothing extra to build.
 */
export async function renderLargeSection(baseUrl: string, sandbox: Sandbox): Promise<BenchRow[]> {
  return rerenderArticlesLarge > 0
    ? [await fullRerender(baseUrl, sandbox, rerenderArticlesLarge)]
    : [];
}

/** A whole-site render after a deploy, over `articles` published articles: pages per second. */
async function fullRerender(
  baseUrl: string,
  sandbox: Sandbox,
  articles: number,
): Promise<BenchRow> {
  const have = await publishedTotal(baseUrl);
  if (have < articles) await addArticles(articles - have, have);
  await sandbox.queue.idle(3_600_000);
  const deps = await renderDeps();
  // The site as a deploy finds it: every page rendered and its links recorded once. In process,
  // not through the queue: a first render of 10,000 pages may outlast the worker's timeout, and
  // its redeliveries would overlap the render measured.
  await publishSite(deps, { type: 'site' });
  /** Pages per second of one whole-site render with a new build id, and its page count. */
  const rerender = async (concurrency?: number) => {
    const rebuilt = { ...deps, renderer: { ...deps.renderer, buildId: `bench-${Date.now()}` } };
    const load = loadavg()[0]!;
    const started = performance.now();
    const outcome = await publishSite(rebuilt, { type: 'site' }, { concurrency });
    const seconds = (performance.now() - started) / 1000;
    return {
      rate: outcome.rendered.length / seconds,
      pages: outcome.rendered.length,
      seconds,
      load: (load + loadavg()[0]!) / 2,
    };
  };
  // On request, one page at a time too, as the render was before, in the same run: a later
  // re-render here ran about 1.4x faster than the one before it whatever its concurrency, so the
  // bounded one runs between two sequential ones and is compared with their mean.
  const first = compareSequential ? await rerender(1) : undefined;
  const bounded = await rerender();
  const second = compareSequential ? await rerender(1) : undefined;
  const sequential =
    first && second
      ? { rate: (first.rate + second.rate) / 2, pages: first.pages, seconds: 0, load: 0 }
      : undefined;
  return {
    section: 'render',
    figure: `full re-render, ${await publishedTotal(baseUrl)} published articles`,
    value: round(bounded.rate),
    unit: 'pages/s',
    target: { op: '>=', value: 50 },
    command: 'publishSite({type: site}) in process, with a new build id (as after a deploy)',
    note: `${bounded.pages} pages in ${round(bounded.seconds)} s, ${siteConcurrency} at a time, load average ${bounded.load.toFixed(1)}${sequential ? `; one at a time (before and after it, mean) ${round(sequential.rate)} pages/s (${round(bounded.rate / sequential.rate, 2)}x)` : ''}`,
  };
}
