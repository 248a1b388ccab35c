/**
 * Internal links (DESIGN.md section 14): the related links a programmatic page shows, and the
 * editor's link suggestions for a draft (`POST /api/admin/links/suggestions`).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { text } from '@shared/schemas/primitives';

/** What a link points at. */
export const linkTargetKinds = ['article', 'page'] as const;

/** One related link of a rendered page: a published page or article that answers its path. */
export const relatedLinkSchema = z.object({
  path: z.string(),
  title: z.string(),
  kind: z.enum(linkTargetKinds),
});

/** One related link of a rendered page. */
export type RelatedLink = z.infer<typeof relatedLinkSchema>;

/** Longest draft body the suggestions read (an article's whole text, sections included). */
export const maxSuggestionBodyLength = 100_000;

/** The draft the editor asks suggestions for: what is on screen, saved or not. */
export const linkSuggestionsInputSchema = z
  .object({
    title: text(300, { maxMessage: 'Title must be 300 characters or fewer.' }).default(''),
    body: z.string({ error: 'Body is required.' }).pipe(
      text(maxSuggestionBodyLength, {
        multiline: true,
        maxMessage: `Body must be ${maxSuggestionBodyLength} characters or fewer.`,
      }),
    ),
    /** The draft's own public path when it has one, so it never suggests itself. */
    path: z
      .string()
      .regex(/^\/[a-z0-9/-]*$/, { error: 'Path must be a site path.' })
      .max(300)
      .optional(),
  })
  .refine((draft) => draft.title !== '' || draft.body !== '', {
    error: 'Write a title or some text first.',
    path: ['body'],
  });

/** The draft the editor asks suggestions for. */
export type LinkSuggestionsInput = z.infer<typeof linkSuggestionsInputSchema>;

/** One suggested link: its target, the draft's phrase to link, and how near the target is. */
export const linkSuggestionSchema = z.object({
  path: z.string(),
  title: z.string(),
  anchorText: z.string(),
  score: z.number(),
});

/** One suggested link. */
export type LinkSuggestion = z.infer<typeof linkSuggestionSchema>;

export const linkSuggestionsResponseSchema = z.object({
  suggestions: z.array(linkSuggestionSchema).max(5),
});

/** The suggestions answer. */
export type LinkSuggestionsResponse = z.infer<typeof linkSuggestionsResponseSchema>;
