/**
 * The AI content quality gate (DESIGN §14): the flag an article or programmatic page carries while
 * it is held in review, the thresholds administrators set, and the override an editor gives to
 * publish a held item anyway.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { timestampSchema } from '@shared/schemas/primitives';

/** Why an item is held: near-duplicate text, too few distinct words, or a title or description another item has. */
export const qualityReasons = [
  'similar',
  'thin',
  'duplicate_title',
  'duplicate_description',
] as const;

/** Why an item is held. */
export type QualityReason = (typeof qualityReasons)[number];

/** The item a held one resembles, as the banner links it. */
export const qualityNeighbourSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
});

/**
 * The quality hold of an item: its reason, the score (the estimated similarity for `similar`,
 * the unique word count for `thin`), the nearest item (similar, duplicate title or description)
 * and when it was checked. Absent when the last check passed.
 */
export const qualityFlagSchema = z.object({
  reason: z.enum(qualityReasons),
  score: z.number().optional(),
  /** The floor a thin item missed (its unique words are `score`). */
  minimum: z.int().optional(),
  nearest: qualityNeighbourSchema.optional(),
  checkedAt: timestampSchema,
});

/** The quality hold of an item. */
export type QualityFlag = z.infer<typeof qualityFlagSchema>;

export const similarityThresholdRange = { min: 0.5, max: 0.99 } as const;
export const wordFloorRange = { min: 0, max: 2000 } as const;

/**
 * The gate's thresholds (Settings, administrators). The floors are met by the offline model's
 * drafts (a page has 160 to 185 distinct words, an article 205 to 270), so a sandbox batch of
 * distinct inputs is not held.
 */
export const qualitySettingsSchema = z.object({
  similarity_threshold: z
    .number({ error: 'similarity_threshold must be a number' })
    .min(similarityThresholdRange.min, {
      error: `similarity_threshold must be between ${similarityThresholdRange.min} and ${similarityThresholdRange.max}`,
    })
    .max(similarityThresholdRange.max, {
      error: `similarity_threshold must be between ${similarityThresholdRange.min} and ${similarityThresholdRange.max}`,
    }),
  page_min_unique_words: z
    .int({ error: 'page_min_unique_words must be a whole number' })
    .min(wordFloorRange.min, {
      error: `page_min_unique_words must be between ${wordFloorRange.min} and ${wordFloorRange.max}`,
    })
    .max(wordFloorRange.max, {
      error: `page_min_unique_words must be between ${wordFloorRange.min} and ${wordFloorRange.max}`,
    }),
  article_min_unique_words: z
    .int({ error: 'article_min_unique_words must be a whole number' })
    .min(wordFloorRange.min, {
      error: `article_min_unique_words must be between ${wordFloorRange.min} and ${wordFloorRange.max}`,
    })
    .max(wordFloorRange.max, {
      error: `article_min_unique_words must be between ${wordFloorRange.min} and ${wordFloorRange.max}`,
    }),
});

/** The gate's thresholds. */
export type QualitySettings = z.infer<typeof qualitySettingsSchema>;

/** The thresholds until an administrator changes them. */
export const defaultQualitySettings: QualitySettings = {
  similarity_threshold: 0.8,
  page_min_unique_words: 150,
  article_min_unique_words: 180,
};

/** Shortest reason an editor gives for publishing a held item. */
export const minOverrideReasonLength = 10;

/** The override of a quality hold, on a publish switch or an approval. */
export const overrideReasonSchema = z
  .string({ error: 'override_reason must be text' })
  .trim()
  .min(minOverrideReasonLength, {
    error: `override_reason must be at least ${minOverrideReasonLength} characters`,
  })
  .max(1000, { error: 'override_reason must be 1000 characters or fewer' });

/** How the portal and the log describe a hold ("0.86 similar to /solutions/x"). */
export function describeQualityFlag(flag: QualityFlag): string {
  switch (flag.reason) {
    case 'similar':
      return `${(flag.score ?? 0).toFixed(2)} similar to ${flag.nearest?.path ?? 'another item'}`;
    case 'thin':
      return `thin content: ${flag.score ?? 0} unique words (minimum ${flag.minimum ?? 0})`;
    case 'duplicate_title':
      return `same title as ${flag.nearest?.path ?? 'another item'}`;
    case 'duplicate_description':
      return `same meta description as ${flag.nearest?.path ?? 'another item'}`;
  }
}
