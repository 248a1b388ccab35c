/**
 * The editors' AI assist: a search title and meta description that fit the result page, alt text
 * for an image, and a rewrite of a selected passage. Each answer is a suggestion the editor
 * accepts or rejects; nothing is saved by asking (POST /api/admin/{articles|pages}/{id}/assist/...).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { imageUrlSchema, optionalText, requiredText } from '@shared/schemas/primitives';

/** Longest passage a rewrite takes (a section of an article, with room). */
export const maxRewriteLength = 8000;

/** Longest free-text instruction of a rewrite. */
export const maxInstructionLength = 300;

/** POST .../assist/seo: the editor's current copy (unsaved edits included). */
export const seoAssistInputSchema = z.object({
  title: requiredText('Title is required', 200, 'Title must be 200 characters or fewer'),
  excerpt: optionalText(1000, 'Excerpt must be 1000 characters or fewer', { multiline: true }),
  /** The body, or the start of it: enough to say what the page is about. */
  content: optionalText(20_000, 'Content must be 20000 characters or fewer', { multiline: true }),
  keyword: optionalText(200, 'Keyword must be 200 characters or fewer'),
});

export type SeoAssistInput = z.infer<typeof seoAssistInputSchema>;

export const seoSuggestionSchema = z.object({
  meta_title: z.string(),
  meta_description: z.string(),
});

export type SeoSuggestion = z.infer<typeof seoSuggestionSchema>;

/** POST .../assist/alt-text: the image and what surrounds it. */
export const altTextAssistInputSchema = z.object({
  image_url: imageUrlSchema.pipe(z.string().min(1, { error: 'Image URL is required' })),
  /** The caption under the image, if any. */
  caption: optionalText(500, 'Caption must be 500 characters or fewer'),
  /** The heading of the section the image sits in, if any. */
  heading: optionalText(200, 'Heading must be 200 characters or fewer'),
  title: requiredText('Title is required', 200, 'Title must be 200 characters or fewer'),
});

export type AltTextAssistInput = z.infer<typeof altTextAssistInputSchema>;

export const altTextSuggestionSchema = z.object({
  alt_text: z.string(),
  /** Written without seeing the image (the offline model): a person must check it. */
  needs_review: z.boolean(),
});

export type AltTextSuggestion = z.infer<typeof altTextSuggestionSchema>;

/** The preset instructions of a rewrite; `custom` takes the editor's own words. */
export const rewriteInstructions = ['shorter', 'clearer', 'more-formal', 'custom'] as const;

export type RewriteInstruction = (typeof rewriteInstructions)[number];

export const rewriteInstructionLabels: Record<RewriteInstruction, string> = {
  shorter: 'Shorter',
  clearer: 'Clearer',
  'more-formal': 'More formal',
  custom: 'Your own instruction',
};

const customMissing = 'Write the instruction, or choose shorter, clearer or more formal';

/** POST .../assist/rewrite: the passage, its heading, and how to rewrite it. */
export const rewriteAssistInputSchema = z
  .object({
    text: requiredText(
      'Select the text to rewrite',
      maxRewriteLength,
      `Text must be ${maxRewriteLength} characters or fewer`,
      { multiline: true },
    ),
    heading: optionalText(200, 'Heading must be 200 characters or fewer'),
    instruction: z.enum(rewriteInstructions, {
      error: `Instruction must be one of: ${rewriteInstructions.join(', ')}`,
    }),
    custom_instruction: optionalText(
      maxInstructionLength,
      `Instruction must be ${maxInstructionLength} characters or fewer`,
    ),
  })
  .refine((input) => input.instruction !== 'custom' || input.custom_instruction.length > 0, {
    error: customMissing,
    path: ['custom_instruction'],
  });

export type RewriteAssistInput = z.infer<typeof rewriteAssistInputSchema>;

export const rewriteSuggestionSchema = z.object({ text: z.string() });

export type RewriteSuggestion = z.infer<typeof rewriteSuggestionSchema>;

/** What the editor shows when the model fails, whatever the cause. */
export const assistFailedMessage = 'The assistant could not answer. Try again.';
