/**
 * Signed links (preview links, newsletter links) carry base64url parts. Node's decoder forgives
 * padding, `+` and `/`, and the unused low bits of the last character, so several strings decode
 * to the same bytes; a link accepts only the one encoding it was issued with, so a token has
 * exactly one spelling (nothing to enumerate, nothing to slip past a revocation keyed on it).
 */

/** The bytes `text` encodes when it is their canonical unpadded base64url, else undefined. */
export function canonicalBase64url(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}
