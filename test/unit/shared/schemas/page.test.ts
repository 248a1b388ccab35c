import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldErrors } from '@shared/schemas/api';
import { generatedPageContentSchema, pageCreateInputSchema } from '@shared/schemas/page';

function validPage() {
  return {
    keyword: 'sales consulting',
    industry: 'SaaS',
    pain_point: 'Low win rates',
    intent_level: 'commercial',
    cta_type: 'consultation',
  };
}

function fieldsOf(input: unknown) {
  const result = pageCreateInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('pageCreateInputSchema', () => {
  it('gives the spec message for every field shorter than 2 characters', () => {
    const input = {
      keyword: 'a',
      industry: '',
      pain_point: ' b ',
      intent_level: 'c',
      cta_type: '',
    };

    const fields = fieldsOf(input);

    expect(fields).toEqual({
      keyword: 'Keyword must be at least 2 characters.',
      industry: 'Industry must be at least 2 characters.',
      pain_point: 'Pain point must be at least 2 characters.',
      intent_level: 'Intent level must be at least 2 characters.',
      cta_type: 'CTA type must be at least 2 characters.',
    });
  });

  it('treats an absent or empty slug as "generate one"', () => {
    const absent = pageCreateInputSchema.parse(validPage());
    const empty = pageCreateInputSchema.parse({ ...validPage(), slug: '  ' });

    expect(absent.slug).toBeUndefined();
    expect(empty.slug).toBeUndefined();
  });

  it('refuses a one-character slug with the length message', () => {
    const fields = fieldsOf({ ...validPage(), slug: 'a' });

    expect(fields.slug).toBe('Slug must be at least 2 characters.');
  });

  it.each(['Upper-case', 'two--hyphens', '-leading', 'trailing-', 'with space', 'under_score'])(
    'refuses the slug %s with the pattern message',
    (slug) => {
      const fields = fieldsOf({ ...validPage(), slug });

      expect(fields.slug).toBe('Slug must contain only lowercase letters, numbers, and hyphens.');
    },
  );

  it('keeps a valid slug', () => {
    const parsed = pageCreateInputSchema.parse({ ...validPage(), slug: 'saas-sales-2025' });

    expect(parsed.slug).toBe('saas-sales-2025');
  });
});

describe('generatedPageContentSchema', () => {
  it('converts to a JSON Schema with the length and count limits', () => {
    const jsonSchema = z.toJSONSchema(generatedPageContentSchema) as {
      properties: Record<string, { maxLength?: number; minItems?: number; maxItems?: number }>;
    };

    expect(jsonSchema.properties.title?.maxLength).toBe(60);
    expect(jsonSchema.properties.meta_description?.maxLength).toBe(160);
    expect(jsonSchema.properties.value_bullets).toMatchObject({ minItems: 4, maxItems: 6 });
    expect(jsonSchema.properties.faqs).toMatchObject({ minItems: 4, maxItems: 6 });
  });

  it('refuses a title over 60 characters and three bullets', () => {
    const content = {
      title: 'x'.repeat(61),
      meta_description: 'm',
      h1: 'h',
      subheadline: 's',
      intro_paragraph: 'i',
      value_bullets: ['a', 'b', 'c'],
      cta_section: 'c',
      faqs: Array.from({ length: 4 }, () => ({ question: 'q', answer: 'a' })),
    };

    const result = generatedPageContentSchema.safeParse(content);

    expect(result.success ? [] : Object.keys(fieldErrors(result.error))).toEqual([
      'title',
      'value_bullets',
    ]);
  });
});
