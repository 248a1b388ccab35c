/**
 * The History panel compares every field a change can touch: a label for each generated content
 * field of a page, each editor field of an article (author and category by name) and each SEO
 * field, and a change to any one of them shows as a difference under its label.
 */
import { describe, expect, it } from 'vitest';
import { articleInputFields, type ArticleRecord } from '@shared/schemas/article';
import {
  emptyPageContent,
  generatedPageContentFields,
  type PageRecord,
} from '@shared/schemas/page';
import { seoSchema } from '@shared/schemas/seo';
import {
  articleFieldLabels,
  comparedFields,
  pageFieldLabels,
  seoFieldLabels,
} from '~/features/content-workflow/revision-fields';

const page: PageRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  keyword: 'fleet telematics',
  industry: 'Logistics',
  pain_point: 'Costs keep rising',
  intent_level: 'commercial',
  cta_type: 'consultation',
  slug: 'fleet-telematics',
  status: 'draft',
  ...emptyPageContent,
  error_message: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 1,
};

/** A value of the same shape as `value`, but different. */
function changed(value: unknown): unknown {
  if (Array.isArray(value)) return [...value, value[0] ?? 'added'];
  if (typeof value === 'boolean') return !value;
  return `${String(value)} changed`;
}

describe('revision field labels', () => {
  it('labels every generated page field and the status', () => {
    expect(Object.keys(pageFieldLabels).sort()).toEqual(
      [...generatedPageContentFields, 'status'].sort(),
    );
  });

  it('labels every article editor field, the author and category by name', () => {
    const shown = articleInputFields.filter(
      (field) => !['author_id', 'category_id', 'image_alt_review', 'seo'].includes(field),
    );
    expect(Object.keys(articleFieldLabels).sort()).toEqual(
      [...shown, 'author_name', 'category_name'].sort(),
    );
  });

  it('labels every SEO field', () => {
    expect(Object.keys(seoFieldLabels).sort()).toEqual(Object.keys(seoSchema.shape).sort());
  });

  it('shows a change to any page content field under its label', () => {
    for (const field of generatedPageContentFields) {
      const faqs = [{ question: 'Why?', answer: 'Because.' }];
      const before = { ...page, value_bullets: ['One'], faqs };
      const after = { ...before, [field]: changed(before[field]) };
      const differing = comparedFields('page', before)
        .map((compared, index) => [compared, comparedFields('page', after)[index]!] as const)
        .filter(([left, right]) => left.text !== right.text)
        .map(([left]) => left.label);
      expect(differing).toEqual([pageFieldLabels[field]]);
    }
  });

  it('writes sections, questions and switches as the text a reader diffs', () => {
    const article = {
      sections: [{ title: 'Start', content: 'Body' }],
      key_points: ['One', 'Two'],
      is_published: true,
    } as unknown as ArticleRecord;
    const texts = Object.fromEntries(
      comparedFields('article', article).map((field) => [field.label, field.text]),
    );
    expect(texts).toMatchObject({
      Sections: '## Start\nBody',
      'Key points': '- One\n- Two',
      Published: 'Yes',
      Noindex: 'No',
      Title: '',
    });
  });
});
