import { describe, expect, it } from 'vitest';
import { defaultQualitySettings } from '@shared/schemas/quality';
import { qualityFormSchema, qualityFormValues } from '~/features/settings/quality-form';

const valid = qualityFormValues(defaultQualitySettings);

/** The message the form shows under each field that fails. */
function errors(values: Record<string, string>): Record<string, string> {
  const parsed = qualityFormSchema.safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('the quality thresholds form', () => {
  it('reads the boxes as the numbers the API takes', () => {
    expect(qualityFormSchema.parse({ ...valid, similarity_threshold: ' 0.85 ' })).toEqual({
      ...defaultQualitySettings,
      similarity_threshold: 0.85,
    });
  });

  it('names an empty box instead of reading it as 0', () => {
    expect(errors({ ...valid, page_min_unique_words: '' })).toEqual({
      page_min_unique_words: 'page_min_unique_words is required',
    });
  });

  it('refuses what the API refuses, with its messages', () => {
    expect(
      errors({
        similarity_threshold: '1.2',
        page_min_unique_words: '12.5',
        article_min_unique_words: 'many',
      }),
    ).toEqual({
      similarity_threshold: 'similarity_threshold must be between 0.5 and 0.99',
      page_min_unique_words: 'page_min_unique_words must be a whole number',
      article_min_unique_words: 'article_min_unique_words must be a whole number',
    });
    expect(errors({ ...valid, article_min_unique_words: '2001' })).toEqual({
      article_min_unique_words: 'article_min_unique_words must be between 0 and 2000',
    });
  });
});
