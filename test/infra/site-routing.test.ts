/**
 * The edge routing rule, its CloudFront Function rendering, the page list read from a build and
 * the security headers mapping: pure functions, no synthesis.
 */
import * as fc from 'fast-check';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { listPrerenderedPages } from '@infra/cdk/edge/prerendered-pages';
import { addCspSources, responseHeadersSettings } from '@infra/cdk/edge/security-headers';
import {
  classifyPath,
  maxFunctionCodeBytes,
  stripPrefixFunctionCode,
  viewerFunctionCode,
  type RoutingTable,
} from '@infra/cdk/edge/site-routing';
import * as manifest from '@infra/manifest';
import { fixtureWebBuild } from './synth';

const pages = ['/', '/404', '/about', '/insights', '/solutions/growth-enablement'];
const table: RoutingTable = {
  redirects: manifest.redirects,
  spaPrefixes: manifest.spaFallbackPrefixes,
  pages,
};

type EdgeAnswer = {
  statusCode?: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
  uri?: string;
};

/** Runs generated CloudFront Function code on a viewer event. */
function runEdge(code: string, event: Record<string, unknown>): EdgeAnswer {
  return runInNewContext(`${code}\nhandler(event)`, { event }) as EdgeAnswer;
}

function viewerRequest(
  code: string,
  uri: string,
  querystring: Record<string, unknown> = {},
): EdgeAnswer {
  return runEdge(code, { context: { eventType: 'viewer-request' }, request: { uri, querystring } });
}

describe('classifyPath', () => {
  it('redirects the manifest redirects, carrying the rest of the path where the rule says so', () => {
    expect(classifyPath('/about-us', table)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/about',
    });
    expect(classifyPath('/about-us/', table)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/about',
    });
    expect(classifyPath('/service-page/anything', table)).toMatchObject({ location: '/contact' });
    expect(classifyPath('/articles/some-slug', table)).toMatchObject({
      location: '/insights/some-slug',
    });
  });

  it('serves prerendered pages from their index document', () => {
    expect(classifyPath('/', table)).toEqual({ kind: 'page', uri: '/index.html' });
    expect(classifyPath('/about', table)).toEqual({ kind: 'page', uri: '/about/index.html' });
    expect(classifyPath('/about/', table)).toEqual({ kind: 'page', uri: '/about/index.html' });
    expect(classifyPath('/solutions/growth-enablement', table)).toMatchObject({ kind: 'page' });
  });

  it('sends client-rendered routes that were not prerendered to the SPA fallback', () => {
    for (const path of [
      '/admin',
      '/admin/articles/new',
      '/insights/new-article',
      '/solutions/ai-for-retail',
    ]) {
      expect(classifyPath(path, table), path).toEqual({ kind: 'spa', uri: '/__spa-fallback.html' });
    }
  });

  it('answers anything else with the not-found page', () => {
    for (const path of ['/nope', '/administrator', '/about/team', '/markets/unknown']) {
      expect(classifyPath(path, table), path).toEqual({
        kind: 'not-found',
        uri: '/404/index.html',
      });
    }
  });

  it('leaves files alone', () => {
    expect(classifyPath('/assets/entry-abc123.js', table)).toEqual({
      kind: 'file',
      uri: '/assets/entry-abc123.js',
    });
    expect(classifyPath('/favicon.svg', table)).toMatchObject({ kind: 'file' });
  });

  it('rewrites every extension-less path to its index document when the build is unknown', () => {
    const unknown = { ...table, pages: undefined };
    expect(classifyPath('/nope', unknown)).toEqual({ kind: 'page', uri: '/nope/index.html' });
    expect(classifyPath('/admin/x', unknown)).toMatchObject({ kind: 'spa' });
  });

  it('agrees with the manifest redirect rule the sandbox uses', () => {
    const segment = fc.constantFrom(
      'about-us',
      'service-page',
      'articles',
      'solutions',
      'sitemap',
      'x',
      'a.b',
      '',
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const expected = manifest.findRedirect(path);
        const decided = classifyPath(path, table);
        if (expected) expect(decided).toEqual({ kind: 'redirect', ...expected });
        else expect(decided.kind).not.toBe('redirect');
      }),
    );
  });
});

describe('viewerFunctionCode', () => {
  const code = viewerFunctionCode(table);

  it('decides exactly like classifyPath', () => {
    const segment = fc.constantFrom(
      'admin',
      'insights',
      'solutions',
      'about',
      'about-us',
      'articles',
      'x.js',
      'growth-enablement',
      '',
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 0, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const expected = classifyPath(path, table);
        const answer = viewerRequest(code, path);
        if (expected.kind === 'redirect') {
          expect([answer.statusCode, answer.headers?.location?.value]).toEqual([
            expected.status,
            expected.location,
          ]);
        } else {
          expect(answer.statusCode).toBeUndefined();
          expect(answer.uri).toBe(expected.uri);
        }
      }),
    );
  });

  it('keeps the query string on redirects', () => {
    const answer = viewerRequest(code, '/about-us', {
      utm_source: { value: 'mail' },
      a: { value: '', multiValue: [{ value: '1' }, { value: '2' }] },
    });
    expect(answer).toMatchObject({ statusCode: 301, statusDescription: 'Moved Permanently' });
    expect(answer.headers!.location!.value).toBe('/about?utm_source=mail&a=1&a=2');
  });

  it('turns the not-found page into a 404 on the viewer response, and nothing else', () => {
    const respond = (uri: string, statusCode: number) =>
      runEdge(code, {
        context: { eventType: 'viewer-response' },
        request: { uri, querystring: {} },
        response: { statusCode, statusDescription: 'OK', headers: {} },
      });
    expect(respond('/nope', 200)).toMatchObject({
      statusCode: 404,
      statusDescription: 'Not Found',
    });
    expect(respond('/about', 200)).toMatchObject({ statusCode: 200 });
    expect(respond('/admin/x', 200)).toMatchObject({ statusCode: 200 });
    expect(respond('/nope', 304)).toMatchObject({ statusCode: 304 });
  });

  it('refuses to render a function larger than CloudFront accepts', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `/generated/page-number-${i}`);
    expect(() => viewerFunctionCode({ ...table, pages: many })).toThrow(/limit/);
    expect(Buffer.byteLength(code)).toBeLessThan(maxFunctionCodeBytes);
  });
});

describe('stripPrefixFunctionCode', () => {
  it('maps /media/<key> to the object key', () => {
    const code = stripPrefixFunctionCode('/media/');
    expect(runEdge(code, { request: { uri: '/media/uploads/a.jpg' } }).uri).toBe('/uploads/a.jpg');
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
