/** Reading the batch generator's CSV: title,keyword lines, the template's header, bad files. */
import { describe, expect, it } from 'vitest';
import { articleBatchTemplateCsv } from '@shared/rules/programmatic-csv';
import { batchImportSummary, readBatchCsv } from '~/features/generation/batch-csv';

describe('readBatchCsv', () => {
  it('reads the template: the header is skipped, the sample row kept', () => {
    expect(readBatchCsv(articleBatchTemplateCsv)).toEqual({
      ok: true,
      entries: [
        { title: 'How AI Is Reshaping B2B Sales Prospecting', keyword: 'AI sales prospecting' },
      ],
      skipped: [],
    });
  });

  it('drops lines missing a title or a keyword, and handles quotes, CRLF and a byte-order mark', () => {
    const text =
      '\uFEFF"Pricing, Simply",value pricing\r\nNo keyword,\r\n,no title\r\n\r\nSecond,kw\r\n';

    expect(readBatchCsv(text)).toEqual({
      ok: true,
      entries: [
        { title: 'Pricing, Simply', keyword: 'value pricing' },
        { title: 'Second', keyword: 'kw' },
      ],
      skipped: [
        { row: 2, reason: 'no keyword' },
        { row: 3, reason: 'no title' },
      ],
    });
  });

  it('refuses a 1,000-line file instead of keeping its first 200 lines', () => {
    const text = Array.from({ length: 1000 }, (_, index) => `Title ${index},kw ${index}`).join(
      '\n',
    );

    const result = readBatchCsv(text);

    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.description).toContain('at most 200');
  });

  it('says "Invalid file format" when no line is usable', () => {
    expect(readBatchCsv('just one column\nanother')).toEqual({
      ok: false,
      error: {
        title: 'Invalid file format',
        description: "The file should contain lines with 'title,keyword' format.",
      },
    });
  });

  it('throws on a file papaparse cannot read (an unclosed quote)', () => {
    expect(() => readBatchCsv('"unclosed,title\nnext,line')).toThrow(/CSV parsing error/);
  });
});

describe('batchImportSummary', () => {
  it('says how many lines were skipped and why', () => {
    const summary = batchImportSummary(2, 'list.csv', [{ row: 3, reason: 'no title' }]);

    expect(summary).toBe(
      '2 articles added from list.csv. 1 line skipped: line 3 has no title. Each line needs a title and a keyword.',
    );
  });

  it('is the plain count when nothing was skipped', () => {
    expect(batchImportSummary(1, 'one.csv', [])).toBe('1 article added from one.csv.');
  });
});
