/**
 * Whether a link stays on this site: a path ('/x') or an in-page anchor ('#x'); protocol-relative
 * '//host' is external. Shared by the article HTML renderer (external links get rel and target)
 * and the site's delegated link clicks (web/app/lib/use-site-link-clicks.ts), which every public
 * page loads: so this module imports nothing.
 */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}
