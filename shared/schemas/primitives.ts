/**
 * Field schemas every entity shares: identifiers, timestamps, the slug rule and required text.
 * Kept in one place so that an id or a slug means the same thing in every request and record.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { isImageAddress } from '@shared/rules/image-address';

/**
 * An entity id. New ids come from `crypto.randomUUID()`; the check accepts any 8-4-4-4-12 hex
 * form (not only RFC 9562 versions) so that fixed ids written by hand in seeds and tests parse.
 */
export const idSchema = z.guid({ error: 'Invalid id' });

/** An ISO-8601 UTC timestamp with a `Z` offset, as `new Date().toISOString()` writes it. */
export const timestampSchema = z.iso.datetime({ error: 'Invalid timestamp' });

/**
 * The slug rule of programmatic pages (admin-portal.md section 5), also used for articles: lower
 * case letters and digits in groups joined by single hyphens.
 */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Message shown when a slug breaks {@link slugPattern}. */
export const slugPatternMessage = 'Slug must contain only lowercase letters, numbers, and hyphens.';

/** Longest slug accepted anywhere (defined beside `slugify`, which must not import this module). */
export { maxSlugLength } from '@shared/rules/slugify';

/** Line breaks and tabs: the only C0 controls a multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- the control characters are what they match
const c0InLine = /[\u0000-\u001f]/;
// eslint-disable-next-line no-control-regex -- the control characters are what they match
const c0InLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** Message of a text that holds a control character. */
export const controlCharacterMessage = 'Must not contain control characters';

/** How a free text field may be written. */
export interface TextOptions {
  /** Its message when longer than `max`; default "Must be {max} characters or fewer". */
  maxMessage?: string;
  /** A textarea: tabs and line breaks are allowed (every other control is still refused). */
  multiline?: boolean;
}

/**
 * Free text as every text field of the contract takes it: trimmed, at most `max` characters, and
 * no C0 control character (a vertical tab pasted from a slide deck is stored as is and breaks the
 * feeds' XML for every reader), so a bad field is a 400 naming it instead of a broken page later.
 * Every text field of shared/schemas is made from it.
 */
export function text(max: number, options: TextOptions = {}) {
  const controls = options.multiline ? c0InLines : c0InLine;
  return z
    .string()
    .trim()
    .max(max, { error: options.maxMessage ?? `Must be ${max} characters or fewer` })
    .refine((value) => !controls.test(value), { error: controlCharacterMessage });
}

/**
 * Required free text: trimmed, then at least one character. The same message covers a missing
 * field and an empty one, because a form shows both the same way.
 */
export function requiredText(
  message: string,
  max: number,
  maxMessage?: string,
  options: Omit<TextOptions, 'maxMessage'> = {},
) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .pipe(text(max, { ...options, maxMessage }));
}

/**
 * Optional free text: trimmed, missing becomes ''. Stored records always hold a string, so
 * readers never have to tell "absent" from "empty".
 */
export function optionalText(
  max: number,
  maxMessage?: string,
  options: Omit<TextOptions, 'maxMessage'> = {},
) {
  return text(max, { ...options, maxMessage }).default('');
}

/**
 * An image address as the site stores it: '' (none), a site path such as `/media/abc.jpg`
 * (uploads are served on the site's own origin), or an absolute http(s) URL (the rule:
 * shared/rules/image-address.ts).
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .refine(isImageAddress, { error: 'Invalid image URL' });
