/**
 * Brand helpers for the content modules. The firm's name is a site-config value
 * (`SiteConfig.brandName`), never a literal in copy. Copy that mentions the firm carries the
 * `{brand}` token and is exposed through a function taking the brand (or the firm identity), so an
 * exported constant in this folder is always ready to render as it is.
 */
import type { SiteConfig } from '@shared/content/site-config';

/** The token that stands for the firm's name inside copy. */
export const BRAND_TOKEN = '{brand}';

/** The parts of the site config that copy may need: the firm's name and its public e-mail. */
export type FirmIdentity = Pick<SiteConfig, 'brandName' | 'contactEmail'>;

/** Replaces every `{brand}` token in `text` with `brand`. */
export function withBrand(text: string, brand: string): string {
  return text.split(BRAND_TOKEN).join(brand);
}

/**
 * Returns a copy of `value` with `{brand}` replaced in every string it contains (objects and
 * arrays are walked; other values are kept as they are).
 */
export function withBrandDeep<T>(value: T, brand: string): T {
  if (typeof value === 'string') return withBrand(value, brand) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withBrandDeep(item, brand)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withBrandDeep(item, brand)]),
    ) as T;
  }
  return value;
}

/** The domain of an e-mail address (the part after the last '@'), lower-cased. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return (at === -1 ? email : email.slice(at + 1)).trim().toLowerCase();
}

/** An address at the firm's domain, derived from the public contact e-mail. */
export function firmEmail(localPart: string, contactEmail: string): string {
  return `${localPart}@${emailDomain(contactEmail)}`;
}
