/**
 * CSV imports of the admin portal (admin-portal.md sections 5 and 7): validation of the
 * programmatic pages file, the two template files, and the batch generator's title,keyword lines.
 *
 * The browser parses files with papaparse and hands the result here, so this module sees data,
 * never bytes. Row numbers are counted as a spreadsheet shows them: the header is row 1 and the
 * first data row is row 2. Blank rows are skipped but still counted, so pass papaparse's rows
 * without `skipEmptyLines` for the numbers to match the file.
 */
import type { CsvValidationError, NumberedCsvRow } from '@shared/schemas/csv';
import { maxBatchEntries, type BatchEntry } from '@shared/schemas/generation';
import { pageCreateInputSchema, pageInputFields } from '@shared/schemas/page';
import { slugPattern } from '@shared/schemas/primitives';
import { slugify } from '@shared/rules/slugify';

/** Columns every programmatic pages file must have: one per page input, in the form's order. */
export const requiredCsvColumns = pageInputFields;

/** Column a file may have; empty values are generated from the keyword. */
export const optionalCsvColumns = ['slug'] as const;

/** Every column of a programmatic pages file, as its header names them. */
export const programmaticCsvColumns = [...requiredCsvColumns, ...optionalCsvColumns];

/** Toast text when the file was refused. */
export const csvValidationFailedMessage =
  'CSV validation failed. Please check the format and try again.';

/** Text when the file holds no usable row. */
export const noValidRowsMessage = 'No valid rows found in CSV file.';

/** Text when the file has no header row at all. */
export const emptyCsvMessage = 'CSV file is empty';

/** Text when papaparse reported a parsing error. */
export const csvParsingErrorMessage = 'CSV parsing error';

/** File name of the programmatic pages template. */
export const programmaticTemplateFileName = 'programmatic_pages_template.csv';

/**
 * The template's example rows, one value per column (the compiler asks for a new input's
 * example); the second leaves the slug to be generated.
 */
const templateExamples: Record<(typeof programmaticCsvColumns)[number], string>[] = [
  {
    keyword: 'sales pipeline consulting',
    industry: 'SaaS',
    pain_point: 'Inconsistent pipeline generation and low win rates',
    intent_level: 'commercial',
    cta_type: 'consultation',
    slug: 'sales-pipeline-consulting-saas',
  },
  {
    keyword: 'market entry strategy',
    industry: 'Fintech',
    pain_point: 'Unclear path into new regional markets, slow partner onboarding',
    intent_level: 'informational',
    cta_type: 'download',
    slug: '',
  },
];

/** A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The programmatic pages template: the header and two example rows. */
export const programmaticTemplateCsv = [
  programmaticCsvColumns.join(','),
  ...templateExamples.map((example) =>
    programmaticCsvColumns.map((column) => csvCell(example[column])).join(','),
  ),
  '',
].join('\n');

/** File name of the batch generator template. */
export const articleBatchTemplateFileName = 'article_batch_template.csv';

/** The batch generator template: header Title,Keyword and one sample row. */
export const articleBatchTemplateCsv = [
  'Title,Keyword',
  'How AI Is Reshaping B2B Sales Prospecting,AI sales prospecting',
  '',
].join('\n');

/** Result of {@link validateProgrammaticCsv}. */
export type ProgrammaticCsvResult =
  { ok: true; rows: NumberedCsvRow[] } | { ok: false; errors: CsvValidationError[] };

/**
 * Validates a parsed programmatic pages file.
 * - No header at all: 'CSV file is empty'.
 * - Header names are trimmed and matched case-insensitively; a missing required column gives one
 *   'Missing required columns: a, b' error (row 'Header', field 'Format', with the headers found
 *   and required) and nothing else is checked.
 * - Rows whose every value is blank are skipped.
 * - Each required value missing or blank: 'Row N: Missing or empty value for {column}'; a value
 *   breaking a page rule (at least 2 characters, the slug rule): 'Row N: {rule message}'.
 * - A blank slug is generated from the keyword (left out if the keyword gives none, for the
 *   server to make one).
 * - Header fine but no non-blank row: 'No valid rows found in CSV file.'.
 * Any error refuses the whole file (the portal shows {@link csvValidationFailedMessage}).
 */
