/**
 * Section 4: Lambdas. Every function of the manifest (route handlers, queue workers, scheduled
 * functions) bundled with the CDK construct's esbuild settings (bench/lambda-bundling.ts): the
 * minified bundle's size and its gzip size, and its cold import time in a fresh Node process
 * (median of BENCH_COLD_IMPORTS, default 10), with the environment the stack gives it and the
 * construct's NODE_OPTIONS=--enable-source-maps, as Lambda would load it. Nothing is called: an
 * import must not touch the network, so no endpoint in the environment answers.
 *
 * Each gzip row names the bundle's five largest inputs (esbuild's metafile, minified bytes in the
 * output, a package's files summed), so a heavy bundle says what it drags in. The summary rows
 * carry the targets: HTTP handlers' median and largest gzip, the health route's, the workers'
 * (queue and scheduled functions) largest, and the median cold import.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { tableEnvName, tableNames } from '@shared/content/resources';
import { projectRoot } from '../infra/local/index';
import * as manifest from '../infra/manifest';
import { functionUses } from '../infra/function-uses';
import {
  queueEnvName,
  queues,
  routes,
  schedules,
  type HandlerModule,
  type QueueDef,
} from '../infra/manifest';
import { median, round, type BenchRow } from './bench-row';
import { houseBundling, houseEnvironment } from './lambda-bundling';

/** Each bundle's gzip target by kind: the health check must stay tiny (it is probed often). */
const gzipTargets = { health: 30, http: 150, worker: 250 };

const imports = Number(process.env.BENCH_COLD_IMPORTS ?? 10);
const outDir = join(projectRoot, 'bench/.work/lambdas');

/** The environment the API stack gives every function (placeholder values). */
const functionEnvironment: Record<string, string> = {
  ...houseEnvironment,
  STAGE: 'dev',
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  IMAGES_BUCKET: 'bench-images',
  COGNITO_USER_POOL_ID: 'eu-west-1_bench',
  COGNITO_CLIENT_ID: 'bench',
  ADMIN_EMAILS: 'ops@example.com',
  ADMIN_EMAIL_DOMAINS: '',
  AI_PROVIDER: 'bedrock',
  ...Object.fromEntries(tableNames.map((name) => [tableEnvName(name), `bench-${name}`])),
  ...Object.fromEntries(
    Object.keys(queues).map((name) => [
      queueEnvName(name as keyof typeof queues),
      `https://sqs.eu-west-1.amazonaws.com/000000000000/bench-${name}`,
    ]),
  ),
};

/** Every function module of the manifest with a readable label. */
export function manifestFunctions(): { label: string; module: HandlerModule }[] {
  const found = new Map<HandlerModule, string>();
  for (const route of routes) found.set(route.handler, `${route.method} ${route.path}`);
  for (const [name, queue] of Object.entries(queues) as [string, QueueDef][]) {
    found.set(queue.worker, `worker ${name}`);
    if (queue.deadLetterWorker) found.set(queue.deadLetterWorker, `worker ${name} DLQ`);
  }
  for (const [name, schedule] of Object.entries(schedules)) {
    found.set(schedule.handler, `schedule ${name}`);
  }
  return [...found].map(([module, label]) => ({ module, label }));
}

