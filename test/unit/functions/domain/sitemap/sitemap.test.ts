/** The XML sitemap's entries and document (DESIGN.md section 12, deviation 8). */
import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  renderSitemap,
  sitemapEntries,
  w3cDatetime,
} from '@functions/domain/sitemap/sitemap';

const sources = {
  publicOrigin: 'https://example.com',
  staticPaths: ['/', '/insights', '/solutions/growth-enablement'],
  noindexPaths: [],
  publishedArticles: async () => [
    { slug: 'newer', updated_at: '2025-06-10T09:00:00.000Z' },
    { slug: 'older', updated_at: '2025-05-01T09:00:00.000Z' },
  ],
  publishedPages: async () => [
    { slug: 'strategic-planning', updated_at: '2025-05-13T00:00:00.000Z' },
    { slug: 'growth-enablement', updated_at: '2025-05-13T00:00:00.000Z' },
  ],
  redirectedPaths: async (): Promise<ReadonlySet<string>> => new Set(),
};

describe('sitemapEntries', () => {
  it('lists static paths, then articles, then pages, each path once', async () => {
    const entries = await sitemapEntries(sources);

    expect(entries.map((entry) => entry.path)).toEqual([
      '/',
      '/insights',
      '/solutions/growth-enablement',
      '/insights/newer',
      '/insights/older',
      '/solutions/strategic-planning',
    ]);
  });

  it('leaves out the static pages declared noindex', async () => {
    const entries = await sitemapEntries({
      ...sources,
      staticPaths: ['/', '/terms', '/insights', '/privacy'],
      noindexPaths: ['/terms', '/privacy'],
    });

    expect(entries.map((entry) => entry.path)).not.toContain('/terms');
    expect(entries.map((entry) => entry.path)).not.toContain('/privacy');
    expect(entries.map((entry) => entry.path)).toContain('/insights');
  });

  it('leaves out the pages a managed redirect sends elsewhere, and dates /insights without them', async () => {
    const entries = await sitemapEntries({
      ...sources,
      redirectedPaths: async () => new Set(['/insights/newer', '/solutions/strategic-planning']),
    });

    const paths = entries.map((entry) => entry.path);
    expect(paths).not.toContain('/insights/newer');
    expect(paths).not.toContain('/solutions/strategic-planning');
    expect(paths).toContain('/insights/older');
    expect(entries.find((e) => e.path === '/insights')?.lastmod).toBe('2025-05-01T09:00:00.000Z');
  });

  it('dates /insights by its newest article and each item by its last change', async () => {
    const entries = await sitemapEntries(sources);

    expect(entries.find((e) => e.path === '/insights')?.lastmod).toBe('2025-06-10T09:00:00.000Z');
    expect(entries.find((e) => e.path === '/')?.lastmod).toBeUndefined();
    expect(entries.find((e) => e.path === '/insights/older')?.lastmod).toBe(
      '2025-05-01T09:00:00.000Z',
    );
  });
});

describe("sitemapEntries and the editors' SEO fields", () => {
  const noindex = { noindex: true, canonical: '' };

  it('leaves out articles and pages marked noindex', async () => {
    const entries = await sitemapEntries({
      ...sources,
      publishedArticles: async () => [
        { slug: 'hidden', updated_at: '2025-06-10T09:00:00.000Z', seo: noindex },
        { slug: 'shown', updated_at: '2025-06-09T09:00:00.000Z' },
      ],
      publishedPages: async () => [
        { slug: 'hidden-page', updated_at: '2025-05-13T00:00:00.000Z', seo: noindex },
      ],
    });

    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain('/insights/shown');
    expect(paths).not.toContain('/insights/hidden');
    expect(paths).not.toContain('/solutions/hidden-page');
  });

  it('lists an item at its canonical when it names another address of this site', async () => {
    const entries = await sitemapEntries({
      ...sources,
      publishedArticles: async () => [
        {
          slug: 'copy',
          updated_at: '2025-06-10T09:00:00.000Z',
          seo: { noindex: false, canonical: '/insights/original' },
        },
        {
          slug: 'absolute',
          updated_at: '2025-06-10T09:00:00.000Z',
          seo: { noindex: false, canonical: 'https://example.com/solutions/growth/' },
        },
      ],
      publishedPages: async () => [],
    });

    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain('/insights/original');
    expect(paths).toContain('/solutions/growth');
    expect(paths).not.toContain('/insights/copy');
    expect(paths).not.toContain('/insights/absolute');
  });

  it("leaves out an item whose canonical is another site's page", async () => {
    const entries = await sitemapEntries({
      ...sources,
      publishedArticles: async () => [
        {
          slug: 'syndicated',
          updated_at: '2025-06-10T09:00:00.000Z',
          seo: { noindex: false, canonical: 'https://partner.example/original' },
        },
      ],
      publishedPages: async () => [],
    });

    expect(entries.map((entry) => entry.path)).not.toContain('/insights/syndicated');
    expect(entries.some((entry) => entry.path.includes('partner'))).toBe(false);
  });
});

describe('renderSitemap', () => {
  it('writes a sitemaps.org 0.9 document with escaped locations and W3C dates', () => {
    const xml = renderSitemap('https://example.com', [
      { path: '/' },
      { path: '/insights/a&b', lastmod: '2025-05-13T10:20:30.456Z' },
    ]);

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/insights/a&amp;b</loc>');
    expect(xml).toContain('<lastmod>2025-05-13T10:20:30+00:00</lastmod>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('leaves out a lastmod that is not a date', () => {
    expect(w3cDatetime('yesterday')).toBeUndefined();
    expect(renderSitemap('https://e.x', [{ path: '/', lastmod: 'yesterday' }])).not.toContain(
      'lastmod',
    );
  });
});

describe('escapeXml', () => {
  it('escapes the five special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });

  it('drops the control characters XML forbids and keeps tab and line breaks', () => {
    expect(escapeXml('/a\u000bb\u0000c\td')).toBe('/abc\td');
  });
});
