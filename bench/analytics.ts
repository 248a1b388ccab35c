/**
 * `BENCH_ONLY=analytics npm run bench`: first-party analytics in a sandbox of its own (no web
 * build needed).
 * - Load: 200 view beacons a second for 60 s (BENCH_ANALYTICS_RATE, BENCH_ANALYTICS_SECONDS),
 *   each from its own client address, through the real route, queue and worker; once the queue
 *   is idle, the views the counters hold are compared with the beacons answered 202: none lost.
 * - Dashboard: the 90-day answer's p95 over a history of 10,000 recorded views and over one of
 *   1,000,000 (the counters seeded directly, 60 paths, in two ranges of their own), and their
 *   ratio, their requests alternating in one run: the rollups make the answer's cost follow the
 *   keys of its weeks and months, not views.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { start } from '../infra/local/index';
import { seedAnalyticsHistory } from '../infra/local/seed-analytics';
import { median, round, runWhenSpawned, type BenchRow } from './bench-row';
import { adminToken, percentile } from './render';

const rate = Number(process.env.BENCH_ANALYTICS_RATE ?? 200);
const seconds = Number(process.env.BENCH_ANALYTICS_SECONDS ?? 60);
// A p95 of 100 samples is its 5th slowest, not the 3rd of 50: one stall of a shared machine moves
// it (and the ratio of two of them) less. At some 50 ms a request, they cost seconds.
const samples = Number(process.env.BENCH_ANALYTICS_SAMPLES ?? 100);
const warmUp = 10;
const dayMs = 86_400_000;
const agent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * How many of the message ids have their marker in the analytics table, i.e. were counted (the
 * worker writes a message's marker in the transaction that adds its amounts).
 */
async function markedCount(endpoint: string, ids: string[]): Promise<number> {
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  let found = 0;
  for (let start = 0; start < ids.length; start += 100) {
    let keys: Record<string, unknown>[] = ids
      .slice(start, start + 100)
      .map((id) => ({ pk: `x#${id}`, sk: 'marker' }));
    while (keys.length > 0) {
      const answer = await db.send(
        new BatchGetCommand({ RequestItems: { analytics: { Keys: keys } } }),
      );
      found += answer.Responses?.analytics?.length ?? 0;
      keys = answer.UnprocessedKeys?.analytics?.Keys ?? [];
    }
  }
  db.destroy();
  return found;
}

/** Beacons at `rate` a second for `seconds`, open loop: answers do not slow the sending. */
async function load(
  url: string,
): Promise<{ sent: number; refused: number; causes: Map<string, number>; elapsed: number }> {
  let sent = 0;
  let refused = 0;
  // Why each refused beacon was refused (a status, or the client's error), for the note.
  const causes = new Map<string, number>();
  const refuse = (cause: string) => {
    refused += 1;
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
  };
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const total = rate * seconds;
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = fetch(`${url}/api/beacon`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': agent,
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({
        events: [
          {
            type: 'view',
            path: `/insights/bench-${i % 40}`,
            referrer: i % 3 === 0 ? 'https://www.google.com/' : '',
            utm: {},
            sessionId: randomUUID(),
          },
        ],
      }),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 202) sent += 1;
        else refuse(String(response.status));
      })
      .catch((error: unknown) => {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        refuse(cause ?? 'network error');
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }
  await Promise.all(inFlight);
  return { sent, refused, causes, elapsed: (performance.now() - started) / 1000 };
}