/** The five largest inputs of a bundle: node_modules files summed per package, in KB. */
export function topInputs(metafile: Metafile, count = 5): string {
  const output = Object.values(metafile.outputs).find((entry) => entry.entryPoint);
  const sizes = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const name =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.replace(/^(\.\.\/)+/, '');
    sizes.set(name, (sizes.get(name) ?? 0) + bytesInOutput);
  }
  return [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${round(bytes / 1024)}`)
    .join(', ');
}

/** What kind of function a manifest module is: the targets differ. */
function kindOf(module: HandlerModule): 'health' | 'http' | 'worker' {
  if (module === 'functions/http/health.ts') return 'health';
  return module.startsWith('functions/http/') ? 'http' : 'worker';
}

/** One cold import in a fresh process; its time in ms. */
function coldImport(bundle: string): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(bundle).href)}); process.stdout.write(String(performance.now() - t));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH ?? '', ...functionEnvironment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      const ms = Number(out);
      if (code === 0 && Number.isFinite(ms)) resolve(ms);
      else reject(new Error(`import failed (${code}): ${err.trim().split('\n')[0] ?? ''}`));
    });
  });
}

export async function lambdasSection(): Promise<BenchRow[]> {
  rmSync(outDir, { recursive: true, force: true });
  const rows: BenchRow[] = [];
  const gzipByKind = { health: [] as number[], http: [] as number[], worker: [] as number[] };
  const coldImports: number[] = [];
  const tsconfig = join(projectRoot, 'tsconfig.json');
  const uses = functionUses(manifest);
  for (const { module, label } of manifestFunctions()) {
    const name = module
      .replace(/^functions\//, '')
      .replace(/\.ts$/, '')
      .replaceAll('/', '-');
    const dir = join(outDir, name);
    mkdirSync(dir, { recursive: true });
    const bundle = join(dir, 'index.mjs');
    const command = `esbuild (CDK NodeFunction settings) ${module}`;
    const native = uses.get(module)?.native ?? [];
    let metafile: Metafile;
    try {
      ({ metafile } = await build({
        ...houseBundling(tsconfig),
        entryPoints: [join(projectRoot, module)],
        outfile: bundle,
        metafile: true,
        // As the construct keeps them: out of the bundle, copied beside it with their binaries.
        external: [...native],
      }));
    } catch (error) {
      rows.push({
        section: 'lambdas',
        figure: `${label} bundle`,
        value: null,
        unit: '',
        command,
        note: `build failed: ${(error as Error).message.split('\n')[0]}`,
      });
      continue;
    }
    const code = readFileSync(bundle);
    const gzipKb = round(gzipSync(code, { level: 9 }).length / 1024);
    const kind = kindOf(module);
    gzipByKind[kind].push(gzipKb);
    rows.push(
      {
        section: 'lambdas',
        figure: `${label} minified`,
        value: round(code.length / 1024),
        unit: 'KB',
        command,
      },
      {
        section: 'lambdas',
        figure: `${label} gzip`,
        value: gzipKb,
        unit: 'KB',
        target: { op: '<=', value: gzipTargets[kind] },
        command,
        note: `top inputs (KB minified): ${topInputs(metafile)}${native.length ? `; native, beside the bundle: ${native.join(', ')}` : ''}`,
      },
    );
    const coldCommand = `node -e "await import(bundle)" in a fresh process, median of ${imports}`;
    try {
      const times: number[] = [];
      for (let run = 0; run < imports; run += 1) times.push(await coldImport(bundle));
      coldImports.push(median(times));
      rows.push({
        section: 'lambdas',
        figure: `${label} cold import`,
        value: round(median(times)),
        unit: 'ms',
        command: coldCommand,
      });
    } catch (error) {
      rows.push({
        section: 'lambdas',
        figure: `${label} cold import`,
        value: null,
        unit: 'ms',
        command: coldCommand,
        note: (error as Error).message,
      });
    }
  }
  const summary = (figure: string, values: number[], value: number, target: number, unit = 'KB') =>
    rows.push({
      section: 'lambdas',
      figure,
      value: values.length ? round(value) : null,
      unit,
      target: { op: '<=', value: target },
      command: `the rows above (${values.length} functions)`,
    });
  summary('HTTP handlers gzip median', gzipByKind.http, median(gzipByKind.http), 100);
  summary('HTTP handlers gzip largest', gzipByKind.http, Math.max(...gzipByKind.http), 150);
  summary('workers gzip largest', gzipByKind.worker, Math.max(...gzipByKind.worker), 250);
  summary('cold import median', coldImports, median(coldImports), 80, 'ms');
  // The bundles are measured, not kept: they are large and nothing else reads them.
  rmSync(outDir, { recursive: true, force: true });
  return rows;
}
