import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  articleBatchTemplateCsv,
  importRowNumber,
  parseArticleBatchLines,
  programmaticTemplateCsv,
  validateProgrammaticCsv,
} from '@shared/rules/programmatic-csv';

const headers = ['keyword', 'industry', 'pain_point', 'intent_level', 'cta_type', 'slug'];

function row(overrides: Record<string, unknown> = {}) {
  return {
    keyword: 'Sales Consulting',
    industry: 'SaaS',
    pain_point: 'Low win rates',
    intent_level: 'commercial',
    cta_type: 'consultation',
    slug: 'saas-sales',
    ...overrides,
  };
}

function parse(csv: string) {
  const result = Papa.parse<Record<string, unknown>>(csv, { header: true });
  return validateProgrammaticCsv(result.meta.fields ?? [], result.data);
}

describe('validateProgrammaticCsv', () => {
  it('accepts valid rows and numbers them from 2, the header being row 1', () => {
    const result = validateProgrammaticCsv(headers, [row(), row({ slug: 'other' })]);

    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 2, ...row() },
        { row: 3, ...row({ slug: 'other' }) },
      ],
    });
  });

  it('reports a file without a header as empty', () => {
    const result = validateProgrammaticCsv([], []);

    expect(result).toEqual({
      ok: false,
      errors: [{ row: 'Header', field: 'Format', message: 'CSV file is empty' }],
    });
  });

  it('reports missing required columns with the headers found and required', () => {
    const result = validateProgrammaticCsv(['Keyword', 'industry', 'notes'], [row()]);

    expect(result).toEqual({
      ok: false,
      errors: [
        {
          row: 'Header',
          field: 'Format',
          message: 'Missing required columns: pain_point, intent_level, cta_type',
          data: {
            foundHeaders: ['Keyword', 'industry', 'notes'],
            requiredHeaders: ['keyword', 'industry', 'pain_point', 'intent_level', 'cta_type'],
          },
        },
      ],
    });
  });

  it('matches header names case-insensitively and ignoring spaces', () => {
    const result = parse(
      ' KEYWORD ,Industry,Pain_Point,intent_level,CTA_TYPE\nsales,SaaS,pain,high,contact',
    );

    expect(result.ok).toBe(true);
    expect(result.ok && result.rows[0]).toMatchObject({ keyword: 'sales', cta_type: 'contact' });
  });

  it('skips blank rows but keeps counting them', () => {
    const result = parse(`${headers.join(',')}\n\n,, ,,,\nsales,SaaS,pain,high,contact,\n`);

    expect(result.ok && result.rows.map((r) => r.row)).toEqual([4]);
  });

  it('reports each missing or empty value with its row and field', () => {
    const result = validateProgrammaticCsv(headers, [
      row(),
      row({ industry: ' ', cta_type: undefined }),
    ]);

    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 3, field: 'industry', message: 'Row 3: Missing or empty value for industry' },
        { row: 3, field: 'cta_type', message: 'Row 3: Missing or empty value for cta_type' },
      ],
    });
  });

  it('reports values breaking the page rules with the rule message', () => {
    const result = validateProgrammaticCsv(headers, [row({ keyword: 'a', slug: 'Bad Slug' })]);

    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 2, field: 'keyword', message: 'Row 2: Keyword must be at least 2 characters.' },
        {
          row: 2,
          field: 'slug',
          message: 'Row 2: Slug must contain only lowercase letters, numbers, and hyphens.',
        },
      ],
    });
  });

  it('generates a missing slug from the keyword', () => {
    const result = validateProgrammaticCsv(
      ['keyword', 'industry', 'pain_point', 'intent_level', 'cta_type'],
      [row({ keyword: 'Café Growth & Scale', slug: undefined })],
    );

    expect(result.ok && result.rows[0]?.slug).toBe('cafe-growth-scale');
  });

  it('leaves the slug to the server when the keyword gives none', () => {
    const result = validateProgrammaticCsv(headers, [row({ keyword: '日本語', slug: '' })]);

    expect(result.ok && result.rows[0]?.slug).toBeUndefined();
  });

  it('refuses a file whose rows are all blank', () => {
    const result = validateProgrammaticCsv(headers, [{ keyword: '' }, {}]);

    expect(result).toEqual({
      ok: false,
      errors: [{ row: 'Header', field: 'Format', message: 'No valid rows found in CSV file.' }],
    });
  });

  it('accepts its own template', () => {
    const result = parse(programmaticTemplateCsv);

    expect(result.ok && result.rows).toHaveLength(2);
    expect(result.ok && result.rows[1]?.slug).toBe('market-entry-strategy');
  });
});

describe('importRowNumber', () => {
  it('uses the row number the item carries, else its place in a file', () => {
    expect(importRowNumber({ row: 7 }, 0)).toBe(7);
    expect(importRowNumber({ row: 'x' }, 0)).toBe(2);
    expect(importRowNumber(null, 3)).toBe(5);
  });
});

describe('parseArticleBatchLines', () => {
  it('reads title and keyword, skipping the template header', () => {
    const rows = Papa.parse<string[]>(articleBatchTemplateCsv, { skipEmptyLines: true }).data;

    const result = parseArticleBatchLines(rows);

    expect(result).toEqual({
      ok: true,
      entries: [
        { title: 'How AI Is Reshaping B2B Sales Prospecting', keyword: 'AI sales prospecting' },
      ],
      skipped: [],
    });
  });

  it('drops entries missing a title or a keyword, says which and why, and ignores extra cells', () => {
    const rows = [['A', 'a', 'extra'], ['', 'b'], ['C'], [''], [' D ', ' d ']];

    const result = parseArticleBatchLines(rows);

    expect(result).toEqual({
      ok: true,
      entries: [
        { title: 'A', keyword: 'a' },
        { title: 'D', keyword: 'd' },
      ],
      skipped: [
        { row: 2, reason: 'no title' },
        { row: 3, reason: 'no keyword' },
      ],
    });
  });

  it('refuses a file with more entries than a batch holds, naming the limit', () => {
    const rows = Array.from({ length: 1000 }, (_, index) => [`Title ${index}`, `kw ${index}`]);

    const result = parseArticleBatchLines(rows);

    expect(result).toEqual({
      ok: false,
      error: {
        title: 'Too many articles',
        description:
          'The file has 1000 articles; a batch holds at most 200. Split the file and try again.',
      },
    });
  });

  it('reports an invalid file when no entry is left', () => {
    const result = parseArticleBatchLines([['Title', 'Keyword'], ['only title']]);

    expect(result).toEqual({
      ok: false,
      error: {
        title: 'Invalid file format',
        description: "The file should contain lines with 'title,keyword' format.",
      },
    });
  });
});
