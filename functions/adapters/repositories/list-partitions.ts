/**
 * The names of the admin lists' partitions (listings-table.ts): one per kind and combination of
 * filter values, `article|category=c1&status=draft`, `article|` for no filter. The list rows are
 * keyed by them and the kept counts of counters-repository.ts (`list#{partition}`) too, so both
 * read the names here.
 */

/** The lists the table indexes. */
export type ListKind = 'article' | 'page' | 'contact';

/** The filter part of a partition key: the given dimensions in name order. */
export function filterKey(filters: Record<string, string>): string {
  return Object.keys(filters)
    .sort()
    .map((name) => `${name}=${encodeURIComponent(filters[name] as string)}`)
    .join('&');
}

/** The partition of a kind's items with exactly these filter values, in date order. */
export function listPartition(kind: ListKind, filters: Record<string, string>): string {
  return `${kind}|${filterKey(filters)}`;
}

/** Every subset of the filters (the empty one included). */
export function subsets(filters: Record<string, string>): Record<string, string>[] {
  return Object.entries(filters).reduce<Record<string, string>[]>(
    (found, [name, value]) => [...found, ...found.map((subset) => ({ ...subset, [name]: value }))],
    [{}],
  );
}

/** The date-order partitions an item with these filter values is listed in: one per subset. */
export function listedPartitions(kind: ListKind, filters: Record<string, string>): string[] {
  return subsets(filters).map((subset) => listPartition(kind, subset));
}
