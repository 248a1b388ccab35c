/**
 * Reads which pages a web build prerendered, so the edge function can tell a page from a
 * client-rendered route or a missing path without asking S3.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Paths of every `index.html` under `buildDir` (`index.html` -> `/`, `about/index.html` ->
 * `/about`), sorted; `undefined` when the folder does not exist (no build at synth time).
 */
export function listPrerenderedPages(buildDir: string): string[] | undefined {
  if (!existsSync(buildDir)) return undefined;
  const pages: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name === 'index.html') {
        const folder = relative(buildDir, dir).split(sep).join('/');
        pages.push(folder === '' ? '/' : `/${folder}`);
      }
    }
  };
  walk(buildDir);
  return pages.sort();
}
