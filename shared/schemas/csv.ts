/**
 * CSV imports (admin-portal.md sections 3 and 5): the programmatic-page row, the per-row result of
 * an import, the validation error the 'CSV Validation Errors' dialog lists, the import call, and
 * the batch generator's row.
 */
import { defaultGenerationLanding, generationLandingSchema } from '@shared/schemas/review';
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { pageInputFields, type PageInputField } from '@shared/schemas/page';

/**
 * A row of the programmatic pages CSV, after validation: a column per page input
 * (`pageInputFields`) plus the slug, every column trimmed, `slug` filled from
 * the keyword when the file left it empty (`rules/programmatic-csv`).
 */
export const programmaticCsvRowSchema = z.object({
  ...(Object.fromEntries(pageInputFields.map((field) => [field, z.string()])) as Record<
    PageInputField,
    z.ZodString
  >),
  slug: z.string().optional(),
});

/** A row of the programmatic pages CSV. */
export type ProgrammaticCsvRow = z.infer<typeof programmaticCsvRowSchema>;

/**
 * A validated row with its number in the file, counted as a spreadsheet does: the header is row
 * 1, so the first data row is row 2. Blank rows are skipped but still counted.
 */
export const numberedCsvRowSchema = programmaticCsvRowSchema.extend({ row: z.int().min(2) });

/** A validated row with its number in the file. */
export type NumberedCsvRow = z.infer<typeof numberedCsvRowSchema>;

/** Statuses of an imported row. */
export const csvRowStatusSchema = z.enum(['pending', 'processing', 'success', 'error', 'skipped']);

/** Status of an imported row. */
export type CsvRowStatus = z.infer<typeof csvRowStatusSchema>;

/** Label the results table shows for each row status. */
export const csvRowStatusLabels: Readonly<Record<CsvRowStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  success: 'Success',
  error: 'Error',
  skipped: 'Skipped',
};

/**
 * One line of the import results table. `row` is the row's number in the file (header = row 1),
 * the same number the validation errors use.
 */
export const csvProcessingResultSchema = z.object({
  row: z.int().min(2),
  status: csvRowStatusSchema,
  message: z.string(),
  /** The page a created row made, so the results can follow its generation (a quality hold). */
  page_id: z.string().optional(),
});

/** One line of the import results table. */
export type CsvProcessingResult = z.infer<typeof csvProcessingResultSchema>;

/**
 * One line of the 'CSV Validation Errors' dialog. `row` is the row's number in the file (header =
 * row 1). Header and whole-file problems have row 'Header' and field 'Format'; a missing-columns
 * error also carries the headers found and required.
 */
export const csvValidationErrorSchema = z.object({
  row: z.union([z.int().min(2), z.literal('Header')]),
  field: z.string(),
  message: z.string(),
  data: z
    .object({
      foundHeaders: z.array(z.string()),
      requiredHeaders: z.array(z.string()),
    })
    .optional(),
});

/** One line of the 'CSV Validation Errors' dialog. */
export type CsvValidationError = z.infer<typeof csvValidationErrorSchema>;

/** Most rows one import may hold. */
export const maxImportRows = 200;

/**
 * Input of the page import call: the rows the browser validated ({@link NumberedCsvRow}). Rows are
 * left unchecked here on purpose: the server checks each one with `pageCreateInputSchema` and
 * reports per row, so one bad row does not refuse the others. Each result's `row` is the item's
 * `row` (see `importRowNumber` in `rules/programmatic-csv`).
 */
export const pageImportInputSchema = z.object({
  rows: z
    .array(z.unknown())
    .min(1, { error: 'No valid rows found in CSV file.' })
    .max(maxImportRows, { error: `At most ${maxImportRows} rows per import` }),
  /** Where every imported page's generated content lands (the rows do not choose). */
  lands_in: generationLandingSchema.default(defaultGenerationLanding),
});

/** Input of the page import call. */
export type PageImportInput = z.infer<typeof pageImportInputSchema>;

/** Answer of the page import call: one result per row, in file order. */
export const pageImportResponseSchema = z.object({
  results: z.array(csvProcessingResultSchema),
});

/** Answer of the page import call. */
export type PageImportResponse = z.infer<typeof pageImportResponseSchema>;

/** A row of the batch generator's CSV (header Title,Keyword). */
export const articleBatchCsvRowSchema = z.object({
  title: z.string(),
  keyword: z.string(),
});

/** A row of the batch generator's CSV. */
export type ArticleBatchCsvRow = z.infer<typeof articleBatchCsvRowSchema>;
