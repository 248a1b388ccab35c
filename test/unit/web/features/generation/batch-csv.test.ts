/** Reading the batch generator's CSV: title,keyword lines, the template's header, bad files. */
import { describe, expect, it } from 'vitest';
import { articleBatchTemplateCsv } from '@shared/rules/programmatic-csv';
import { readBatchCsv } from '~/features/generation/batch-csv';

describe('readBatchCsv', () => {
  it('reads the template: the header is skipped, the sample row kept', () => {
    expect(readBatchCsv(articleBatchTemplateCsv)).toEqual({
      ok: true,
      entries: [
        { title: 'How AI Is Reshaping B2B Sales Prospecting', keyword: 'AI sales prospecting' },
      ],
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
    });
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
