/**
 * `npm run bench`: measures the product and prints ONE table of figures, each with the command
 * that produced it and its target, then writes bench/results.json. A missed target is marked
 * MISSED in the table; the bench always exits 0 (figures, not a gate). A section whose
 * prerequisite is missing (no web build, no Lighthouse) prints a `skipped: why` row.
 *
 * Order: the Lambda bundles first (no sandbox; they spawn processes), then one sandbox in this
 * process for weight, Lighthouse, the limit, load and scaling (scaling last: it adds 10,000
 * articles), then the analytics, generation, newsletter and quality sections, each in a process
 * of its own with a sandbox of its own (the newsletter one: BENCH_NEWSLETTER_SUBSCRIBERS, 10000,
 * and BENCH_NEWSLETTER_RATE, 200).
 *
 * BENCH_ONLY=lambdas,weight,calls,... runs some sections only. Other knobs: BENCH_LOAD_SECONDS (20),
 * BENCH_LIGHTHOUSE_RUNS (5), BENCH_COLD_IMPORTS (10), BENCH_SCALING_SAMPLES (50),
 * BENCH_LIGHTHOUSE (path of lighthouse's core/index.js when it is not installed),
 * BENCH_QUIET_IDLE (0.8) and BENCH_QUIET_WAIT_MS (30000): before each Lighthouse run, wait up to
 * that long for the CPU to be that idle (bench/quiet-cpu.ts).
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  formatNumber,
  formatTarget,
  meetsTarget,
  rowsMarker,
  skipped,
  type BenchRow,
} from './bench-row';
import { benchPages, startBenchSite, type BenchSite } from './bench-site';
import { callsSection } from './calls';
import { imagesSection } from './images';
import { lambdasSection } from './lambdas';
import { lighthouseRunner, lighthouseSection } from './lighthouse';
import { limitSection } from './limit';
import { renderLargeSection, renderSection } from './render';
import { loadSection } from './load';
import { scalingSection } from './scaling';
import { weightSection } from './weight';

const benchDir = import.meta.dirname;
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (section: string) => !only || only.includes(section);

/** Runs a section; a crash becomes a row saying so, and the bench goes on. */
async function section(name: string, run: () => Promise<BenchRow[]>): Promise<BenchRow[]> {
  if (!wanted(name)) return [];
  const started = performance.now();
  process.stderr.write(`[bench] ${name}...\n`);
  try {
    return await run();
  } catch (error) {
    return [skipped(name, name, `error: ${(error as Error).message.split('\n')[0]}`)];
  } finally {
    process.stderr.write(
      `[bench] ${name} done in ${Math.round((performance.now() - started) / 1000)} s\n`,
    );
  }
}

/**
 * A section run in a process of its own (`script`, in bench/): its rows are the line the child
 * prints after {@link rowsMarker}; without one the section is skipped, saying how it exited.
 */
function childSection(name: string, script: string, command: string): Promise<BenchRow[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(benchDir, script)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.split('\n').find((text) => text.startsWith(rowsMarker));
      resolve(
        line
          ? (JSON.parse(line.slice(rowsMarker.length)) as BenchRow[])
          : [skipped(name, command, `it exited with ${code} without rows`)],
      );
    });
  });
}

/** Section 7, written by the generation work (bench/generation.ts, run by generation-runner.ts). */
const generationSection = () =>
  childSection(
    'generation',
    'generation-runner.ts',
    'bench/generation.ts (100 items, fake model 1 s, cap 10 vs 1)',
  );

/** Section `newsletter` (bench/newsletter.ts): its sandbox's send rate is its own. */
const newsletterChild = () => childSection('newsletter', 'newsletter.ts', 'bench/newsletter.ts');

/**
 * Sections `analytics` and `quality` start sandboxes of their own, so they run in processes of
 * their own too: the functions read their configuration and build their SDK clients once per
 * process, and in this one those still point at the site sections' sandbox, ended by then
 * (ECONNREFUSED).
 */
const analyticsChild = () => childSection('analytics', 'analytics.ts', 'bench/analytics.ts');
const qualityChild = () => childSection('quality', 'quality.ts', 'bench/quality.ts');

