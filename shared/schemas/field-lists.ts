/**
 * Field lists derived from schemas: a list of a schema's keys is read from the schema
 * (`schema.keyof().options`), never written out again, and these helpers turn such a list into
 * the mask `pick` takes or a record's projection. A field added to the schema reaches every list
 * made this way.
 */

/** The `{ field: true }` mask of `fields`, as zod's `pick` and `omit` take it. */
export function fieldMask<const K extends string>(fields: readonly K[]): Record<K, true> {
  return Object.fromEntries(fields.map((field) => [field, true])) as Record<K, true>;
}

/**
 * The fields of `record` named in `fields`; a field the record lacks (an optional one) stays
 * absent rather than becoming `undefined`.
 */
export function pickFields<T extends object, const K extends keyof T>(
  record: T,
  fields: readonly K[],
): Pick<T, K> {
  const picked: Partial<Pick<T, K>> = {};
  for (const field of fields) {
    if (record[field] !== undefined) picked[field] = record[field];
  }
  return picked as Pick<T, K>;
}
