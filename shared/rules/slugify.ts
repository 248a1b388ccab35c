/**
 * Turns text into a URL slug (admin-portal.md section 5: "lower-cased, punctuation removed, spaces
 * turned into hyphens"). The result always satisfies `slugPattern` or is '' (nothing usable in
 * the text), so callers only have to handle the empty case.
 */

/**
 * Longest slug accepted anywhere; slugs are URL path segments and DynamoDB marker keys. Defined
 * here, not in the schemas (which re-export it), so the public pages that slugify (the Insights
 * tabs) do not download the validation library with it.
 */
export const maxSlugLength = 200;

// Letters that Unicode decomposition does not split into a base letter and a mark.
const foldedLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * The slug of `text`: diacritics folded (é -> e), lower case, punctuation removed, runs of
 * whitespace, hyphens and underscores turned into one hyphen, no hyphen at either end, at most
 * `maxSlugLength` characters (cut at a hyphen when possible). Letters outside the Latin script
 * are dropped, so such text can give ''.
 */
export function slugify(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => foldedLetters[letter] ?? '');
  const slug = folded
    // Separators become spaces first so that "a_b" and "a - b" both give "a-b".
    .replace(/[\s_-]+/g, ' ')
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-');
  return truncateSlug(slug, maxSlugLength);
}

/**
 * Shortens a slug to at most `max` characters, cutting at the last hyphen inside the limit when
 * there is one so that no word is split, and never leaving a trailing hyphen.
 */
export function truncateSlug(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastHyphen = cut.lastIndexOf('-');
  const shortened = lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut;
  return shortened.replace(/-+$/, '');
}
