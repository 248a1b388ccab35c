/**
 * Section 5: the API under load. autocannon (10 connections, BENCH_LOAD_SECONDS each, default 20)
 * against the sandbox on 127.0.0.1: the public article list, an article by slug and the contact
 * form (the bench's sandbox raises CONTACT_RATE_LIMIT so the limiter does not answer 429).
 * autocannon runs in its own process so the load generator does not share the server's event loop.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { round, skipped, type BenchRow } from './bench-row';

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const connections = 10;
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

function autocannon(url: string, options: { method?: string; body?: string } = {}) {
  const args = [
    autocannonBin,
    '--json',
    '--no-progress',
    '-c',
    String(connections),
    '-d',
    String(seconds),
  ];
  if (options.method) args.push('-m', options.method);
  if (options.body) args.push('-H', 'content-type=application/json', '-b', options.body);
  args.push(url);
  return new Promise<AutocannonResult>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.resume();
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out) as AutocannonResult);
      } catch {
        reject(new Error(`autocannon exited with ${code} without a result`));
      }
    });
  });
}

export async function loadSection(baseUrl: string): Promise<BenchRow[]> {
  // autocannon on 127.0.0.1 explicitly: the sandbox listens there only.
  const origin = baseUrl.replace('localhost', '127.0.0.1');
  const list = (await (await fetch(`${origin}/api/articles`)).json()) as {
    items?: { slug: string }[];
  };
  const slug = list.items?.[0]?.slug;
  const contact = JSON.stringify({
    firstName: 'Load',
    lastName: 'Test',
    email: 'load@example.com',
    companyName: 'Bench Ltd',
    interest: 'strategy',
    message: 'A message sent by the load benchmark.',
  });
  const targets: { name: string; url?: string; method?: string; body?: string }[] = [
    { name: 'GET /api/articles', url: `${origin}/api/articles` },
    {
      name: 'GET /api/articles/{slug}',
      url: slug ? `${origin}/api/articles/${slug}` : undefined,
    },
    { name: 'POST /api/contact', url: `${origin}/api/contact`, method: 'POST', body: contact },
  ];
  const rows: BenchRow[] = [];
  for (const target of targets) {
    const command = `autocannon -c ${connections} -d ${seconds} ${target.method ?? 'GET'} 127.0.0.1`;
    if (!target.url) {
      rows.push(skipped('load', command, `${target.name}: no published article`));
      continue;
    }
    const result = await autocannon(target.url, target);
    const row = (figure: string, value: number, unit: string, goal?: BenchRow['target']) => ({
      section: 'load',
      figure: `${target.name} ${figure}`,
      value,
      unit,
      command,
      ...(goal ? { target: goal } : {}),
    });
    rows.push(
      row('requests/s', round(result.requests.average), 'req/s'),
      row('p50', result.latency.p50, 'ms'),
      row('p99', result.latency.p99, 'ms'),
      row('errors', result.errors + result.timeouts, '', { op: '==', value: 0 }),
      row('non-2xx', result.non2xx, '', { op: '==', value: 0 }),
    );
  }
  return rows;
}
