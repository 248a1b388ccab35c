/**
 * The rules a managed redirect keeps (the redirects manager), run by the API before
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
 * - **Where it may send a visitor** (`redirectTarget`): a path of this site, or an explicit
 *   `https://` URL of another site, judged as a browser reads the `Location` header.
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

/** Where a redirect sends the visitor: a path of this site, or another site (shown as such). */
export type RedirectTarget =
  { external: false; location: string } | { external: true; location: string };

/** Stands in for the site's origin: resolving a path against any origin lands on that origin. */
const siteOrigin = 'https://site.invalid';

/**
 * Characters a browser drops or reads as a slash when it parses a `Location` (tab, newline and the
 * other controls are removed, a backslash is a slash), so `/\evil.example` or `/<tab>/evil.example`
 * would leave the site though they look like paths.
 */
function misleading(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** Each percent-decoding of `path` (for servers that decode before they redirect again). */
function decodings(path: string): string[] | undefined {
  const forms: string[] = [];
  let current = path;
  for (let i = 0; i < 4 && current.includes('%'); i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/**
 * What `target` is as a redirect's destination, parsed as a browser parses it (WHATWG URL against
 * the site's origin): a same-origin path starting with one `/`, or an explicit `https://` URL with
 * a host and no credentials. Anything else (a scheme-relative `//host`, `/\host`, `javascript:`,
 * plain `http:`, controls or spaces, a percent-encoded form of any of these) is undefined.
 */
export function redirectTarget(target: string): RedirectTarget | undefined {
  if (target === '' || misleading(target)) return undefined;
  let url: URL;
  try {
    url = new URL(target, siteOrigin);
  } catch {
    return undefined;
  }
  if (target.startsWith('/')) {
    if (target.startsWith('//') || url.origin !== siteOrigin) return undefined;
    const decoded = decodings(target);
    if (!decoded) return undefined;
    for (const form of decoded) {
      if (form.startsWith('//') || misleading(form.replace(/ /g, ''))) return undefined;
    }
    return { external: false, location: target };
  }
  if (
    !/^https:\/\/[^/]/i.test(target) ||
    url.protocol !== 'https:' ||
    url.hostname === '' ||
    url.username !== '' ||
    url.password !== ''
  ) {
    return undefined;
  }
  return { external: true, location: url.href };
}

/** The site path a target names, or undefined for another origin. */
function sitePath(target: string): string | undefined {
  if (redirectTarget(target)?.external !== false) return undefined;
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
  const target = redirectTarget(input.to);
  if (!target) return { ok: false, field: 'to', message: redirectMessages.toShape };
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
  let to = target.location;
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