export function validateProgrammaticCsv(
  headers: readonly string[],
  rows: readonly Record<string, unknown>[],
): ProgrammaticCsvResult {
  const found = headers.map((header) => header.trim()).filter((header) => header !== '');
  if (found.length === 0) {
    return { ok: false, errors: [{ row: 'Header', field: 'Format', message: emptyCsvMessage }] };
  }

  // Column name -> the header text the parser used as the row key (first match wins).
  const keyOf = new Map<string, string>();
  for (const header of headers) {
    const column = header.trim().toLowerCase();
    if (column && !keyOf.has(column)) keyOf.set(column, header);
  }
  const missing = requiredCsvColumns.filter((column) => !keyOf.has(column));
  if (missing.length > 0) {
    return {
      ok: false,
      errors: [
        {
          row: 'Header',
          field: 'Format',
          message: `Missing required columns: ${missing.join(', ')}`,
          data: { foundHeaders: found, requiredHeaders: [...requiredCsvColumns] },
        },
      ],
    };
  }

  const errors: CsvValidationError[] = [];
  const valid: NumberedCsvRow[] = [];
  rows.forEach((raw, index) => {
    const row = index + 2;
    const value = (column: string) => cellText(raw[keyOf.get(column) ?? '']);
    if (programmaticCsvColumns.every((column) => value(column) === '')) return;

    const rowErrors: CsvValidationError[] = requiredCsvColumns
      .filter((column) => value(column) === '')
      .map((column) => ({
        row,
        field: column,
        message: `Row ${row}: Missing or empty value for ${column}`,
      }));
    const candidate = Object.fromEntries(
      programmaticCsvColumns.map((column) => [column, value(column)]),
    );
    const parsed = pageCreateInputSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'Format');
        // A blank value already has its own message; the length rule would only repeat it.
        if (rowErrors.some((error) => error.field === field)) continue;
        rowErrors.push({ row, field, message: `Row ${row}: ${issue.message}` });
      }
    }
    if (rowErrors.length > 0 || !parsed.success) {
      errors.push(...rowErrors);
      return;
    }
    const slug = parsed.data.slug ?? generatedSlug(parsed.data.keyword);
    valid.push({ row, ...parsed.data, ...(slug ? { slug } : {}) });
  });

  if (errors.length > 0) return { ok: false, errors };
  if (valid.length === 0) {
    return { ok: false, errors: [{ row: 'Header', field: 'Format', message: noValidRowsMessage }] };
  }
  return { ok: true, rows: valid };
}

/**
 * The number a server import reports for item `index` of its `rows`: the item's own `row` when it
 * carries one, else where it would be in a file (index + 2).
 */
export function importRowNumber(item: unknown, index: number): number {
  if (typeof item === 'object' && item !== null && 'row' in item) {
    const row = (item as { row: unknown }).row;
    if (typeof row === 'number' && Number.isInteger(row) && row >= 2) return row;
  }
  return index + 2;
}

/** A line of a batch file that was not imported, with its line number and why. */
export interface SkippedBatchLine {
  row: number;
  reason: 'no title' | 'no keyword' | 'no title and no keyword';
}

/** Result of {@link parseArticleBatchLines}. */
export type ArticleBatchLinesResult =
  | { ok: true; entries: BatchEntry[]; skipped: SkippedBatchLine[] }
  | { ok: false; error: { title: string; description: string } };

/**
 * The toast of a batch file with more entries than one batch may hold: refused whole, as the
 * programmatic importer refuses a file over its limit, rather than cut at the limit in silence.
 */
export function tooManyBatchEntriesError(count: number): { title: string; description: string } {
  return {
    title: 'Too many articles',
    description: `The file has ${count} articles; a batch holds at most ${maxBatchEntries}. Split the file and try again.`,
  };
}

/** The toast of a batch file with no usable line. */
export const invalidBatchFileError = {
  title: 'Invalid file format',
  description: "The file should contain lines with 'title,keyword' format.",
} as const;

/**
 * Entries of a batch generator file, parsed by papaparse without a header (each row an array of
 * cells, one per line of the file, blank lines included): the first cell is the title, the second
 * the keyword, further cells are ignored. A first row reading Title,Keyword (any case) is the
 * template's header and is skipped, as are blank lines; rows missing a title or a keyword are
 * dropped (the spec's rule) and reported in `skipped` with their line number, so the user is told.
 * No entry left: {@link invalidBatchFileError}; more than {@link maxBatchEntries}:
 * {@link tooManyBatchEntriesError}.
 */
export function parseArticleBatchLines(
  rows: readonly (readonly unknown[])[],
): ArticleBatchLinesResult {
  const entries: BatchEntry[] = [];
  const skipped: SkippedBatchLine[] = [];
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cellText(cell) === '')) return;
    const title = cellText(cells[0]);
    const keyword = cellText(cells[1]);
    if (index === 0 && title.toLowerCase() === 'title' && keyword.toLowerCase() === 'keyword') {
      return;
    }
    if (title && keyword) entries.push({ title, keyword });
    else {
      const reason = title ? 'no keyword' : keyword ? 'no title' : 'no title and no keyword';
      skipped.push({ row: index + 1, reason });
    }
  });
  if (entries.length === 0) return { ok: false, error: invalidBatchFileError };
  if (entries.length > maxBatchEntries) {
    return { ok: false, error: tooManyBatchEntriesError(entries.length) };
  }
  return { ok: true, entries, skipped };
}

function generatedSlug(keyword: string): string | undefined {
  const slug = slugify(keyword);
  return slug.length >= 2 && slugPattern.test(slug) ? slug : undefined;
}

function cellText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}
