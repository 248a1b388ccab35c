/**
 * How the library's search compares names: Unicode-normalised (NFKC), lower case, whitespace
 * collapsed. The repository stores this form beside the name (`name_search`) and the search text
 * goes through the same function, so "Holiday.JPG" is found by "holiday".
 */
export function searchableName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
