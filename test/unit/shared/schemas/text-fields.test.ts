/**
 * Every text field of the contract refuses C0 control characters with a message naming the field
 * (shared/schemas/primitives.ts `text`), and allows line breaks and tabs only in multi-line text.
 */
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@shared/schemas/api';
import { adminArticleListQuerySchema } from '@shared/schemas/admin-list';
import { authorInputSchema } from '@shared/schemas/author';
import { categoryInputSchema } from '@shared/schemas/category';
import { pageCreateInputSchema } from '@shared/schemas/page';
import { controlCharacterMessage } from '@shared/schemas/primitives';
import { reviewSendBackInputSchema } from '@shared/schemas/review';
import { seoInputSchema } from '@shared/schemas/seo';
import { uploadRequestSchema, uploadVerifyRequestSchema } from '@shared/schemas/upload';

function fieldsOf(schema: { safeParse(value: unknown): unknown }, input: unknown) {
  const result = schema.safeParse(input) as
    { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };
  return result.success ? {} : fieldErrors(result.error);
}

describe('text fields', () => {
  it('refuse a control character, naming the field', () => {
    const vt = 'Pasted\u000bfrom slides';
    const cases: [{ safeParse(value: unknown): unknown }, unknown, string][] = [
      [authorInputSchema, { name: vt }, 'name'],
      [authorInputSchema, { name: 'Ann', bio: 'Bell\u0007' }, 'bio'],
      [categoryInputSchema, { name: vt }, 'name'],
      [seoInputSchema, { meta_title: vt }, 'meta_title'],
      [seoInputSchema, { meta_description: 'NUL\u0000' }, 'meta_description'],
      [
        pageCreateInputSchema,
        {
          keyword: vt,
          industry: 'Retail',
          pain_point: 'Churn',
          intent_level: 'high',
          cta_type: 'call',
        },
        'keyword',
      ],
      [reviewSendBackInputSchema, { expected_version: 1, note: 'Esc\u001b' }, 'note'],
      [uploadRequestSchema, { fileName: 'photo\u0000.jpg', contentType: 'image/jpeg' }, 'fileName'],
      [uploadVerifyRequestSchema, { key: 'uploads/a.jpg', fileName: 'a\u0001.jpg' }, 'fileName'],
      [adminArticleListQuerySchema, { q: 'find\u0002me' }, 'q'],
    ];
    for (const [schema, input, field] of cases) {
      expect(fieldsOf(schema, input)[field], field).toBe(controlCharacterMessage);
    }
  });

  it('keep line breaks and tabs in multi-line text only', () => {
    expect(fieldsOf(authorInputSchema, { name: 'Ann', bio: 'One\n\ttwo\r\nthree' })).toEqual({});
    expect(fieldsOf(seoInputSchema, { meta_description: 'One\ntwo' })).toEqual({});
    expect(fieldsOf(authorInputSchema, { name: 'Ann\nLee' }).name).toBe(controlCharacterMessage);
  });
});
