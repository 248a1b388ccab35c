/**
 * Whether a navigation target is the current page. Exact matches only (plus articles under
 * /insights), so a page served for an unknown path — the prerendered 404 hydrating at any URL —
 * never marks an item active on the client that was not active in its HTML.
 */
export function isActivePath(pathname: string, target: string): boolean {
  const current = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (target === '/insights') return current === target || current.startsWith('/insights/');
  return current === target;
}
