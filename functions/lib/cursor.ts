/**
 * Opaque list cursors: base64url of a JSON value the server made. Decoding never throws; each
 * list checks the shape of what it gets back (a DynamoDB key handed back unchecked would turn a
 * forged cursor into a database error instead of a 400).
 */

/** The cursor of `value`. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** What a cursor carries, or undefined when it is not base64url JSON. */
export function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The DynamoDB key a cursor carries: exactly the string attributes `keyNames`, with the values of
 * `fixed` (the Query's partition) unchanged; undefined for anything else.
 */
export function decodeKeyCursor(
  cursor: string,
  keyNames: readonly string[],
  fixed: Readonly<Record<string, string>> = {},
): Record<string, string> | undefined {
  const key = decodeCursor(cursor);
  if (typeof key !== 'object' || key === null || Array.isArray(key)) return undefined;
  const record = key as Record<string, unknown>;
  const valid =
    Object.keys(record).length === keyNames.length &&
    keyNames.every((name) => typeof record[name] === 'string') &&
    Object.entries(fixed).every(([name, value]) => record[name] === value);
  return valid ? (record as Record<string, string>) : undefined;
}
