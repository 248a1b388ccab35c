/**
 * Section 3: weight. Each public page type is loaded in Chromium (playwright-core, a fresh
 * context so nothing is cached); every script and stylesheet response is gzipped (zlib level 9)
 * and summed. It also counts admin chunks a public page downloads, which must be none.
 *
 * The pages hydrate after their first paint (the module scripts start from an inline script
 * then), so counting stops only once the network has been quiet for a while after the load, not
 * at the load event. A page that downloaded no script at all, or logged console errors (a
 * refused inline script loads nothing), says so in its note: its figure is then not the page's
 * weight.
 *
 * An admin chunk is a script that is
 * - part of an admin route only: in the module or imports of a `routes/admin/...` route of the
 *   build's React Router manifest and of no public route nor the entry, or
 * - named for the admin portal (`admin-...`, `/routes/admin/`), or
 * - carrying admin-only libraries: the Cognito client (its `AWSCognitoIdentityProviderService`
 *   target prefix) or papaparse (its `UndetectableDelimiter` error code), which the manifest does
 *   not list because they are imported dynamically.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { skipped, type BenchRow } from './bench-row';
import type { BenchPage } from './bench-site';
import { chromiumFlags, chromiumPath } from '../test/support/chromium';

const command =
  'playwright-core Chromium page load until the network is quiet, script+stylesheet responses, gzip -9';

/** How long no new script or stylesheet may arrive before counting stops. */
const quietMs = 1000;

interface RouteManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[] }>;
}

/** The scripts only admin routes use, from the build's React Router manifest. */
export function adminOnlyChunks(webDir: string): Set<string> {
  const file = readdirSync(join(webDir, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) return new Set();
  const source = readFileSync(join(webDir, 'assets', file), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  const manifest = JSON.parse(json) as RouteManifest;
  const chunksOf = (route: { module: string; imports?: string[] }) => [
    route.module,
    ...(route.imports ?? []),
  ];
  const admin = new Set<string>();
  const shared = new Set<string>(chunksOf(manifest.entry));
  for (const route of Object.values(manifest.routes)) {
    const target = route.id.startsWith('routes/admin/') ? admin : shared;
    for (const chunk of chunksOf(route)) target.add(chunk);
  }
  return new Set([...admin].filter((chunk) => !shared.has(chunk)));
}

const adminMarkers = ['AWSCognitoIdentityProviderService', 'UndetectableDelimiter'];

/** True when a script a public page loaded is admin code (see the module comment). */
export function isAdminChunk(url: string, body: string, adminChunks: Set<string>): boolean {
  const path = new URL(url).pathname;
  return (
    adminChunks.has(path) ||
    /\/routes\/admin\/|\/admin-[^/]*\.js$/.test(path) ||
    adminMarkers.some((marker) => body.includes(marker))
  );
}

export async function weightSection(
  baseUrl: string,
  webDir: string,
  pages: BenchPage[],
): Promise<BenchRow[]> {
  const adminChunks = adminOnlyChunks(webDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const rows: BenchRow[] = [];
  try {
    for (const page of pages) {
      if (!page.path) {
        rows.push(skipped('weight', command, `${page.name}: ${page.missing}`));
        continue;
      }
      const context = await browser.newContext();
      const tab = await context.newPage();
      const pending: Promise<void>[] = [];
      let js = 0;
      let css = 0;
      let scripts = 0;
      const admin: string[] = [];
      tab.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response
            .body()
            .then((body) => {
              const gzipped = gzipSync(body, { level: 9 }).length;
              if (type === 'stylesheet') css += gzipped;
              else {
                js += gzipped;
                scripts += 1;
                if (isAdminChunk(response.url(), body.toString('utf8'), adminChunks))
                  admin.push(new URL(response.url()).pathname);
              }
            })
            .catch(() => {}),
        );
      });
      const consoleErrors: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
      // Scripts that start after the first paint may begin after `networkidle` fired: wait until
      // no new script or stylesheet arrives for a quiet period.
      for (let seen = -1; seen !== pending.length;) {
        seen = pending.length;
        await tab.waitForTimeout(quietMs);
        await tab.waitForLoadState('networkidle');
      }
      await Promise.all(pending);
      await context.close();
      const at = `${command}: ${page.path}`;
      const warnings = [
        ...(scripts === 0 ? ['no script downloaded'] : []),
        ...(consoleErrors.length
          ? [`${consoleErrors.length} console error(s), first: ${consoleErrors[0]!.slice(0, 120)}`]
          : []),
      ];
      rows.push(
        {
          section: 'weight',
          figure: `${page.name} JS`,
          value: Math.round(js / 102.4) / 10,
          unit: 'KB',
          target: { op: '<=', value: 150 },
          command: at,
          note: [`${scripts} script(s)`, ...warnings].join('; '),
        },
        {
          section: 'weight',
          figure: `${page.name} CSS`,
          value: Math.round(css / 102.4) / 10,
          unit: 'KB',
          command: at,
        },
        {
          section: 'weight',
          figure: `${page.name} admin chunks`,
          value: admin.length,
          unit: '',
          target: { op: '==', value: 0 },
          command: at,
          ...(admin.length ? { note: admin.join(', ') } : {}),
        },
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}
