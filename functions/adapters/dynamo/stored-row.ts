/**
 * Reading a stored row as its record: parsed with the record's schema at the repository edge,
 * never cast. The schema drops the table's own index attributes and fills the defaults of fields
 * added since the row was written (the `row-schemas` migration writes those defaults too, so
 * parsing never refuses a row the product wrote). A row that still does not match is a
 * {@link StoredRowError}, logged with its table and key, so a bad row is found by its key rather
 * than travelling on as a record it is not.
 */
import type * as z from 'zod';
import { logger } from '@functions/lib/logger';

/** Where a row was read: its table and key, for the log. */
export interface RowSource {
  table: string;
  key: Record<string, unknown>;
}

/** A stored row that does not match its record's schema. */
export class StoredRowError extends Error {
  constructor(
    readonly source: RowSource,
    readonly issues: readonly { path: string; message: string }[],
  ) {
    super(
      `Row ${JSON.stringify(source.key)} of table ${source.table} does not match its schema: ${issues
        .map((issue) => `${issue.path || '(row)'}: ${issue.message}`)
        .join('; ')}`,
    );
    this.name = 'StoredRowError';
  }
}

/** The issues of a failed parse as `path: message` pairs. */
export function rowIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * `item` parsed with `schema`; throws a {@link StoredRowError} (logged with the row's table and
 * key) when it does not match.
 */
export function parseStoredRow<S extends z.ZodType>(
  schema: S,
  item: Record<string, unknown>,
  source: RowSource,
): z.output<S> {
  const parsed = schema.safeParse(item);
  if (parsed.success) return parsed.data;
  const error = new StoredRowError(source, rowIssues(parsed.error));
  logger.error('A stored row does not match its schema', {
    table: source.table,
    key: source.key,
    issues: error.issues,
  });
  throw error;
}
