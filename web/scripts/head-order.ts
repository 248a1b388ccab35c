/**
 * Drops the module preloads of every prerendered page of the client build (the why is in
 * shared/rules/page-html.ts, `orderHead`); the SPA fallback keeps them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { orderHead } from '../../shared/rules/page-html';
import { htmlFiles } from './csp';

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
