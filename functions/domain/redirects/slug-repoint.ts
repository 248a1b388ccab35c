/**
 * When an article's slug changes, its earlier address starts to answer a 301 to the new one (the
 * render worker records it). An admin's redirect that led to the earlier address would then send
 * visitors through two hops (`/promo` -> `/insights/x` -> `/insights/y`), so it is re-pointed at
 * the new address, keeping its own query and fragment: every redirect stays one hop.
 */
import { normalisePath } from '@shared/rules/path-rule';
import type { RedirectRecord } from './redirect-ports';

/** A manual redirect to move: from `expectedTo` (as read) to `to`. */
export interface Repoint {
  from: string;
  to: string;
  expectedTo: string;
}

/** The site path of a target and what follows it (query, fragment); undefined for another site. */
function splitTarget(target: string): { path: string; rest: string } | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  const at = target.search(/[?#]/);
  const path = at < 0 ? target : target.slice(0, at);
  return { path: normalisePath(path), rest: at < 0 ? '' : target.slice(at) };
}

/**
 * The manual redirects among `redirects` whose target is one of `earlierPaths`, each with its new
 * target `target`. One whose new target would be its own path (a loop) is left alone.
 */
export function slugChangeRepoints(
  redirects: readonly RedirectRecord[],
  earlierPaths: ReadonlySet<string>,
  target: string,
): Repoint[] {
  const repoints: Repoint[] = [];
  const destination = splitTarget(target);
  for (const redirect of redirects) {
    if (redirect.kind !== 'manual') continue;
    const current = splitTarget(redirect.to);
    if (!current || !earlierPaths.has(current.path)) continue;
    // The query and fragment the admin gave stay; the new target's own ones win when it has some.
    const to = destination && destination.rest === '' ? `${target}${current.rest}` : target;
    if (splitTarget(to)?.path === redirect.from) continue;
    repoints.push({ from: redirect.from, to, expectedTo: redirect.to });
  }
  return repoints;
}
