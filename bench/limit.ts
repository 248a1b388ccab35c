/**
 * Section 2: the limit. A page's own HTML and CSS with no script (bench/limit-page.ts), served by
 * the same sandbox and measured by the same Lighthouse runner as the real page: our LCP divided
 * by its LCP says how much the JavaScript costs the first paint of the content. For home (the
 * prerendered page, target 1.3x) and for the pages rendered on publish: the Insights list, an
 * article and a programmatic page (target 1.1x).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchPage } from './bench-site';
import { round, skipped, type BenchRow } from './bench-row';
import type { LighthouseRunner } from './lighthouse';
import { limitPagePath, stripScripts } from './limit-page';

/** The rendered pages compared with their script-less copy, and their target. */
const renderedPages = ['insights', 'article', 'programmatic'];

async function ratioRows(
  runner: LighthouseRunner,
  name: string,
  ourUrl: string,
  limitUrl: string,
  target: number,
): Promise<BenchRow[]> {
  const command = `lighthouse LCP of ${name} divided by LCP of the same HTML without scripts`;
  const ours = await runner.measure(ourUrl);
  const limit = await runner.measure(limitUrl);
  return [
    { section: 'limit', figure: `${name} LCP`, value: ours.lcpMs, unit: 'ms', command },
    { section: 'limit', figure: `${name} limit LCP`, value: limit.lcpMs, unit: 'ms', command },
    {
      section: 'limit',
      figure: `${name} LCP ratio to the limit`,
      value: round(ours.lcpMs / limit.lcpMs, 2),
      unit: 'x',
      target: { op: '<=', value: target },
      command,
    },
  ];
}

export async function limitSection(
  baseUrl: string,
  runner: LighthouseRunner | string,
  webDir?: string,
  pages: readonly BenchPage[] = [],
): Promise<BenchRow[]> {
  const command = `lighthouse LCP of / divided by LCP of ${limitPagePath} (home without scripts)`;
  if (typeof runner === 'string') return [skipped('limit', command, runner)];
  const rows: BenchRow[] = [];
  try {
    rows.push(
      ...(await ratioRows(runner, 'home', `${baseUrl}/`, `${baseUrl}${limitPagePath}`, 1.3)),
    );
  } catch (error) {
    rows.push(skipped('limit', command, (error as Error).message));
  }
  if (!webDir) return rows;
  // The rendered pages' script-less copies are files of the served build (a path with an
  // extension is a file to the path rule), written from what the sandbox serves now.
  mkdirSync(join(webDir, 'bench-limit'), { recursive: true });
  for (const page of pages.filter((entry) => renderedPages.includes(entry.name))) {
    if (!page.path) continue;
    try {
      const html = await (await fetch(`${baseUrl}${page.path}`)).text();
      writeFileSync(join(webDir, 'bench-limit', `${page.name}.html`), stripScripts(html));
      rows.push(
        ...(await ratioRows(
          runner,
          page.name,
          `${baseUrl}${page.path}`,
          `${baseUrl}/bench-limit/${page.name}.html`,
          1.1,
        )),
      );
    } catch (error) {
      rows.push(skipped('limit', `${page.name} limit`, (error as Error).message));
    }
  }
  return rows;
}
