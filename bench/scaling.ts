/**
 * Section 6: scaling. The latency of page 1 of the public article list (GET /api/articles, median
 * of BENCH_SCALING_SAMPLES requests after a warm-up) at 100 and at 10,000 published articles;
 * DESIGN.md section 4 wants the same cost at both. Articles are added through the articles
 * repository's bulk insert (rows, slug markers and exact counters, in the repository's own item
 * format), in parallel chunks so 10,000 take a minute or two.
 *
 * The sandbox's DynamoDB is dynalite on LevelDB: a Query reads a key range of the index, as in
 * DynamoDB, but LevelDB's cost of opening a range grows slowly with the data's size, so a ratio
 * a little above 1 here may be the emulator's, not the design's.
 *
 * At each size it also measures page 1 of the admin article list with a filter and with a search
 * (bench/admin-lists.ts), which the listings index should keep flat too.
 */
import { randomUUID } from 'node:crypto';
import { allowedCategoryNames } from '@shared/content/categories';
import type { ArticleRecord } from '@shared/schemas/article';
import { bulkInsertArticles } from '@functions/adapters/repositories/article-bulk-insert';
import type { Sandbox } from '../infra/local/index';
import { adminListLatencies, adminListRows, type AdminListCase } from './admin-lists';
import { median, round, type BenchRow } from './bench-row';

const samples = Number(process.env.BENCH_SCALING_SAMPLES ?? 50);
const warmUp = 30;
/** Pause after a bulk insert: the emulator's LevelDB compacts in the background for a while. */
const settleMs = 10_000;
const sizes = [100, 10_000] as const;

/** A published article in an allowed category, as the bench stores it. */
function benchArticle(index: number): ArticleRecord {
  const date = new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString();
  const id = randomUUID();
  return {
    id,
    title: `Bench article ${index}`,
    slug: `bench-article-${index}-${id.slice(0, 8)}`,
    excerpt: 'An article written by the scaling benchmark.',
    author_id: randomUUID(),
    category_id: randomUUID(),
    author_name: 'Bench Author',
    category_name: allowedCategoryNames[index % allowedCategoryNames.length]!,
    introduction: 'Introduction.',
    key_points: ['One point.'],
    sections: [{ title: 'Section', content: 'Content of the section.' }],
    conclusion: 'Conclusion.',
    image_url: '',
    is_published: true,
    published_date: date,
    updated_at: date,
    created_at: date,
    version: 1,
  };
}

export async function publishedTotal(origin: string): Promise<number> {
  const answer = (await (await fetch(`${origin}/api/articles`)).json()) as { total?: number };
  return answer.total ?? 0;
}

/** Adds `count` published articles, four chunks in flight at a time. */
export async function addArticles(count: number, offset: number): Promise<void> {
  const chunk = 250;
  const starts: number[] = [];
  for (let start = 0; start < count; start += chunk) starts.push(start);
  const workers = Array.from({ length: 4 }, async () => {
    for (let start = starts.shift(); start !== undefined; start = starts.shift()) {
      const size = Math.min(chunk, count - start);
      const records = Array.from({ length: size }, (_, i) => benchArticle(offset + start + i));
      await bulkInsertArticles(records);
    }
  });
  await Promise.all(workers);
}

/** Median latency of page 1 of the list, in ms. */
async function listLatency(origin: string): Promise<number> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${origin}/api/articles`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/articles answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < warmUp; i += 1) await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) times.push(await once());
  return median(times);
}

export async function scalingSection(baseUrl: string, sandbox?: Sandbox): Promise<BenchRow[]> {
  const origin = baseUrl.replace('localhost', '127.0.0.1');
  const command = `GET /api/articles page 1, median of ${samples} after ${warmUp} warm-up`;
  const rows: BenchRow[] = [];
  const latency: number[] = [];
  const adminLists: { total: number; latencies: Record<AdminListCase, number[]> }[] = [];
  for (const size of sizes) {
    const have = await publishedTotal(origin);
    const started = performance.now();
    if (have < size) await addArticles(size - have, have);
    const seeded = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const total = await publishedTotal(origin);
    const ms = await listLatency(origin);
    latency.push(ms);
    if (sandbox) adminLists.push({ total, latencies: await adminListLatencies(origin, sandbox) });
    rows.push({
      section: 'scaling',
      figure: `list p1 at ${total} published`,
      value: round(ms, 2),
      unit: 'ms',
      command,
      note: `added ${Math.max(0, size - have)} articles in ${round(seeded)} s`,
    });
  }
  rows.push({
    section: 'scaling',
    figure: `list p1 ratio ${sizes[1]} / ${sizes[0]}`,
    value: round(latency[1]! / latency[0]!, 2),
    unit: 'x',
    target: { op: '<=', value: 1.3 },
    command,
  });
  rows.push(...adminListRows(adminLists));
  return rows;
}
