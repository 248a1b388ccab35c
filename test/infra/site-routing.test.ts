/**
 * The edge routing rule, its CloudFront Function rendering, the page list read from a build and
 * the security headers mapping: pure functions, no synthesis.
 */
import * as fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { listPrerenderedPages } from '@infra/cdk/edge/prerendered-pages';
import { responseHeadersSettings } from '@infra/cdk/edge/security-headers';
import { addCspSources } from '@infra/csp';
import {
  decidePath,
  edgeKey,
  robotsTag,
  type EdgeEntry,
  type PathDecision,
} from '@shared/rules/path-rule';
import {
  maxFunctionCodeBytes,
  mountFunctionCode,
  viewerFunctionCode,
} from '@infra/cdk/edge/site-routing';
import * as manifest from '@infra/manifest';
import { isPublicMediaKey } from '@shared/rules/public-image';
import { fixtureWebBuild } from './synth';

const pages = ['/', '/404', '/about', '/insights', '/solutions/growth-enablement'];
const table = manifest.pathTable(pages);

/** The edge store of these tests: one rendered article, one moved slug, one category tab. */
const store: Record<string, EdgeEntry> = {
  '/insights/live': { page: '/_rendered/insights/live/abc', owner: 'article:1', version: 'abc' },
  '/insights/old': { redirect: '/insights/live', status: 301, owner: 'article:1' },
  '/insights?category=strategy': {
    page: '/_rendered/insights/category/strategy/def',
    owner: 'list',
    version: 'def',
  },
};

type EdgeAnswer = {
  statusCode?: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
  uri?: string;
};

/**
 * Runs generated CloudFront Function code on a viewer event, with a KeyValueStore holding
 * `store` (its `get` throws for a missing key, as CloudFront's does).
 */
async function runEdge(code: string, event: Record<string, unknown>): Promise<EdgeAnswer> {
  const script = code.replace(/^import cf from 'cloudfront';\n/, '');
  const cf = {
    kvs: () => ({
      get: async (key: string) => {
        if (!(key in store)) throw new Error(`Key ${key} not found`);
        return JSON.stringify(store[key]);
      },
    }),
  };
  return (await runInNewContext(`${script}\nhandler(event)`, { event, cf })) as EdgeAnswer;
}

function viewerRequest(
  code: string,
  uri: string,
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }> = {},
): Promise<EdgeAnswer> {
  return runEdge(code, { context: { eventType: 'viewer-request' }, request: { uri, querystring } });
}

/** The sandbox's way: the same module, called directly. */
function decideLocally(uri: string, query: Record<string, string> = {}): PathDecision {
  return decidePath(uri, table, store[edgeKey(uri, query, table)]);
}

