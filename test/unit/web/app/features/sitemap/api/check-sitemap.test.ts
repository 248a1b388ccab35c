/** The sitemap checker's fetch: uncached, and every outcome mapped to the shared rule's message. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSitemapCheck } from '~/features/sitemap/api/check-sitemap';

afterEach(() => vi.unstubAllGlobals());

const validXml =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>x</loc></url><url><loc>y</loc></url></urlset>';

describe('runSitemapCheck', () => {
  it('fetches /sitemap.xml without the cache and counts the URLs', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(validXml, { status: 200, headers: { 'content-type': 'application/xml' } }),
    );
    vi.stubGlobal('fetch', fetchMock);

    const result = await runSitemapCheck();

    expect(fetchMock).toHaveBeenCalledWith('/sitemap.xml', { cache: 'no-store' });
    expect(result).toMatchObject({
      valid: true,
      message: 'Valid XML sitemap verified',
      count: 2,
      contentType: 'application/xml',
      loadFailed: false,
    });
  });

  it('marks a non-2xx answer as a failed load (the Sitemap Error toast)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );

    expect(await runSitemapCheck()).toMatchObject({
      valid: false,
      loadFailed: true,
      message: 'Failed to load sitemap: 503 Service Unavailable',
    });
  });

  it('reports a request that failed outright', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );

    expect(await runSitemapCheck()).toMatchObject({
      valid: false,
      loadFailed: false,
      message: 'Error checking sitemap: Failed to fetch',
    });
  });
});
