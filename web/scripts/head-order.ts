/**
 * Content before scripts on every prerendered page: its module preload links are dropped.
 *
 * React hoists a preload for each of the forty-odd modules a page needs to the top of <head>,
 * above the stylesheet. On a slow connection those high-priority requests took the bandwidth the
 * stylesheet and the hero image needed: in Lighthouse's mobile profile first paint came a second
 * later. The HTML already holds the content, and the inline module script at the end of the body
 * still imports every route module, so hydration now follows the paint instead of racing it.
 * (React matches preloads by their address, not their place, when it hydrates; the stylesheet
 * link, which it matches by place, stays where it is.)
 *
 * The SPA fallback (admin, articles, programmatic pages) keeps its preloads: it shows nothing
 * until its scripts have run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { htmlFiles } from './csp';

const modulePreloadPattern = /<link rel="modulepreload" href="[^"]+"\/>/g;

/** The document as served: without module preloads when it is a prerendered page. */
export function orderHead(html: string, prerendered: boolean): string {
  return prerendered ? html.replace(modulePreloadPattern, '') : html;
}

/** Rewrites every HTML file under `clientDir`; returns how many it changed. */
export async function orderHeads(clientDir: string): Promise<number> {
  let changed = 0;
  for await (const file of htmlFiles(resolve(clientDir))) {
    const html = await readFile(file, 'utf8');
    const ordered = orderHead(html, basename(file) !== '__spa-fallback.html');
    if (ordered !== html) {
      await writeFile(file, ordered);
      changed += 1;
    }
  }
  return changed;
}
