/**
 * The image address rule, without zod, so public pages can check stored addresses without
 * loading the validation library: '' (none) or a path on the site's own origin under `/media/`
 * (uploads) or `/images/` (the build's illustrations). Nothing else: an absolute URL would load
 * from another origin, and a path such as `/\evil.example/x.png` is read by browsers as
 * `//evil.example/x.png`. `imageUrlSchema` (schemas/primitives.ts) applies the same rule to input.
 */

/** Longest image address accepted. */
const maxImageAddressLength = 2048;

/**
 * Path segments of letters, digits and `._~-` or percent escapes, each not `.` or `..`: no
 * backslash, no empty segment (`//`), no query, no fragment, no whitespace.
 */
const sitePath =
  /^\/(?:media|images)(?:\/(?!\.{1,2}(?:\/|$))(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)+$/;

/** Whether `value` (already trimmed) is an acceptable image address; '' is (no image). */
export function isImageAddress(value: string): boolean {
  if (value === '') return true;
  return value.length <= maxImageAddressLength && sitePath.test(value);
}

/**
 * The value to put in an <img src>: the address when it follows the rule above, else
 * undefined. Stored data is rendered through this, so a `javascript:` or `data:` address written
 * past the API (or before a rule existed) never reaches the DOM.
 */
export function safeImageSrc(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && isImageAddress(trimmed) ? trimmed : undefined;
}
