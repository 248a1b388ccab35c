import { describe, expect, it } from 'vitest';
import { readProgrammaticCsv } from '~/features/pages-admin/csv-file';

describe('reading a programmatic pages CSV', () => {
  it('handles a byte-order mark, CRLF, quoted commas, header case, blank rows and missing slugs', () => {
    const text =
      '\uFEFFKeyword,INDUSTRY,Pain_Point,intent_level,CTA_Type,Slug\r\n' +
      'sales ops,SaaS,"Slow pipeline, lost deals",commercial,consultation,\r\n' +
      ',,,,,\r\n' +
      '\r\n' +
      'market entry,Fintech,"Unclear path",informational,download,entry-fintech\r\n';

    const result = readProgrammaticCsv(text);

    expect(result).toEqual({
      ok: true,
      rows: [
        {
          row: 2,
          keyword: 'sales ops',
          industry: 'SaaS',
          pain_point: 'Slow pipeline, lost deals',
          intent_level: 'commercial',
          cta_type: 'consultation',
          slug: 'sales-ops',
        },
        {
          row: 5,
          keyword: 'market entry',
          industry: 'Fintech',
          pain_point: 'Unclear path',
          intent_level: 'informational',
          cta_type: 'download',
          slug: 'entry-fintech',
        },
      ],
    });
  });

  it('reports missing columns with the headers found and required', () => {
    const result = readProgrammaticCsv('keyword,industry,pain\nx,y,z\n');

    expect(result).toEqual({
      ok: false,
      errors: [
        {
          row: 'Header',
          field: 'Format',
          message: 'Missing required columns: pain_point, intent_level, cta_type',
          data: {
            foundHeaders: ['keyword', 'industry', 'pain'],
            requiredHeaders: ['keyword', 'industry', 'pain_point', 'intent_level', 'cta_type'],
          },
        },
      ],
    });
  });

  it('names each missing value by row and field', () => {
    const result = readProgrammaticCsv(
      'keyword,industry,pain_point,intent_level,cta_type\nsales ops,,pain,commercial,contact\n',
    );

    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 2, field: 'industry', message: 'Row 2: Missing or empty value for industry' },
      ],
    });
  });

  it('refuses an empty file and a file without data rows', () => {
    expect(readProgrammaticCsv('')).toMatchObject({
      ok: false,
      errors: [{ message: 'CSV file is empty' }],
    });
    expect(
      readProgrammaticCsv('keyword,industry,pain_point,intent_level,cta_type\n\n'),
    ).toMatchObject({ ok: false, errors: [{ message: 'No valid rows found in CSV file.' }] });
  });

  it('refuses an unclosed quote as a parsing error', () => {
    const result = readProgrammaticCsv(
      'keyword,industry,pain_point,intent_level,cta_type\nsales,"SaaS,pain,commercial,contact\n',
    );

    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.message).toMatch(/^CSV parsing error/);
  });
});
