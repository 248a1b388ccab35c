/**
 * One Content-Security-Policy on every answer of the sandbox (the CloudFront stand-in), with no
 * 'unsafe-inline' for scripts: pages prerendered and rendered on publish, the SPA fallback (admin,
 * preview), error documents, XML and JSON feeds, API answers, assets, the runtime config; and every
 * inline script of every HTML answer admitted by its hash in that header (browsers enforce the
 * header and the page's meta policy together). Uploaded files under /media/* get a policy of their
 * own: no script, sandboxed, and anything that is not an image is a download.
 * Needs the web build (`npm run build`), as `npm test` runs it first.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type Sandbox } from '@infra/local/index';
import { inlineScriptHashes } from '@shared/rules/page-html';

let sandbox: Sandbox;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'csp-'));
  // Seeded: sample articles and programmatic pages, rendered on publish before start() returns.
  sandbox = await start({ port: 0, dataDir });
}, 180_000);

afterAll(async () => {
  await sandbox?.end();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(path: string): Promise<Answer> {
  const response = await fetch(`${sandbox.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The sources of one directive of a policy (undefined when the directive is absent). */
function directive(csp: string, name: string): string[] | undefined {
  const part = csp
    .split(';')
    .map((p) => p.trim().split(/\s+/))
    .find(([first]) => first === name);
  return part?.slice(1);
}

/** The script sources a policy allows: its script-src, or default-src when it has none. */
function scriptSources(csp: string): string[] {
  return directive(csp, 'script-src') ?? directive(csp, 'default-src') ?? [];
}

/** The site's pages as its sitemap lists them (every published article and page included). */
async function sitemapPaths(): Promise<string[]> {
  const { body } = await get('/sitemap.xml');
  return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

describe('the site policy', () => {
  it('is on every kind of answer, admits no inline script by default, and no eval', async () => {
    const pages = await sitemapPaths();
    expect(pages.some((path) => /^\/insights\/[^/]+$/.test(path))).toBe(true); // rendered
    expect(pages.some((path) => /^\/solutions\/[^/]+$/.test(path))).toBe(true);
    const paths = [
      ...pages,
      '/insights?category=Strategy', // a rendered variant
      '/admin', // the SPA fallback
      '/admin/articles',
      '/preview',
      '/no-such-page', // 404 document
      '/insights/no-such-article', // a family's not-found document
      '/about-us', // a redirect
      '/sitemap.xml',
      '/robots.txt',
      '/insights/rss.xml',
      '/insights/feed.json',
      '/api/health',
      '/api/articles',
      '/api/no-such-route', // the API's 404
      '/api/admin/articles', // 401 without a token
      '/config.json',
      '/favicon.svg',
      '/%E0%A4%A', // refused before routing (400)
    ];
    const policies = new Set<string>();
    for (const path of paths) {
      const answer = await get(path);
      const csp = answer.headers.get('content-security-policy');
      expect(csp, path).toBeTruthy();
      policies.add(csp!);
      const scripts = scriptSources(csp!);
      expect(scripts, path).toContain("'self'");
      expect(
        scripts.filter((source) => source.startsWith("'unsafe")),
        path,
      ).toEqual([]);
      expect(directive(csp!, 'object-src'), path).toEqual(["'none'"]);
      expect(directive(csp!, 'frame-ancestors'), path).toEqual(["'none'"]);
    }
    // One policy, whatever the answer.
    expect(policies.size).toBe(1);
  });

  it('admits by hash exactly the inline scripts of every HTML answer, prerendered or rendered', async () => {
    const paths = [
      ...(await sitemapPaths()),
      '/insights?category=Strategy',
      '/admin',
      '/preview',
      '/no-such-page',
      '/insights/no-such-article',
      '/solutions/no-such-page',
    ];
    const needed = new Set<string>();
    let csp = '';
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/html/);
      csp = answer.headers.get('content-security-policy')!;
      const hashes = inlineScriptHashes(answer.body);
      expect(hashes.length, path).toBeGreaterThan(0);
      for (const hash of hashes) {
        expect(
          scriptSources(csp),
          `${path} runs an inline script the header does not admit`,
        ).toContain(hash);
        needed.add(hash);
      }
    }
    // And nothing more: every hash in the header is a script some page runs.
    const listed = scriptSources(csp).filter((source) => source.startsWith("'sha256-"));
    expect(listed.sort()).toEqual([...needed].sort());
  });
});

describe('/media/*', () => {
  let s3: S3Client;

  beforeAll(() => {
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint: sandbox.endpoints.s3,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  afterAll(() => s3?.destroy());

  const put = (key: string, body: string, contentType: string) =>
    s3.send(
      new PutObjectCommand({ Bucket: 'images', Key: key, Body: body, ContentType: contentType }),
    );

  // Only keys shaped as processed variants are served (originals are private): these objects take
  // such keys, as if they had reached the bucket there around the image worker.
  const variant = (width: number) => `articles/6f1c2b3a-8d4e-4f5a-9b6c-7d8e9f0a1b2c/w${width}.png`;

  it('serves an HTML object of the image bucket sandboxed, without script, as a download', async () => {
    await put(variant(400), '<script>alert(document.cookie)</script>', 'text/html');

    const answer = await get(`/media/${variant(400)}`);

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toBe(
      "default-src 'none'; img-src 'self'; sandbox",
    );
    expect(answer.headers.get('content-disposition')).toBe('attachment');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends an SVG (which can hold script) as a download too, and an image inline', async () => {
    await put(variant(800), '<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    await put(variant(1200), 'not really a png', 'image/png');

    const svg = await get(`/media/${variant(800)}`);
    const png = await get(`/media/${variant(1200)}`);

    expect(svg.headers.get('content-disposition')).toBe('attachment');
    expect(png.headers.get('content-disposition')).toBe('inline');
    for (const answer of [svg, png, await get('/media/uploads/missing.png')]) {
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; img-src 'self'; sandbox",
      );
    }
  });
});
