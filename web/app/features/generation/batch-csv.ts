/**
 * The batch generator's CSV file (admin-portal.md sections 2 and 5): `title,keyword` lines read
 * with papaparse (no header row; the template's Title,Keyword header is skipped by the shared
 * rule), and the template download built in the browser.
 */
import Papa from 'papaparse';
import {
  articleBatchTemplateCsv,
  articleBatchTemplateFileName,
  parseArticleBatchLines,
  type ArticleBatchLinesResult,
  type SkippedBatchLine,
} from '@shared/rules/programmatic-csv';

/** Toast of a file that could not be read at all. */
export const batchFileErrorToast = {
  title: 'Error processing file',
  description: 'Please check the file format and try again',
} as const;

/**
 * Entries of a file's text; throws when papaparse cannot parse it (an unclosed quote). Blank lines
 * are kept in the parse (the rule skips them) so a skipped line is reported by its line number.
 */
export function readBatchCsv(text: string): ArticleBatchLinesResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    header: false,
    skipEmptyLines: false,
  });
  const fatal = parsed.errors.find((error) => error.type === 'Quotes');
  if (fatal) throw new Error(`CSV parsing error: ${fatal.message}`);
  return parseArticleBatchLines(parsed.data);
}

/**
 * The description of the import toast: how many entries were added and, when lines were dropped,
 * how many and why (the first few by line number).
 */
export function batchImportSummary(
  added: number,
  fileName: string,
  skipped: readonly SkippedBatchLine[],
): string {
  const addedText = `${added} ${added === 1 ? 'article' : 'articles'} added from ${fileName}.`;
  if (skipped.length === 0) return addedText;
  const shown = skipped.slice(0, 3).map(({ row, reason }) => `line ${row} has ${reason}`);
  const more = skipped.length > 3 ? `, and ${skipped.length - 3} more` : '';
  const lines = skipped.length === 1 ? 'line' : 'lines';
  return `${addedText} ${skipped.length} ${lines} skipped: ${shown.join(', ')}${more}. Each line needs a title and a keyword.`;
}

/** Makes the browser download `article_batch_template.csv` (header Title,Keyword and one sample row). */
export function downloadBatchTemplate(): void {
  const url = URL.createObjectURL(
    new Blob([articleBatchTemplateCsv], { type: 'text/csv;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = articleBatchTemplateFileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
