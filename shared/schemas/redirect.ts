/**
 * Redirects managed in the admin (/admin/redirects): the input staff write, the stored record and
 * the list the admin shows. Three kinds reach the list:
 *
 * - `manual`: written at /admin/redirects; editable; applied at the edge without a deploy.
 * - `slug`: an article's earlier slug answering a 301 to its current one (kept by the render
 *   worker as the article changes); shown, not editable.
 * - `fixed`: the manifest's redirects (code, changed by a deploy); shown, not editable.
 *
 * The rules a new redirect must keep (no loop, no chain, a live page only when confirmed) are in
 * shared/rules/redirect-rules.ts.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { listSchema } from '@shared/schemas/api';
import { timestampSchema } from '@shared/schemas/primitives';

export const redirectMessages = {
  fromRequired: 'Enter the path to redirect from',
  fromShape: 'The path must start with / and have no spaces, \\, ? or #',
  fromRoot: 'The home page cannot be redirected',
  fromReserved: 'This path belongs to the system and cannot be redirected',
  toRequired: 'Enter the path or URL to redirect to',
  toShape: 'Enter a path starting with / or a full https:// URL',
  same: 'A redirect cannot point to its own path',
  tooLong: 'Must be 300 characters or fewer',
  exists: (from: string) => `A redirect from ${from} already exists`,
  notFound: 'Redirect not found',
  fixed: (from: string) => `${from} is already redirected by the site's fixed rules`,
  slug: (from: string) => `${from} already redirects to an article's current address`,
  loop: (path: string) => `This redirect would loop back to ${path}`,
  livePage: (from: string) =>
    `${from} is a live page. Redirecting it hides the page: confirm to go ahead.`,
} as const;

/** Paths the site's machinery owns: never redirected. */
export const reservedRedirectPrefixes = [
  '/api',
  '/admin',
  '/assets',
  '/media',
  '/_rendered',
  '/__',
];

export const redirectStatusSchema = z.union([z.literal(301), z.literal(302)]);

/** The path part of a site path or URL path, without trailing slashes (the root keeps its own). */
function trimSlashes(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const fromSchema = z
  .string()
  .trim()
  .min(1, redirectMessages.fromRequired)
  .max(300, redirectMessages.tooLong)
  .refine((value) => /^\/[^\s?#\\]*$/.test(value), redirectMessages.fromShape)
  .transform(trimSlashes)
  .refine((value) => value !== '/', redirectMessages.fromRoot)
  .refine(
    (value) =>
      !reservedRedirectPrefixes.some(
        (prefix) => value === prefix || value.startsWith(`${prefix}/`),
      ),
    redirectMessages.fromReserved,
  );

const toSchema = z
  .string()
  .trim()
  .min(1, redirectMessages.toRequired)
  .max(2000, redirectMessages.tooLong)
  // A first check for the form; shared/rules/redirect-rules.ts (redirectTarget) decides, as a
  // browser would read the address.
  .refine(
    (value) => /^\/(?![/\\])[^\s\\]*$/.test(value) || /^https:\/\/[^\s/\\]+[^\s\\]*$/i.test(value),
    redirectMessages.toShape,
  );

/** What staff write: from a path, to a path or URL, permanent (301) or temporary (302). */
export const redirectInputSchema = z
  .object({
    from: fromSchema,
    to: toSchema,
    status: redirectStatusSchema,
    /** Set after the admin confirmed redirecting a live page. */
    confirmLivePage: z.boolean().optional(),
  })
  .refine((input) => !input.to.startsWith('/') || trimSlashes(input.to) !== input.from, {
    message: redirectMessages.same,
    path: ['to'],
  });

export type RedirectInput = z.infer<typeof redirectInputSchema>;
/** The form's values before parsing. */
export type RedirectFormValues = z.input<typeof redirectInputSchema>;

export const redirectKindSchema = z.enum(['manual', 'slug', 'fixed']);
export type RedirectKind = z.infer<typeof redirectKindSchema>;

/** A redirect as the admin list shows it. `id` names it in the API's paths. */
export const redirectSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: redirectStatusSchema,
  kind: redirectKindSchema,
  /** When it last changed; absent for the fixed rules. */
  updated_at: timestampSchema.optional(),
});

export type Redirect = z.infer<typeof redirectSchema>;

/** Answer of GET /api/admin/redirects: every redirect, ordered by `from`. */
export const redirectListResponseSchema = listSchema(redirectSchema);
export type RedirectListResponse = z.infer<typeof redirectListResponseSchema>;

/** The id of the redirect from `from`: its path, base64url-encoded (no `/` in an API path). */
export function redirectId(from: string): string {
  const bytes = new TextEncoder().encode(from);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The `from` path an id names, or undefined when it names none. */
export function redirectFromId(id: string): string | undefined {
  try {
    const binary = atob(id.replace(/-/g, '+').replace(/_/g, '/'));
    const from = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
    return from.startsWith('/') && redirectId(from) === id ? from : undefined;
  } catch {
    return undefined;
  }
}
