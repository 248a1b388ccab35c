/**
 * The sandbox the bench measures: started in this process (one per process) on a free port with
 * a temp data dir, the content seed, and the contact rate limit raised so the load test measures
 * the API rather than the limiter. It serves a snapshot of the web build (a rebuild during the
 * bench must not pull files from under it) plus the limit page (bench/limit-page.ts), so both
 * come from the same server.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { projectRoot, start, type Sandbox } from '../infra/local/index';
import { limitPagePath, stripScripts } from './limit-page';

export const builtWebDir = join(projectRoot, 'web/build/client');
const workDir = join(projectRoot, 'bench/.work');

export interface BenchSite {
  sandbox: Sandbox;
  /** Base URL of the site, e.g. http://localhost:41234 */
  url: string;
  /** The snapshot of the web build the sandbox serves. */
  webDir?: string;
  /** Why the web sections cannot run, when the build is missing. */
  webMissing?: string;
  end(): Promise<void>;
}

/** True when the web build holds a prerendered home page. */
export function webBuildExists(): boolean {
  return existsSync(join(builtWebDir, 'index.html'));
}

/** A copy of the build (the client and, beside it, the server build) plus the limit page. */
function benchWebDir(): string {
  mkdirSync(workDir, { recursive: true });
  const root = mkdtempSync(join(workDir, 'web-'));
  const dir = join(root, 'client');
  cpSync(builtWebDir, dir, { recursive: true, dereference: true });
  const serverBuild = join(builtWebDir, '..', 'render');
  if (existsSync(serverBuild)) cpSync(serverBuild, join(root, 'render'), { recursive: true });
  // What the build recorded beside the client: the sandbox reads the inline scripts' hashes for
  // the CSP from there (and the site configuration). Without them every page's inline scripts were
  // refused, each refusal a console error and an issue, and Lighthouse's best practices said 92.
  for (const file of ['script-sources.json', 'site-config.json']) {
    const recorded = join(builtWebDir, '..', file);
    if (existsSync(recorded)) cpSync(recorded, join(root, file));
  }
  const limitDir = join(dir, limitPagePath);
  mkdirSync(limitDir, { recursive: true });
  const home = readFileSync(join(dir, 'index.html'), 'utf8');
  writeFileSync(join(limitDir, 'index.html'), stripScripts(home));
  return dir;
}

/** Starts the sandbox for the bench. */
export async function startBenchSite(): Promise<BenchSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const webMissing = webBuildExists()
    ? undefined
    : 'no web build (web/build/client/index.html); run `npm run build`';
  const webDir = webMissing ? undefined : benchWebDir();
  const sandbox = await start({
    port: 0,
    dataDir,
    webDir,
    // Measured as production serves it: robots.txt open to crawlers (other stages close it, and
    // Lighthouse's SEO audit would read that as a page that cannot be indexed).
    stage: 'prod',
    env: { CONTACT_RATE_LIMIT: '1000000' },
  });
  return {
    sandbox,
    url: sandbox.url,
    webDir,
    webMissing,
    async end() {
      await sandbox.end();
      rmSync(dataDir, { recursive: true, force: true });
      if (webDir) rmSync(join(webDir, '..'), { recursive: true, force: true });
    },
  };
}

/** A public page type the bench loads, or why it cannot. */
export interface BenchPage {
  name: string;
  path?: string;
  missing?: string;
}

/**
 * The public page types measured: home, a service page, an industry page, the article list, an article (a seeded
 * published one, from the public API) and a programmatic page (a published page whose slug is not
 * taken by a prerendered route, from the pages repository).
 */
export async function benchPages(site: BenchSite): Promise<BenchPage[]> {
  const pages: BenchPage[] = [
    { name: 'home', path: '/' },
    { name: 'service', path: '/solutions/growth-enablement' },
    { name: 'industry', path: '/markets/technology-saas' },
    { name: 'insights', path: '/insights' },
  ];
  const list = (await (await fetch(`${site.url}/api/articles`)).json()) as {
    items?: { slug: string }[];
  };
  const slug = list.items?.[0]?.slug;
  pages.push(
    slug
      ? { name: 'article', path: `/insights/${slug}` }
      : { name: 'article', missing: 'no published article in the sandbox' },
  );
  const published = (await pageRepository.listNewestFirst()).filter(
    (page) =>
      page.status === 'published' &&
      !existsSync(join(site.webDir ?? builtWebDir, 'solutions', page.slug, 'index.html')),
  );
  const page = published[0];
  pages.push(
    page
      ? { name: 'programmatic', path: `/solutions/${page.slug}` }
      : {
          name: 'programmatic',
          missing: 'no published programmatic page outside the fixed /solutions routes',
        },
  );
  return pages;
}