/** The sections that need the sandbox. */
async function siteSections(): Promise<BenchRow[]> {
  const names = ['weight', 'lighthouse', 'limit', 'calls', 'render', 'load', 'images', 'scaling'];
  if (!names.some(wanted)) return [];
  let site: BenchSite;
  try {
    site = await startBenchSite();
  } catch (error) {
    return names
      .filter(wanted)
      .map((name) =>
        skipped(name, 'sandbox start()', `the sandbox did not start: ${(error as Error).message}`),
      );
  }
  const rows: BenchRow[] = [];
  try {
    if (site.webMissing || !site.webDir) {
      for (const name of ['weight', 'lighthouse', 'limit'].filter(wanted)) {
        rows.push(skipped(name, 'web build', site.webMissing ?? 'no web build'));
      }
    } else {
      const webDir = site.webDir;
      const pages = await benchPages(site);
      rows.push(...(await section('weight', () => weightSection(site.url, webDir, pages))));
      if (wanted('lighthouse') || wanted('limit')) {
        const runner = await lighthouseRunner();
        try {
          rows.push(
            ...(await section('lighthouse', () => lighthouseSection(site.url, pages, runner))),
          );
          rows.push(
            ...(await section('limit', () => limitSection(site.url, runner, webDir, pages))),
          );
        } finally {
          if (typeof runner !== 'string') await runner.close();
        }
      }
    }
    rows.push(...(await section('calls', () => callsSection(site.url, site.sandbox))));
    // Before `scaling`, which adds 10,000 articles.
    rows.push(...(await section('render', () => renderSection(site.url, site.sandbox))));
    rows.push(...(await section('load', () => loadSection(site.url))));
    // Before `scaling`, too: it publishes one more article.
    if (!site.webMissing)
      rows.push(...(await section('images', () => imagesSection(site.url, site.sandbox))));
    rows.push(...(await section('scaling', () => scalingSection(site.url, site.sandbox))));
    // After `scaling`: it re-renders the 10,000 articles scaling leaves.
    rows.push(...(await section('render', () => renderLargeSection(site.url, site.sandbox))));
  } finally {
    await site.end();
  }
  return rows;
}

function printTable(rows: BenchRow[]): void {
  const cells = rows.map((row) => {
    const met = meetsTarget(row);
    return [
      row.section,
      row.figure,
      row.value === null ? '-' : `${formatNumber(row.value)}${row.unit ? ` ${row.unit}` : ''}`,
      formatTarget(row),
      row.value === null ? 'n/a' : met === undefined ? '' : met ? 'ok' : 'MISSED',
      [row.command, row.note].filter(Boolean).join(' | '),
    ];
  });
  const header = ['section', 'figure', 'value', 'target', 'status', 'command | note'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => (column === 5 ? 0 : line[column]!.length))),
  );
  const format = (line: string[]) =>
    line.map((cell, column) => (column === 5 ? cell : cell.padEnd(widths[column]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  ') + '  ' + '-'.repeat(14));
  for (const line of cells) console.log(format(line));
  const missed = rows.filter((row) => meetsTarget(row) === false).length;
  console.log(`\n${rows.length} figures, ${missed} target(s) missed.`);
}

// The machine's load qualifies every figure: on a shared 2-core box, others' work shows up here.
const loadBefore = loadavg()[0]!;
const rows: BenchRow[] = [];
rows.push(...(await section('lambdas', lambdasSection)));
rows.push(...(await siteSections()));
// A sandbox of its own: its load and seeded histories stay out of the other sections' figures.
rows.push(...(await section('analytics', analyticsChild)));
rows.push(...(await section('generation', generationSection)));
rows.push(...(await section('newsletter', newsletterChild)));
rows.push(...(await section('quality', qualityChild)));

printTable(rows);
const loadAfter = loadavg()[0]!;
console.log(
  `Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after; node ${process.version}.`,
);
writeFileSync(
  join(benchDir, 'results.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      node: process.version,
      loadAverage: { before: loadBefore, after: loadAfter },
      rows: rows.map((row) => ({ ...row, met: meetsTarget(row) ?? null })),
    },
    null,
    2,
  )}\n`,
);
// Figures, not a gate: always 0, whatever was missed.
process.exit(0);
