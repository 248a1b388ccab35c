/**
 * The author shown when an article has none (public-site.md section 5, "Missing author becomes
 * the default team author"). It is a function of the brand because the brand is configuration.
 */

/** Name of the default team author, e.g. 'Meridian Advisory Team'. */
export function defaultAuthorName(brandName: string): string {
  return `${brandName.trim()} Team`;
}
