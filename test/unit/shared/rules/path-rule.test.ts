/** The one path rule (shared/rules/path-rule.ts) that the edge function and the sandbox run. */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePath, edgeKey, parseEdgeEntry, type EdgeEntry } from '@shared/rules/path-rule';
import * as manifest from '@infra/manifest';

const pages = ['/', '/404', '/about', '/insights', '/solutions/growth-enablement'];
const table = manifest.pathTable(pages);
const decide = (uri: string, entry?: EdgeEntry) => decidePath(uri, table, entry);

describe('decidePath', () => {
  it('redirects the manifest redirects, carrying the rest of the path where the rule says so', () => {
    expect(decide('/about-us')).toEqual({ kind: 'redirect', status: 301, location: '/about' });
    expect(decide('/about-us/')).toEqual({ kind: 'redirect', status: 301, location: '/about' });
    expect(decide('/service-page/anything')).toMatchObject({ location: '/contact' });
    expect(decide('/articles/some-slug')).toMatchObject({ location: '/insights/some-slug' });
  });

  it('serves prerendered pages from their index document', () => {
    expect(decide('/')).toEqual({ kind: 'page', uri: '/index.html' });
    expect(decide('/about')).toEqual({ kind: 'page', uri: '/about/index.html' });
    expect(decide('/about/')).toEqual({ kind: 'page', uri: '/about/index.html' });
    expect(decide('/solutions/growth-enablement')).toMatchObject({ kind: 'page' });
  });

  it('serves a rendered page and its data from the edge store entry', () => {
    const entry: EdgeEntry = {
      page: '/_rendered/insights/a/v1',
      owner: 'article:1',
      version: 'v1',
    };
    expect(decide('/insights/a', entry)).toEqual({
      kind: 'rendered',
      uri: '/_rendered/insights/a/v1.html',
    });
    expect(decide('/insights/a.data', entry)).toEqual({
      kind: 'rendered',
      uri: '/_rendered/insights/a/v1.data',
    });
    // A rendered Insights list wins over the build's prerendered copy.
    expect(decide('/insights', entry)).toMatchObject({ kind: 'rendered' });
  });

  it("answers an earlier slug with its redirect (a data request with React Router's)", () => {
    const entry: EdgeEntry = { redirect: '/insights/b', status: 301, owner: 'article:1' };
    expect(decide('/insights/a', entry)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/insights/b',
    });
    expect(decide('/insights/a.data', entry)).toEqual({
      kind: 'data-redirect',
      status: 301,
      location: '/insights/b',
    });
  });

  it('gives an unknown slug of a rendered family its not-found document (served as 404)', () => {
    expect(decide('/insights/new-article')).toEqual({
      kind: 'not-found',
      uri: '/insights/_not-found/index.html',
    });
    expect(decide('/solutions/ai-for-retail')).toEqual({
      kind: 'not-found',
      uri: '/solutions/_not-found/index.html',
    });
  });

  it('sends the admin portal to the SPA fallback', () => {
    for (const path of ['/admin', '/admin/articles/new']) {
      expect(decide(path), path).toEqual({ kind: 'spa', uri: '/__spa-fallback.html' });
    }
  });

  it('answers anything else with the not-found page', () => {
    for (const path of ['/nope', '/administrator', '/about/team', '/markets/unknown']) {
      expect(decide(path), path).toEqual({ kind: 'not-found', uri: '/404/index.html' });
    }
  });

  it('leaves files alone', () => {
    expect(decide('/assets/entry-abc123.js')).toEqual({
      kind: 'file',
      uri: '/assets/entry-abc123.js',
    });
    expect(decide('/insights/unknown.data')).toMatchObject({ kind: 'file' });
  });

  it('rewrites every extension-less path to its index document when the build is unknown', () => {
    const unknown = manifest.pathTable(null);
    expect(decidePath('/nope', unknown, undefined)).toEqual({
      kind: 'page',
      uri: '/nope/index.html',
    });
    expect(decidePath('/admin/x', unknown, undefined)).toMatchObject({ kind: 'spa' });
  });

  it('agrees with the manifest redirect rule', () => {
    const segment = fc.constantFrom(
      'about-us',
      'service-page',
      'articles',
      'sitemap',
      'x',
      'a.b',
      '',
    );
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const expected = manifest.findRedirect(path);
        const decided = decide(path);
        if (expected) expect(decided).toEqual({ kind: 'redirect', ...expected });
        else expect(decided.kind).not.toBe('redirect');
      }),
    );
  });
});

describe('edgeKey', () => {
  it('names the page of a data request and the variant of a category tab', () => {
    expect(edgeKey('/insights/a/', {}, table)).toBe('/insights/a');
    expect(edgeKey('/insights/a.data', {}, table)).toBe('/insights/a');
    expect(edgeKey('/insights', { category: 'strategy', page: '2' }, table)).toBe(
      '/insights?category=strategy',
    );
    expect(edgeKey('/insights.data', { category: 'strategy' }, table)).toBe(
      '/insights?category=strategy',
    );
    expect(edgeKey('/_root.data', {}, table)).toBe('/');
    expect(edgeKey('/about', { category: 'x' }, table)).toBe('/about');
  });
});

describe('parseEdgeEntry', () => {
  it('reads what the render worker writes, and nothing else', () => {
    const page = { page: '/_rendered/x/v', owner: 'o', version: 'v' };
    expect(parseEdgeEntry(JSON.stringify(page))).toEqual(page);
    expect(parseEdgeEntry('not json')).toBeUndefined();
    expect(parseEdgeEntry('{"other":1}')).toBeUndefined();
    expect(parseEdgeEntry(undefined)).toBeUndefined();
  });
});
