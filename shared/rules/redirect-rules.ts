/**
 * The rules a managed redirect keeps (issue #21, the redirects manager), run by the API before
 * anything is stored:
 *
 * - **No loop**: following the new redirect, and the redirects its target already has, never
 *   comes back to where it started.
 * - **One hop**: a redirect to a path that itself redirects is stored to that path's final target
 *   (collapsed), and the manual redirects that pointed at the new redirect's path are re-pointed
 *   at its final target, so no visitor is sent through two hops.
 * - A path the site's fixed rules already redirect, or an article's earlier slug, is refused
 *   (those answer first, or belong to the article); a live page is redirected only when the admin
 *   confirmed it (the API knows what is live; see `livePage` below).
 */
import { fixedRedirect, normalisePath, type RedirectRule } from './path-rule';
import { redirectMessages, type RedirectInput, type RedirectKind } from '../schemas/redirect';

/** A redirect already in force. */
export interface ExistingRedirect {
  from: string;
  to: string;
  kind: Exclude<RedirectKind, 'fixed'>;
}

/** What to store: the redirect itself, and the manual ones to re-point. */
export interface RedirectPlan {
  ok: true;
  from: string;
  /** The collapsed target. */
  to: string;
  status: 301 | 302;
  /** Manual redirects whose target moves (they pointed at `from`). */
  repoint: { from: string; to: string }[];
}

/** Why the redirect cannot be stored, and which field says so. */
export interface RedirectRefusal {
  ok: false;
  field: 'from' | 'to' | 'confirmLivePage';
  message: string;
}

/** The site path a target names, or undefined for another origin. */
function sitePath(target: string): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return undefined;
  const path = target.split(/[?#]/)[0] ?? target;
  return normalisePath(path);
}

/**
 * Plans `input` against the redirects in force. `replacing` is true when `input.from` already has
 * a manual redirect being edited. `livePage` says whether `input.from` is a page visitors reach
 * today (a prerendered page, a published article or programmatic page).
 */
export function planRedirect(
  input: RedirectInput,
  context: {
    existing: readonly ExistingRedirect[];
    fixed: readonly RedirectRule[];
    livePage: boolean;
    replacing: boolean;
  },
): RedirectPlan | RedirectRefusal {
  const { from } = input;
  if (fixedRedirect(context.fixed, from)) {
    return { ok: false, field: 'from', message: redirectMessages.fixed(from) };
  }
  const byFrom = new Map(context.existing.map((redirect) => [redirect.from, redirect]));
  const current = byFrom.get(from);
  if (current?.kind === 'slug') {
    return { ok: false, field: 'from', message: redirectMessages.slug(from) };
  }
  if (current && !context.replacing) {
    return { ok: false, field: 'from', message: redirectMessages.exists(from) };
  }
  byFrom.delete(from);

  // Follow the target through the redirects it already has, to its final address.
  let to = input.to;
  const seen = new Set([from]);
  for (;;) {
    const path = sitePath(to);
    if (path === undefined) break;
    if (seen.has(path)) return { ok: false, field: 'to', message: redirectMessages.loop(path) };
    seen.add(path);
    const next = byFrom.get(path)?.to ?? fixedRedirect(context.fixed, path)?.location;
    if (next === undefined) break;
    to = next;
  }

  // Manual redirects that pointed at `from` now point at the final target.
  const repoint: RedirectPlan['repoint'] = [];
  for (const redirect of byFrom.values()) {
    if (redirect.kind !== 'manual' || sitePath(redirect.to) !== from) continue;
    if (sitePath(to) === redirect.from) {
      return { ok: false, field: 'to', message: redirectMessages.loop(redirect.from) };
    }
    repoint.push({ from: redirect.from, to });
  }

  if (context.livePage && !input.confirmLivePage) {
    return { ok: false, field: 'confirmLivePage', message: redirectMessages.livePage(from) };
  }
  return { ok: true, from, to, status: input.status, repoint };
}
