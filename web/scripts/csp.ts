/**
 * Writes the per-page meta CSP (shared/rules/page-html.ts) into every HTML file of the client
 * build, and returns the script sources of all of them together: what the site's CSP header must
 * admit (recorded by react-router.config.ts in `script-sources.json`). The sitemap generator page
 * (and the SPA fallback, which can render any route) may load the third-party widget from the site
 * config's sitemapWidgetUrl, so their policy, and the header's, also name its origin.
 *
 * Run: `tsx web/scripts/csp.ts [web/build/client]` (react-router.config.ts also runs it at buildEnd).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineScriptHashes, withCspMeta } from '../../shared/rules/page-html';

/** Every HTML file under `dir`, at any depth. */
export async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** The origin of `url`, or undefined when it is not a URL. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** What {@link injectCsp} did: how many files, and the script sources of all of them. */
export interface InjectedCsp {
  count: number;
  /** The hashes of every inline script of every page (sorted), then the widget's origin. */
  scriptSrc: string[];
}

/** Writes the meta CSP into every HTML file under `clientDir`. */
export async function injectCsp(clientDir: string, widgetUrl?: string): Promise<InjectedCsp> {
  const widgetOrigin = originOf(widgetUrl);
  const hashes = new Set<string>();
  let count = 0;
  for await (const file of htmlFiles(resolve(clientDir))) {
    const html = await readFile(file, 'utf8');
    const needsWidget =
      file.endsWith(join('sitemap-generator', 'index.html')) ||
      file.endsWith('__spa-fallback.html');
    const extraScriptOrigins = needsWidget && widgetOrigin ? [widgetOrigin] : [];
    await writeFile(file, withCspMeta(html, { extraScriptOrigins }));
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    count += 1;
  }
  return { count, scriptSrc: [...[...hashes].sort(), ...(widgetOrigin ? [widgetOrigin] : [])] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'web/build/client';
  const { count } = await injectCsp(dir);
  console.log(`csp: meta CSP written into ${count} HTML files under ${dir}`);
}
