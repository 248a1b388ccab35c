/**
 * One site config (DESIGN.md section 3): a site built for a non-default origin
 * and brand names them everywhere the sandbox serves it: the prerendered and the rendered pages'
 * canonical, og:url, og:image and JSON-LD, the sitemap and robots.txt. The functions get the
 * values the build baked; an environment that asks for others is refused before anything starts.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot, start, type Sandbox } from '../../infra/local/index';

const origin = 'https://www.example.org';
const brand = 'Harbor Stone Advisory';
// Inside the project (under the ignored .data/): the server build resolves node_modules from there.
mkdirSync(join(projectRoot, '.data'), { recursive: true });
const work = mkdtempSync(join(projectRoot, '.data', 'site-config-'));
const buildDir = join(work, 'build');
let sandbox: Sandbox | undefined;

beforeAll(async () => {
  await promisify(execFile)('npx', ['react-router', 'build', 'web'], {
    cwd: projectRoot,
    env: { ...process.env, WEB_BUILD_DIR: buildDir, PUBLIC_ORIGIN: origin, BRAND_NAME: brand },
    maxBuffer: 64 * 1024 * 1024,
  });
}, 600_000);

afterAll(async () => {
  await sandbox?.end();
  rmSync(work, { recursive: true, force: true });
});

async function page(path: string): Promise<string> {
  const response = await fetch(`${sandbox!.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

function head(html: string) {
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogUrl: meta('og:url'),
    ogImage: meta('og:image'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map(([, text]) => text ?? '')
      .join('\n'),
  };
}

describe('a site built for another origin and brand', () => {
  // First: the sandbox's environment then holds the build's values.
  it('is refused by a sandbox asked to serve another origin, before any emulator starts', async () => {
    await expect(
      start({
        port: 0,
        dataDir: join(work, 'refused'),
        webDir: join(buildDir, 'client'),
        env: { PUBLIC_ORIGIN: 'https://other.example.org' },
      }),
    ).rejects.toThrow(/made with PUBLIC_ORIGIN="https:\/\/www\.example\.org"/);
  });

  it('names that origin and brand in every page head, the sitemap and robots.txt', async () => {
    // As production serves the site: other stages' robots.txt closes the site and names no sitemap.
    sandbox = await start({
      port: 0,
      stage: 'prod',
      dataDir: join(work, 'data'),
      webDir: join(buildDir, 'client'),
    });
    const articles = (await (await fetch(`${sandbox.url}/api/articles`)).json()) as {
      items: { slug: string }[];
    };
    const rendered = `/insights/${articles.items[0]!.slug}`;

    for (const path of ['/', '/about', rendered]) {
      const tags = head(await page(path));
      const url = `${origin}${path === '/' ? '' : path}`;
      expect(tags.canonical?.replace(/\/$/, ''), path).toBe(url);
      expect(tags.ogUrl?.replace(/\/$/, ''), path).toBe(url);
      expect(tags.ogImage, path).toMatch(new RegExp(`^${origin}/`));
      expect(tags.jsonLd, path).toContain(origin);
      expect(tags.jsonLd, path).toContain(brand);
      expect(tags.jsonLd, path).not.toContain('localhost');
    }
    const sitemap = await page('/sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs.length).toBeGreaterThan(5);
    expect(locs.filter((loc) => !loc?.startsWith(`${origin}/`))).toEqual([]);
    expect(locs).toContain(`${origin}${rendered}`);
    expect(await page('/robots.txt')).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
