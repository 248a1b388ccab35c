/**
 * The page and article field lists are read from the schemas: every list derived from a schema
 * holds each of its fields, so a field added to the schema cannot be missing from the record, the
 * CSV columns, the public projection or a new page's empty content.
 */
import { describe, expect, it } from 'vitest';
import { articleCreateInputSchema, articleInputFields } from '@shared/schemas/article';
import { programmaticCsvRowSchema } from '@shared/schemas/csv';
import { fieldMask, pickFields } from '@shared/schemas/field-lists';
import {
  emptyPageContent,
  generatedPageContentFields,
  generatedPageContentSchema,
  pageCreateInputSchema,
  pageInputFields,
  pageInputsSchema,
  pageRecordSchema,
  publicPageFields,
  storedPageContentSchema,
} from '@shared/schemas/page';
import {
  programmaticCsvColumns,
  programmaticTemplateCsv,
  requiredCsvColumns,
} from '@shared/rules/programmatic-csv';

const keysOf = (shape: object) => Object.keys(shape).sort();

describe('page field lists', () => {
  it('has a CSV column for every page input, plus the slug, and the template heads them all', () => {
    expect([...requiredCsvColumns].sort()).toEqual(keysOf(pageInputsSchema.shape));
    expect([...programmaticCsvColumns].sort()).toEqual(keysOf(programmaticCsvRowSchema.shape));
    expect(programmaticTemplateCsv.split('\n')[0]).toBe(programmaticCsvColumns.join(','));
  });

  it('creates a page from every input the form and the CSV give', () => {
    expect(keysOf(pageCreateInputSchema.shape)).toEqual(
      [...pageInputFields, 'slug', 'lands_in'].sort(),
    );
  });

  it('stores every input and every generated content field in the record', () => {
    const recordFields = Object.keys(pageRecordSchema.shape);
    expect(recordFields).toEqual(expect.arrayContaining([...pageInputFields]));
    expect(recordFields).toEqual(expect.arrayContaining([...generatedPageContentFields]));
  });

  it('keeps the stored content to the generated content fields, empty before generation', () => {
    expect(keysOf(storedPageContentSchema.shape)).toEqual(keysOf(generatedPageContentSchema.shape));
    expect(keysOf(emptyPageContent)).toEqual(keysOf(generatedPageContentSchema.shape));
  });

  it('shows every generated content field publicly', () => {
    expect(publicPageFields).toEqual(expect.arrayContaining([...generatedPageContentFields]));
  });
});

describe('article field lists', () => {
  it('lists every field of the editor input', () => {
    expect([...articleInputFields].sort()).toEqual(keysOf(articleCreateInputSchema.shape));
  });
});

describe('fieldMask and pickFields', () => {
  it('masks the given fields and projects a record to them, leaving absent ones out', () => {
    expect(fieldMask(['a', 'b'])).toEqual({ a: true, b: true });
    const record: { a: number; b?: string; c: boolean } = { a: 1, c: true };
    expect(pickFields(record, ['a', 'b'])).toEqual({ a: 1 });
    expect('b' in pickFields(record, ['a', 'b'])).toBe(false);
  });
});
