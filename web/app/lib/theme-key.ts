/**
 * The browser storage key of the theme preference: product-specific (public-site.md section 4),
 * so it comes from the brand, e.g. 'Meridian Advisory' -> 'meridian-advisory-theme'. Kept apart
 * from lib/theme.ts so tests can compute it for any brand.
 */
export function themeStorageKeyFor(brandName: string): string {
  const product = brandName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${product || 'site'}-theme`;
}
