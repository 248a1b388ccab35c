/**
 * Reading a programmatic pages CSV in the browser (admin-portal.md sections 2 and 5): papaparse
 * with a header row (a byte-order mark, CRLF line ends and quoted commas are handled), every row
 * kept (blank ones included, so row numbers match the file), then the shared validator
 * (`rules/programmatic-csv`). Also the template download.
 */
import Papa from 'papaparse';
import {
  csvParsingErrorMessage,
  programmaticTemplateCsv,
  programmaticTemplateFileName,
  validateProgrammaticCsv,
  type ProgrammaticCsvResult,
} from '@shared/rules/programmatic-csv';
import type { CsvValidationError } from '@shared/schemas/csv';

/**
 * Parses and validates the text of a file. Quote errors (an unclosed quote) refuse the file with
 * 'CSV parsing error'; rows with too few or too many fields are left to the validator, which
 * reports the missing values by name.
 */
export function readProgrammaticCsv(text: string): ProgrammaticCsvResult {
  const source = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, unknown>>(source, {
    header: true,
    delimiter: ',',
    skipEmptyLines: false,
  });
  const parseErrors: CsvValidationError[] = parsed.errors
    .filter((error) => error.type === 'Quotes')
    .map((error) => ({
      row: typeof error.row === 'number' && error.row >= 0 ? error.row + 2 : 'Header',
      field: 'Format',
      message: `${csvParsingErrorMessage}: ${error.message}`,
    }));
  if (parseErrors.length > 0) return { ok: false, errors: parseErrors };
  // A file ending with a line break gives one last empty row; blank rows are skipped anyway.
  return validateProgrammaticCsv(parsed.meta.fields ?? [], parsed.data);
}

/** Makes the browser download a CSV text as a file. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads `programmatic_pages_template.csv` (the header and two example rows). */
export function downloadProgrammaticTemplate(): void {
  downloadCsv(programmaticTemplateFileName, programmaticTemplateCsv);
}