export async function analyticsSection(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
  const sandbox = await start({
    port: 0,
    dataDir,
    seed: false,
    env: { ANALYTICS_RATE_LIMIT: '100000' },
    clientAddressHeader: 'x-forwarded-for',
  });
  try {
    const token = await adminToken(sandbox);
    const dashboard = async (from: string, to: string) => {
      const begun = performance.now();
      const response = await fetch(`${sandbox.url}/api/admin/analytics?from=${from}&to=${to}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { totals?: { views: number } };
      if (!response.ok || !body.totals)
        throw new Error(`GET /api/admin/analytics answered ${response.status}`);
      return { ms: performance.now() - begun, views: body.totals.views };
    };

    const today = dayOf(Date.now());
    const before = (await dashboard(today, today)).views;
    const { sent, refused, causes, elapsed } = await load(sandbox.url);
    const drainStarted = performance.now();
    await sandbox.queue.idle(600_000);
    const drained = (performance.now() - drainStarted) / 1000;
    const aggregated =
      (await dashboard(dayOf(Date.now() - dayMs), dayOf(Date.now()))).views - before;
    // What the counters miss can only be in the dead-letter queue (its alarm fires in AWS). A
    // message can reach it counted all the same (its write went through after the worker was
    // timed out): its marker row says so, so the note tells the lost ones from those.
    const dead = sandbox.queue
      .deadLetters('analytics')
      .map((letter) => (JSON.parse(letter.body) as { id: string }).id);
    const deadCounted = await markedCount(sandbox.endpoints.dynamodb, dead);

    // Two histories of 90 days and the same 60 paths, in ranges of their own.
    const paths = Array.from({ length: 60 }, (_, i) => `/insights/history-${i}`);
    const histories = [
      { views: 10_000, end: Date.now() - 100 * dayMs },
      { views: 1_000_000, end: Date.now() - 200 * dayMs },
    ];
    for (const history of histories)
      await seedAnalyticsHistory({ views: history.views, paths, now: new Date(history.end) });
    const ranges = histories.map((history) => ({
      from: dayOf(history.end - 89 * dayMs),
      to: dayOf(history.end),
      times: [] as number[],
      recorded: 0,
    }));
    // The two histories' requests alternate (A B, then B A), after their warm-up, so the load
    // of a shared machine falls on both alike and neither always goes first: their ratio
    // compares the histories, not two moments of the machine.
    for (let i = 0; i < warmUp; i += 1)
      for (const range of ranges) await dashboard(range.from, range.to);
    for (let i = 0; i < samples; i += 1) {
      for (const range of i % 2 === 0 ? ranges : [...ranges].reverse()) {
        const { ms, views } = await dashboard(range.from, range.to);
        range.times.push(ms);
        range.recorded = views;
      }
    }
    const p95s: Record<number, number> = {};
    const medians: Record<number, number> = {};
    const rows: BenchRow[] = [];
    for (const [i, history] of histories.entries()) {
      const { times, recorded } = ranges[i]!;
      p95s[history.views] = percentile(times, 95);
      medians[history.views] = median(times);
      rows.push({
        section: 'analytics',
        figure: `dashboard 90 days p95 at ${history.views.toLocaleString('en')} views`,
        value: round(p95s[history.views]!, 1),
        unit: 'ms',
        target: { op: '<=', value: 300 },
        command: `GET /api/admin/analytics (90 days, ${recorded.toLocaleString('en')} views recorded), ${samples} after ${warmUp} warm-up, alternating with the other history`,
        note: `median ${round(medians[history.views]!, 1)} ms`,
      });
    }

    return [
      {
        section: 'analytics',
        figure: 'beacons lost (sent - aggregated)',
        value: sent - aggregated,
        unit: '',
        target: { op: '==', value: 0 },
        command: `${rate}/s for ${seconds} s, one view each, one client each`,
        note: `${sent} answered 202, ${aggregated} counted, ${refused} refused (${[...causes].map(([cause, n]) => `${n} ${cause}`).join(', ') || 'none'}); sent in ${round(elapsed, 1)} s, queue drained ${round(drained, 1)} s later; ${dead.length} message(s) in the dead-letter queue, ${deadCounted} of them counted`,
      },
      {
        section: 'analytics',
        figure: 'beacons accepted per second',
        value: round(sent / elapsed, 1),
        unit: '/s',
        target: { op: '>=', value: rate * 0.95 },
        command: `${rate}/s for ${seconds} s`,
      },
      ...rows,
      {
        section: 'analytics',
        figure: 'dashboard p95 ratio 1,000,000 / 10,000 views',
        value: round(p95s[1_000_000]! / p95s[10_000]!, 2),
        unit: 'x',
        target: { op: '<=', value: 1.2 },
        command: 'the two rows above (their samples interleaved)',
        note: `median ratio ${round(medians[1_000_000]! / medians[10_000]!, 2)}`,
      },
    ];
  } finally {
    await sandbox.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runWhenSpawned(import.meta.url, analyticsSection);
