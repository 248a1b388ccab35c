/**
 * Section 1: Lighthouse (its default mobile preset: Moto G Power emulation, simulated slow 4G and
 * 4x CPU slowdown) in headless Debian Chromium against the sandbox serving the build, median of
 * BENCH_LIGHTHOUSE_RUNS (default 5) runs per page, each figure's median taken on its own.
 *
 * Lighthouse is loaded at run time: `lighthouse` from node_modules, or the module named by
 * BENCH_LIGHTHOUSE (a path to lighthouse's core/index.js) while it is not a dev dependency. When
 * neither loads, the section says so and the rest of the bench runs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, round, skipped, type BenchRow } from './bench-row';
import type { BenchPage } from './bench-site';
import { chromiumFlags, chromiumPath } from '../test/support/chromium';
import { waitForQuietCpu } from './quiet-cpu';

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

/** The part of Lighthouse's result this bench reads. */
interface LighthouseResult {
  lhr: {
    lighthouseVersion: string;
    environment?: { benchmarkIndex?: number };
    runtimeError?: { code: string; message: string };
    categories: Record<Category, { score: number | null; auditRefs: { id: string }[] }>;
    audits: Record<string, { score: number | null; numericValue?: number }>;
  };
}

type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<LighthouseResult | undefined>;

/** Median figures of one page over the runs. */
export interface PageFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that failed in any run, per category below 100. */
  failing: Partial<Record<Category, string[]>>;
  version: string;
  /** Median idle share of the CPU just before each run (bench/quiet-cpu.ts); NaN when unknown. */
  idleBefore: number;
  /** Median of Lighthouse's own CPU benchmark over the runs (higher is a faster machine). */
  benchmarkIndex: number;
}

/** Runs Lighthouse against URLs, each at most once per bench (later sections reuse the result). */
export interface LighthouseRunner {
  measure(url: string): Promise<PageFigures>;
  close(): Promise<void>;
}

async function loadLighthouse(): Promise<LighthouseFn | string> {
  const override = process.env.BENCH_LIGHTHOUSE;
  const specifier = override
    ? isAbsolute(override)
      ? pathToFileURL(override).href
      : override
    : 'lighthouse';
  try {
    const loaded = (await import(specifier)) as { default?: LighthouseFn };
    return loaded.default ?? 'the lighthouse module has no default export';
  } catch {
    return 'lighthouse is not installed (add it as a dev dependency, or set BENCH_LIGHTHOUSE to its core/index.js)';
  }
}

/** Headless Chromium with a DevTools port, for Lighthouse to drive. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      ...chromiumFlags,
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so closing it ends the helpers (renderer, GPU, zygote) too.
    { stdio: 'ignore', detached: true },
  );
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 20_000;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').split('\n')[0] === '') {
    if (Date.now() > deadline || child.exitCode !== null) {
      killGroup('SIGKILL');
      throw new Error('Chromium did not open its DevTools port');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return {
    port,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      killGroup('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      killGroup('SIGKILL');
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // A leftover temp profile must not cost the bench its table.
      }
    },
  };
}

/** A runner, or why there is none. */
export async function lighthouseRunner(): Promise<LighthouseRunner | string> {
  const loaded = await loadLighthouse();
  if (typeof loaded === 'string') return loaded;
  const lighthouse: LighthouseFn = loaded;
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath}`;
  const chromium = await launchChromium();
  const cache = new Map<string, Promise<PageFigures>>();

  async function once(url: string): Promise<LighthouseResult['lhr']> {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return result.lhr;
  }

  async function measure(url: string): Promise<PageFigures> {
    const results: LighthouseResult['lhr'][] = [];
    const idle: number[] = [];
    // Runs one after another: parallel runs would share the two cores and skew each other.
    for (let run = 0; run < runs; run += 1) {
      idle.push((await waitForQuietCpu()) ?? NaN);
      results.push(await once(url));
    }
    const failing: PageFigures['failing'] = {};
    for (const category of categories) {
      const ids = new Set<string>();
      for (const lhr of results) {
        for (const { id } of lhr.categories[category].auditRefs) {
          const score = lhr.audits[id]?.score;
          if (score !== null && score !== undefined && score < 1) ids.add(id);
        }
      }
      if (ids.size && category !== 'performance') failing[category] = [...ids];
    }
    const metric = (id: string) =>
      median(results.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    return {
      scores: Object.fromEntries(
        categories.map((category) => [
          category,
          round(median(results.map((lhr) => (lhr.categories[category].score ?? 0) * 100)), 0),
        ]),
      ) as Record<Category, number>,
      lcpMs: round(metric('largest-contentful-paint'), 0),
      tbtMs: round(metric('total-blocking-time'), 0),
      cls: round(metric('cumulative-layout-shift'), 3),
      failing,
      version: results[0]!.lighthouseVersion,
      idleBefore: median(idle),
      benchmarkIndex: round(
        median(results.map((lhr) => lhr.environment?.benchmarkIndex ?? NaN)),
        0,
      ),
    };
  }

  return {
    measure(url) {
      let figures = cache.get(url);
      if (!figures) {
        figures = measure(url);
        cache.set(url, figures);
      }
      return figures;
    },
    close: () => chromium.close(),
  };
}

/** Lighthouse figures of every public page type. */
export async function lighthouseSection(
  baseUrl: string,
  pages: BenchPage[],
  runner: LighthouseRunner | string,
): Promise<BenchRow[]> {
  const command = `lighthouse mobile preset, median of ${runs}`;
  if (typeof runner === 'string') return [skipped('lighthouse', command, runner)];
  const rows: BenchRow[] = [];
  for (const page of pages) {
    if (!page.path) {
      rows.push(skipped('lighthouse', command, `${page.name}: ${page.missing}`));
      continue;
    }
    let figures: PageFigures;
    try {
      figures = await runner.measure(`${baseUrl}${page.path}`);
    } catch (error) {
      rows.push(skipped('lighthouse', command, `${page.path}: ${(error as Error).message}`));
      continue;
    }
    const at = `${command} (v${figures.version}): ${page.path}`;
    const score = (category: Category, min: number): BenchRow => ({
      section: 'lighthouse',
      figure: `${page.name} ${category}`,
      value: figures.scores[category],
      unit: '',
      target: { op: '>=', value: min },
      command: at,
      ...(figures.failing[category]
        ? { note: `failing: ${figures.failing[category]!.join(', ')}` }
        : {}),
    });
    const machine = Number.isNaN(figures.idleBefore)
      ? `Lighthouse CPU benchmark ${figures.benchmarkIndex}`
      : `CPU ${Math.round(figures.idleBefore * 100)}% idle before the runs (median), Lighthouse CPU benchmark ${figures.benchmarkIndex}`;
    rows.push(
      { ...score('performance', 95), note: machine },
      score('accessibility', 100),
      score('best-practices', 100),
      score('seo', 100),
      {
        section: 'lighthouse',
        figure: `${page.name} LCP`,
        value: figures.lcpMs,
        unit: 'ms',
        command: at,
      },
      {
        section: 'lighthouse',
        figure: `${page.name} TBT`,
        value: figures.tbtMs,
        unit: 'ms',
        command: at,
      },
      {
        section: 'lighthouse',
        figure: `${page.name} CLS`,
        value: figures.cls,
        unit: '',
        command: at,
      },
    );
  }
  return rows;
}