describe('viewerFunctionCode', () => {
  const code = viewerFunctionCode(table, { keyValueStoreId: 'kvs-id' });

  it('is generated from the path rule and decides exactly as the sandbox does', async () => {
    const segment = fc.constantFrom(
      'admin',
      'insights',
      'solutions',
      'about',
      'about-us',
      'articles',
      'x.js',
      'live',
      'old',
      'live.data',
      'old.data',
      '_not-found',
      'growth-enablement',
      '',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 0, maxLength: 4 }), async (segments) => {
        const path = `/${segments.join('/')}`;
        const expected = decideLocally(path);
        const answer = await viewerRequest(code, path);
        if (expected.kind === 'redirect') {
          expect([answer.statusCode, answer.headers?.location?.value]).toEqual([
            expected.status,
            expected.location,
          ]);
        } else if (expected.kind === 'data-redirect') {
          expect([answer.statusCode, answer.headers?.['x-remix-redirect']?.value]).toEqual([
            204,
            expected.location,
          ]);
        } else {
          expect(answer.statusCode).toBeUndefined();
          expect(answer.uri).toBe(expected.uri);
        }
      }),
    );
  });

  it('serves rendered pages, their data and category tabs from the edge store', async () => {
    expect((await viewerRequest(code, '/insights/live')).uri).toBe(
      '/_rendered/insights/live/abc.html',
    );
    expect((await viewerRequest(code, '/insights/live.data')).uri).toBe(
      '/_rendered/insights/live/abc.data',
    );
    expect((await viewerRequest(code, '/insights', { category: { value: 'strategy' } })).uri).toBe(
      '/_rendered/insights/category/strategy/def.html',
    );
    // No rendered list yet: the build's prerendered page.
    expect((await viewerRequest(code, '/insights')).uri).toBe('/insights/index.html');
  });

  it("answers an earlier slug with a 301, and its data request with React Router's redirect", async () => {
    expect(await viewerRequest(code, '/insights/old')).toMatchObject({
      statusCode: 301,
      headers: { location: { value: '/insights/live' } },
    });
    expect(await viewerRequest(code, '/insights/old.data')).toMatchObject({
      statusCode: 204,
      headers: { 'x-remix-redirect': { value: '/insights/live' } },
    });
  });

  it("serves the family's not-found document for an unknown slug, with status 404", async () => {
    expect((await viewerRequest(code, '/insights/unknown')).uri).toBe(
      '/insights/_not-found/index.html',
    );
    expect((await viewerRequest(code, '/solutions/unknown')).uri).toBe(
      '/solutions/_not-found/index.html',
    );
    const respond = (uri: string, statusCode: number) =>
      runEdge(code, {
        context: { eventType: 'viewer-response' },
        request: { uri, querystring: {} },
        response: { statusCode, statusDescription: 'OK', headers: {} },
      });
    expect(await respond('/insights/unknown', 200)).toMatchObject({ statusCode: 404 });
    expect(await respond('/nope', 200)).toMatchObject({ statusCode: 404 });
    expect(await respond('/insights/live', 200)).toMatchObject({ statusCode: 200 });
    expect(await respond('/about', 200)).toMatchObject({ statusCode: 200 });
    expect(await respond('/admin/x', 200)).toMatchObject({ statusCode: 200 });
    expect(await respond('/nope', 304)).toMatchObject({ statusCode: 304 });
  });

  it('marks the draft preview page noindex, as the sandbox does, and no other page', async () => {
    const respond = (uri: string) =>
      runEdge(code, {
        context: { eventType: 'viewer-response' },
        request: { uri, querystring: {} },
        response: { statusCode: 200, statusDescription: 'OK', headers: {} },
      });
    for (const uri of ['/preview', '/preview/', '/preview/index.html']) {
      expect((await respond(uri)).headers?.['x-robots-tag']?.value, uri).toBe('noindex');
      expect(robotsTag(uri, table), uri).toBe('noindex');
    }
    for (const uri of ['/about', '/insights/live', '/previews', '/']) {
      expect((await respond(uri)).headers?.['x-robots-tag'], uri).toBeUndefined();
      expect(robotsTag(uri, table), uri).toBeUndefined();
    }
  });

  it('keeps the query string on redirects', async () => {
    const answer = await viewerRequest(code, '/about-us', {
      utm_source: { value: 'mail' },
      a: { value: '', multiValue: [{ value: '1' }, { value: '2' }] },
    });
    expect(answer).toMatchObject({ statusCode: 301, statusDescription: 'Moved Permanently' });
    expect(answer.headers!.location!.value).toBe('/about?utm_source=mail&a=1&a=2');
  });

  it('works without an edge store (no entries)', async () => {
    const bare = viewerFunctionCode(table);
    expect((await viewerRequest(bare, '/insights/live')).uri).toBe(
      '/insights/_not-found/index.html',
    );
  });

  it('refuses to render a function larger than CloudFront accepts', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `/generated/page-number-${i}`);
    expect(() => viewerFunctionCode(manifest.pathTable(many))).toThrow(/limit/);
    expect(Buffer.byteLength(code)).toBeLessThan(maxFunctionCodeBytes);
  });
});

