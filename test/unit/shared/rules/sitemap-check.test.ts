import { describe, expect, it } from 'vitest';
import { checkSitemap, sitemapErrorMessage } from '@shared/rules/sitemap-check';

const body =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
  '<url><loc>https://a.test/</loc></url><url>\n<loc>https://a.test/about</loc></url></urlset>';

function answer(overrides = {}) {
  return { status: 200, statusText: 'OK', contentType: 'application/xml', body, ...overrides };
}

describe('checkSitemap', () => {
  it('verifies a valid sitemap and counts its url entries, not the urlset', () => {
    expect(checkSitemap(answer())).toEqual({
      valid: true,
      message: 'Valid XML sitemap verified',
      count: 2,
    });
  });

  it('reports a failed load with status and status text', () => {
    const verdict = checkSitemap(answer({ status: 404, statusText: 'Not Found' }));

    expect(verdict).toEqual({
      valid: false,
      message: 'Failed to load sitemap: 404 Not Found',
      count: 0,
    });
  });

  it.each([
    ['text/html', 'Invalid Content-Type: text/html'],
    [null, 'Invalid Content-Type: not specified'],
    ['', 'Invalid Content-Type: not specified'],
  ])('refuses the content type %j', (contentType, message) => {
    expect(checkSitemap(answer({ contentType })).message).toBe(message);
  });

  it('accepts text/xml with a charset', () => {
    expect(checkSitemap(answer({ contentType: 'text/xml; charset=utf-8' })).valid).toBe(true);
  });

  it('requires the XML declaration at the start, a byte-order mark allowed', () => {
    expect(checkSitemap(answer({ body: `  ${body}` })).message).toBe('Invalid XML declaration');
    expect(checkSitemap(answer({ body: `\uFEFF${body}` })).valid).toBe(true);
  });

  it('requires both urlset tags', () => {
    const open = '<?xml version="1.0"?><urlset><url></url>';

    expect(checkSitemap(answer({ body: open })).message).toBe(
      'Invalid XML structure (missing urlset tags)',
    );
  });
});

describe('sitemapErrorMessage', () => {
  it('names the error', () => {
    expect(sitemapErrorMessage(new Error('offline'))).toBe('Error checking sitemap: offline');
    expect(sitemapErrorMessage('boom')).toBe('Error checking sitemap: boom');
  });
});
