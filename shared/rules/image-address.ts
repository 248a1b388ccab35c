/**
 * The image address rule, without zod, so public pages can check stored addresses without
 * loading the validation library: '' (none), a site path such as `/media/abc.jpg` (uploads are
 * served on the site's own origin), or an absolute http(s) URL. `imageUrlSchema`
 * (schemas/primitives.ts) applies the same rule to input.
 */

/** Longest image address accepted. */
const maxImageAddressLength = 2048;

/** Whether `value` (already trimmed) is an acceptable image address; '' is (no image). */
export function isImageAddress(value: string): boolean {
  if (value === '') return true;
  if (value.length > maxImageAddressLength) return false;
  // '//host' would be a protocol-relative link to another origin, not a site path.
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The value to put in an <img src>: the address when it is a site path or an http(s) URL, else
 * undefined. Stored data is rendered through this, so a `javascript:` or `data:` address written
 * past the API (or before a rule existed) never reaches the DOM.
 */
export function safeImageSrc(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && isImageAddress(trimmed) ? trimmed : undefined;
}