describe('mountFunctionCode', () => {
  const code = mountFunctionCode('/media/', manifest.inlineMediaTypes);
  const onResponse = (contentType: string) =>
    runInNewContext(`${code}\nhandler(event)`, {
      event: {
        context: { eventType: 'viewer-response' },
        request: { uri: '/uploads/a' },
        response: { statusCode: 200, headers: { 'content-type': { value: contentType } } },
      },
    }) as EdgeAnswer;

  const onRequest = (uri: string) =>
    runInNewContext(`${code}\nhandler(event)`, {
      event: { context: { eventType: 'viewer-request' }, request: { uri } },
    }) as EdgeAnswer;
  const id = '0b5e8c1e-4f5d-4c1a-9d7e-2a6f0c3b9e11';

  it('maps /media/<key> of a processed variant to the object key', () => {
    expect(onRequest(`/media/articles/${id}/w1200.jpg`).uri).toBe(`/articles/${id}/w1200.jpg`);
    expect(onRequest(`/media/articles/${id}/w400.avif`).uri).toBe(`/articles/${id}/w400.avif`);
  });

  it("refuses an upload's original (it keeps its EXIF) and any other key, as the sandbox does", () => {
    for (const key of [
      `articles/${id}.jpg`,
      `articles/${id}.png`,
      `articles/${id}/w1200.svg`,
      `articles/${id}/w1200.jpg/../../${id}.jpg`,
      'uploads/a.jpg',
      'index.html',
    ]) {
      expect(onRequest(`/media/${key}`), key).toMatchObject({ statusCode: 404 });
      expect(isPublicMediaKey(key), key).toBe(false);
    }
  });

  it('sends anything that is not an accepted image as an attachment, as the sandbox does', () => {
    for (const type of ['text/html', 'text/html; charset=utf-8', 'image/svg+xml', 'text/xml', '']) {
      expect(onResponse(type).headers?.['content-disposition']?.value, type).toBe('attachment');
      expect(manifest.mediaDisposition(type), type).toBe('attachment');
    }
    for (const type of ['image/jpeg', 'image/webp', 'IMAGE/PNG']) {
      expect(onResponse(type).headers?.['content-disposition']?.value, type).toBe('inline');
      expect(manifest.mediaDisposition(type), type).toBe('inline');
    }
  });
});

describe('listPrerenderedPages', () => {
  it('lists the index documents of a build as paths', () => {
    expect(listPrerenderedPages(fixtureWebBuild)).toEqual(pages);
  });

  it('says "unknown" when there is no build', () => {
    expect(listPrerenderedPages(`${fixtureWebBuild}-missing`)).toBeUndefined();
  });
});

describe('responseHeadersSettings', () => {
  it('maps security headers to their typed fields and the rest to custom headers', () => {
    const settings = responseHeadersSettings(manifest.securityHeaders);
    expect(settings.securityHeadersBehavior.contentSecurityPolicy?.contentSecurityPolicy).toBe(
      manifest.securityHeaders['Content-Security-Policy'],
    );
    expect(settings.securityHeadersBehavior.strictTransportSecurity).toMatchObject({
      includeSubdomains: true,
      preload: true,
    });
    expect(
      settings.securityHeadersBehavior.strictTransportSecurity?.accessControlMaxAge.toSeconds(),
    ).toBe(63072000);
    expect(settings.customHeadersBehavior?.customHeaders.map((h) => h.header)).toEqual([
      'Permissions-Policy',
    ]);
  });

  it('adds connect sources to the CSP without loosening anything else', () => {
    expect(
      addCspSources("default-src 'self'; img-src 'self' data:", 'connect-src', [
        'https://b.example',
      ]),
    ).toBe("default-src 'self'; img-src 'self' data:; connect-src 'self' https://b.example");
    expect(
      addCspSources("default-src 'none'; connect-src 'self'", 'connect-src', ['https://b.example']),
    ).toBe("default-src 'none'; connect-src 'self' https://b.example");
    expect(addCspSources("default-src 'self'", 'connect-src', [])).toBe("default-src 'self'");
  });

  it("adds the build's script sources to script-src, never 'unsafe-inline'", () => {
    const hash = "'sha256-abc='";
    const settings = responseHeadersSettings(manifest.securityHeaders, { scriptSources: [hash] });
    const csp = settings.securityHeadersBehavior.contentSecurityPolicy!.contentSecurityPolicy;
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'))!;

    expect(scriptSrc.trim()).toBe(`script-src 'self' ${hash}`);
    expect(scriptSrc).not.toContain('unsafe');
  });

  it('gives /media/* a policy of its own: no script, sandboxed', () => {
    const settings = responseHeadersSettings(manifest.mediaSecurityHeaders);
    expect(settings.securityHeadersBehavior.contentSecurityPolicy?.contentSecurityPolicy).toBe(
      "default-src 'none'; img-src 'self'; sandbox",
    );
    expect(settings.securityHeadersBehavior.contentTypeOptions).toEqual({ override: true });
  });

  it('refuses what CloudFront cannot send', () => {
    expect(() =>
      responseHeadersSettings({ 'Content-Security-Policy': `default-src ${'x'.repeat(1800)}` }),
    ).toThrow(/1783/);
    expect(() => responseHeadersSettings({ 'X-Frame-Options': 'ALLOW-FROM https://x' })).toThrow(
      /DENY or SAMEORIGIN/,
    );
    expect(() => responseHeadersSettings({ 'Referrer-Policy': 'whatever' })).toThrow(
      /Referrer-Policy/,
    );
  });
});
