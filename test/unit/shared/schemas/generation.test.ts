import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldErrors } from '@shared/schemas/api';
import {
  batchCreateInputSchema,
  generatedArticleSchema,
  generationMessageSchema,
  generationProgress,
  generationRetryInputSchema,
} from '@shared/schemas/generation';

const authorId = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const categoryId = '11111111-2222-4333-8444-555555555555';

describe('batchCreateInputSchema', () => {
  it('gives the spec messages for a missing author, category and entries', () => {
    const input = { author_id: '', category_id: '', entries: [] };

    const result = batchCreateInputSchema.safeParse(input);

    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      author_id: 'Author is required',
      category_id: 'Category is required',
      entries: 'At least one article is required',
    });
  });

  it('names the entry missing its title or keyword', () => {
    const input = {
      author_id: authorId,
      category_id: categoryId,
      entries: [
        { title: ' ', keyword: 'k' },
        { title: 't', keyword: '' },
      ],
    };

    const result = batchCreateInputSchema.safeParse(input);

    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      'entries.0.title': 'Title is required',
      'entries.1.keyword': 'Keyword is required',
    });
  });

  it('refuses more than 200 entries and defaults both flags to false', () => {
    const entry = { title: 't', keyword: 'k' };
    const base = { author_id: authorId, category_id: categoryId };

    const tooMany = batchCreateInputSchema.safeParse({ ...base, entries: Array(201).fill(entry) });
    const parsed = batchCreateInputSchema.parse({ ...base, entries: [entry] });

    expect(tooMany.success).toBe(false);
    expect(parsed).toMatchObject({ lands_in: 'in_review', includeLinks: false });
  });
});

describe('generatedArticleSchema', () => {
  it('converts to a JSON Schema with the spec counts', () => {
    const jsonSchema = z.toJSONSchema(generatedArticleSchema) as {
      properties: Record<string, { minItems?: number; maxItems?: number; maxLength?: number }>;
    };

    expect(jsonSchema.properties.keyPoints).toMatchObject({ minItems: 3, maxItems: 6 });
    expect(jsonSchema.properties.sections).toMatchObject({ minItems: 3, maxItems: 5 });
    expect(jsonSchema.properties.metaDescription?.maxLength).toBe(160);
  });
});

describe('generationMessageSchema', () => {
  it('reads both message kinds and refuses others', () => {
    const article = { kind: 'article', jobId: authorId, index: 0 };
    const page = { kind: 'page', pageId: categoryId };

    expect(generationMessageSchema.parse(article)).toEqual(article);
    expect(generationMessageSchema.parse(page)).toEqual(page);
    expect(generationMessageSchema.safeParse({ kind: 'video' }).success).toBe(false);
  });
});

describe('generationRetryInputSchema', () => {
  it('means every failed item when no indexes are given', () => {
    expect(generationRetryInputSchema.parse({})).toEqual({});
    expect(generationRetryInputSchema.safeParse({ indexes: [] }).success).toBe(false);
  });
});

describe('generationProgress', () => {
  it('is the finished share of the items', () => {
    const counts = { pending: 1, processing: 1, complete: 1, failed: 1 };

    expect(generationProgress(counts, 4)).toBe(0.5);
  });

  it('counts an empty job as finished', () => {
    const counts = { pending: 0, processing: 0, complete: 0, failed: 0 };

    expect(generationProgress(counts, 0)).toBe(1);
  });
});
