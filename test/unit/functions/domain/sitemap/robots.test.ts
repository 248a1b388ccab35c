import { describe, expect, it } from 'vitest';
import { robotsTxt } from '@functions/domain/sitemap/robots';

describe('robotsTxt', () => {
  it('opens the public site in prod, closes the admin and the API, and names the sitemap', () => {
    const text = robotsTxt('prod', 'https://www.example.org');

    expect(text.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      'Sitemap: https://www.example.org/sitemap.xml',
      '',
    ]);
  });

  it('closes everything on dev and local stages, so no copy is ever indexed', () => {
    for (const stage of ['dev', 'local'] as const) {
      expect(robotsTxt(stage, 'https://dev.example.org')).toBe('User-agent: *\nDisallow: /\n');
    }
  });
});
