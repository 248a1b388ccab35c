/**
 * Article categories (admin-portal.md section 3, table article_categories): the stored record, the
 * create/rename input, and the admin and public list answers.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { listSchema } from '@shared/schemas/api';
import { idSchema, requiredText, timestampSchema } from '@shared/schemas/primitives';

/** Message of an empty category name, on create and on rename (toast title 'Validation Error'). */
export const emptyCategoryNameMessage = 'Category name cannot be empty';

/** A category as stored. */
export const categoryRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A category as stored. */
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

/**
 * Input of creating or renaming a category: the name, trimmed. Names are unique (a marker item
 * is written in the same transaction); a rename also rewrites `category_name` on its articles.
 */
export const categoryInputSchema = z.object({
  name: requiredText(
    emptyCategoryNameMessage,
    100,
    'Category name must be 100 characters or fewer',
  ),
});

/** Input of creating or renaming a category, as parsed. */
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** Answer of the admin category list: every category, ordered by name. */
export const categoryListResponseSchema = listSchema(categoryRecordSchema);

/** Answer of the admin category list. */
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/**
 * A tab of the public Insights list: an allowed category that has published articles. `name` is
 * the filter value, `label` what the tab shows ('Sales Strategy' is shown as 'Sales').
 */
export const publicCategorySchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Published articles in the category. */
  articleCount: z.int().min(0),
});

/** A tab of the public Insights list. */
export type PublicCategory = z.infer<typeof publicCategorySchema>;

/** Answer of the public category list, in the order of `allowedCategoryNames`. */
export const publicCategoryListResponseSchema = listSchema(publicCategorySchema);

/** Answer of the public category list. */
export type PublicCategoryListResponse = z.infer<typeof publicCategoryListResponseSchema>;
