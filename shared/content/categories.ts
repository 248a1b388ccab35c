/**
 * The article categories the public site shows (public-site.md section 3). Articles in any other
 * category stay in the admin portal but never reach a public list.
 */

/** Allowed category names, as stored on articles. */
export const allowedCategoryNames = [
  'Business Development',
  'M&A',
  'Partnerships',
  'Strategy',
  'Sales Strategy',
  'Consulting',
] as const;

/** One of {@link allowedCategoryNames}. */
export type AllowedCategoryName = (typeof allowedCategoryNames)[number];

/** Display label of every allowed category; only 'Sales Strategy' differs from its name. */
export const categoryLabels: Readonly<Record<AllowedCategoryName, string>> = {
  'Business Development': 'Business Development',
  'M&A': 'M&A',
  Partnerships: 'Partnerships',
  Strategy: 'Strategy',
  'Sales Strategy': 'Sales',
  Consulting: 'Consulting',
};

/**
 * True when `name` is an allowed category. The match is exact: the stored name is what the list
 * query filters on, and a near miss ('strategy') is a different category that must stay hidden.
 */
export function isAllowedCategory(name: string | null | undefined): name is AllowedCategoryName {
  return typeof name === 'string' && (allowedCategoryNames as readonly string[]).includes(name);
}

/** Label shown for a category name; names outside the allowed list are shown as they are. */
export function categoryLabel(name: string): string {
  return isAllowedCategory(name) ? categoryLabels[name] : name;
}
