/**
 * The rules of a page's own SEO fields (meta title and description, social image, canonical,
 * noindex), without zod, so public pages apply them without the validation library: which
 * canonical addresses are accepted, how a saved object is normalised, and what a page's head
 * shows when a field is left empty (the defaults the editor's placeholders name).
 */

/** A page's SEO fields as stored; '' means "use the default". */
export interface SeoFields {
  meta_title: string;
  meta_description: string;
  social_image: string;
  canonical: string;
  noindex: boolean;
}

/** Nothing overridden: every field takes its default, the page is indexed. */
export const emptySeo: SeoFields = {
  meta_title: '',
  meta_description: '',
  social_image: '',
  canonical: '',
  noindex: false,
};

/** Longest canonical address accepted. */
export const maxCanonicalLength = 2048;

/** A path on the site: segments of unreserved characters or escapes, no `//`, query or hash. */
const canonicalSitePath = /^\/(?:[A-Za-z0-9._~%-]+(?:\/[A-Za-z0-9._~%-]+)*)?\/?$/;

/**
 * Whether `value` (already trimmed) may be a canonical: '' (none), a site path such as
 * `/insights/my-article`, or an absolute http(s) URL without credentials (a page republished
 * from elsewhere names the original).
 */
export function isCanonicalAddress(value: string): boolean {
  if (value === '') return true;
  if (value.length > maxCanonicalLength || /\s/.test(value)) return false;
  if (value.startsWith('/')) return canonicalSitePath.test(value);
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A site path without its trailing slash (the root keeps its slash). */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The fields as saved: every field present, text trimmed, a site-path canonical without a
 * trailing slash. A missing object means nothing is overridden.
 */
export function normaliseSeo(input: Partial<SeoFields> | undefined): SeoFields {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const canonical = text(input?.canonical);
  return {
    meta_title: text(input?.meta_title),
    meta_description: text(input?.meta_description),
    social_image: text(input?.social_image),
    canonical: canonical.startsWith('/') ? withoutTrailingSlash(canonical) : canonical,
    noindex: input?.noindex === true,
  };
}

/** Where a page's canonical points. */
export interface CanonicalTarget {
  /** The absolute URL of the canonical link. */
  href: string;
  /** The path on this site, or undefined when the canonical is another site's page. */
  path?: string;
}

/**
 * The canonical of a page at `ownPath` on `origin` (no trailing slash): its override when one is
 * set, else its own address. An absolute override on the site's own origin counts as that path.
 */
export function canonicalTarget(
  canonical: string | undefined,
  ownPath: string,
  origin: string,
): CanonicalTarget {
  const override = canonical?.trim() ?? '';
  const onSite = (path: string) => {
    const clean = withoutTrailingSlash(path);
    return { href: `${origin}${clean}`, path: clean };
  };
  if (override === '' || !isCanonicalAddress(override)) return onSite(ownPath);
  if (override.startsWith('/')) return onSite(override);
  const url = new URL(override);
  const sameSite = url.origin === new URL(origin).origin && url.search === '' && url.hash === '';
  return sameSite ? onSite(url.pathname) : { href: url.href };
}

/** What a page's head shows by default: its title, description and image. */
export interface SeoDefaults {
  title: string;
  description: string;
  /** '' when the page has no image of its own. */
  image: string;
}

/** The head's values: each override, or its default when empty. */
export interface EffectiveSeo extends SeoDefaults {
  canonical: string;
  noindex: boolean;
}

/** The values a page's head carries, given its saved fields (maybe none) and its defaults. */
export function effectiveSeo(
  seo: Partial<SeoFields> | undefined,
  defaults: SeoDefaults,
): EffectiveSeo {
  const fields = normaliseSeo(seo);
  return {
    title: fields.meta_title || defaults.title,
    description: fields.meta_description || defaults.description,
    image: fields.social_image || defaults.image,
    canonical: fields.canonical,
    noindex: fields.noindex,
  };
}
