/**
 * The thresholds form's values and their check: the inputs hold text, which is read as the
 * numbers the API takes and then held to the API's own rules (shared/schemas/quality.ts), so the
 * form refuses what PUT would, with the same messages. An empty box is named, never read as 0.
 */
import * as z from 'zod';
import { qualitySettingsSchema, type QualitySettings } from '@shared/schemas/quality';

/** The fields of the form, as the API names them. */
export const qualityFields = [
  'similarity_threshold',
  'page_min_unique_words',
  'article_min_unique_words',
] as const;

export type QualityField = (typeof qualityFields)[number];

/** The form's values: the text of each box. */
export type QualityFormValues = Record<QualityField, string>;

const numberText = (field: QualityField) =>
  z
    .string()
    .trim()
    .min(1, { error: `${field} is required` })
    .transform(Number)
    .pipe(qualitySettingsSchema.shape[field]);

export const qualityFormSchema = z.object({
  similarity_threshold: numberText('similarity_threshold'),
  page_min_unique_words: numberText('page_min_unique_words'),
  article_min_unique_words: numberText('article_min_unique_words'),
});

/** The boxes' text for thresholds in force. */
export function qualityFormValues(settings: QualitySettings): QualityFormValues {
  return {
    similarity_threshold: String(settings.similarity_threshold),
    page_min_unique_words: String(settings.page_min_unique_words),
    article_min_unique_words: String(settings.article_min_unique_words),
  };
}
