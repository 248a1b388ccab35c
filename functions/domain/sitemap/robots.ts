/**
 * The site's robots.txt: in production, the public site open to crawlers, the admin portal and
 * the API closed, and the sitemap named by its absolute URL; on any other stage everything is
 * closed, so a dev or local copy is never indexed.
 */

export function robotsTxt(stage: 'local' | 'dev' | 'prod', publicOrigin: string): string {
  if (stage !== 'prod') return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    '',
  ].join('\n');
}
