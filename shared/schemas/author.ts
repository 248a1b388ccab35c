/**
 * Article authors (admin-portal.md section 3, table article_authors): the stored record, the
 * admin form input and the list answer.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { listSchema } from '@shared/schemas/api';
import {
  idSchema,
  imageUrlSchema,
  optionalText,
  requiredText,
  timestampSchema,
} from '@shared/schemas/primitives';

/** An author as stored. `bio` and `avatar_url` are '' when not given. */
export const authorRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  bio: z.string(),
  avatar_url: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** An author as stored. */
export type AuthorRecord = z.infer<typeof authorRecordSchema>;

/**
 * Input of creating or editing an author (the form's fields are the entity's). A rename also
 * rewrites `author_name` on the author's articles.
 */
export const authorInputSchema = z.object({
  name: requiredText('Name is required', 100, 'Name must be 100 characters or fewer'),
  bio: optionalText(2000, 'Bio must be 2000 characters or fewer', { multiline: true }),
  avatar_url: imageUrlSchema.default(''),
});

/** Input of creating or editing an author, as parsed. */
export type AuthorInput = z.infer<typeof authorInputSchema>;

/** Input of the author form, as held before parsing. */
export type AuthorFormValues = z.input<typeof authorInputSchema>;

/** Answer of the author list: every author, ordered by name. */
export const authorListResponseSchema = listSchema(authorRecordSchema);

/** Answer of the author list. */
export type AuthorListResponse = z.infer<typeof authorListResponseSchema>;
