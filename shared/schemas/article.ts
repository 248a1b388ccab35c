/**
 * Articles: the stored record (snake_case, admin-portal.md section 3), the public summary and
 * detail (camelCase, public-site.md section 3), the public list query and answer, and the admin
 * inputs of the advanced editor, the simple editor and updates (the publish switch is in
 * `publish-toggle`).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { paginatedSchema } from '@shared/schemas/api';
import { responsiveImageSchema } from '@shared/schemas/media';
import { publishScheduleSchema } from '@shared/schemas/schedule';
import { reviewSchema } from '@shared/schemas/review';
import { qualityFlagSchema } from '@shared/schemas/quality';
import {
  idSchema,
  imageUrlSchema,
  maxSlugLength,
  requiredText,
  text,
  slugPattern,
  slugPatternMessage,
  timestampSchema,
} from '@shared/schemas/primitives';
import { seoInputSchema, seoSchema } from '@shared/schemas/seo';

/** Articles per page of the public list (public-site.md section 9). */
export const articlesPerPage = 6;

/** Longest alt text of an article image. */
export const maxImageAltLength = 250;

/** Longest article body field (introduction, a section, the conclusion, simple content). */
export const maxArticleTextLength = 50_000;

/** A section of an article body. */
export const articleSectionSchema = z.object({
  title: requiredText('Section title is required', 200),
  content: requiredText('Section content is required', maxArticleTextLength, undefined, {
    multiline: true,
  }),
});

/** A section of an article body. */
export type ArticleSection = z.infer<typeof articleSectionSchema>;

/**
 * An article as the articles table holds it. Author and category names are denormalised. The
 * defaults are what a row written before the field was required is read with (and what the
 * `row-schemas` migration writes into it); a field added later needs one, or `.optional()`.
 */
export const articleRecordSchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().default(''),
  author_id: idSchema,
  category_id: idSchema,
  /** Copy of the author's name, rewritten when the author is renamed. */
  author_name: z.string().default(''),
  /** Copy of the category's name, rewritten when the category is renamed. */
  category_name: z.string().default(''),
  introduction: z.string().default(''),
  key_points: z.array(z.string()).default([]),
  sections: z.array(z.object({ title: z.string(), content: z.string() })).default([]),
  conclusion: z.string().default(''),
  /** '' when the article has no image. */
  image_url: z.string().default(''),
  /** Alt text of the image ('' or absent: none yet; required to publish with an image). */
  image_alt: z.string().optional(),
  /** The alt text was written by the machine (a generated article) and awaits a person's review. */
  image_alt_review: z.boolean().optional(),
  is_published: z.boolean().default(false),
  /** Set when the article is created (admin-portal.md section 4). */
  published_date: timestampSchema,
  updated_at: timestampSchema,
  created_at: timestampSchema,
  /** Optimistic-lock counter: 1 on create, +1 on every write; a stale update gets 409. */
  version: z.int().min(1),
  /** The `sub` of the staff member who created it (absent on older and generated articles). */
  created_by: z.string().optional(),
  /** Every earlier slug of the article: each answers a 301 to the current one while it is live. */
  previous_slugs: z.array(z.string()).optional(),
  /** The page's own SEO fields; absent on articles saved before they existed (all defaults). */
  seo: seoSchema.optional(),
  /** A pending scheduled publish of a draft (shared/schemas/schedule.ts); absent otherwise. */
  schedule: publishScheduleSchema.optional(),
  /** Its review while a draft waits for an editor or was sent back (shared/schemas/review.ts). */
  review: reviewSchema.optional(),
  /** Its quality hold (shared/schemas/quality.ts) while the gate holds it; absent otherwise. */
  quality: qualityFlagSchema.optional(),
  /**
   * Written by batch generation: the quality gate's thin-content floor applies to it (absent on
   * an editor's own article, and on articles generated before the marker existed).
   */
  generated: z.boolean().optional(),
});

/** An article as stored. */
export type ArticleRecord = z.infer<typeof articleRecordSchema>;

/**
 * What a card of the public list and the feeds shows of an article, and what the sitemap reads:
 * the public indexes carry exactly these fields (infra/manifest.ts projects them), so a page of
 * the list is one Query of the index, with no read of the rows by key after it.
 */
export const articleCardFields = [
  'id',
  'title',
  'slug',
  'excerpt',
  'published_date',
  'author_name',
  'category_name',
  'image_url',
  'image_alt',
  'is_published',
  // The feeds and the sitemap leave out noindex articles; the sitemap names the canonical.
  'seo',
  // The feeds' Last-Modified, the sitemap's lastmod.
  'updated_at',
] as const satisfies readonly (keyof ArticleRecord)[];

/**
 * An article card of the public list. `date` is the ISO publication timestamp (the web formats
 * it); `category` is the stored name (the web shows `categoryLabel(category)`); `imageUrl` is ''
 * when there is none.
 */
export const articleSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  date: timestampSchema,
  author: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  /**
   * The processed variants of `imageUrl` when it is one of our uploads and the image worker has
   * made them; absent otherwise, and pages show `imageUrl` as it is.
   */
  image: responsiveImageSchema.optional(),
  /** Alt text of the image; absent or '' when there is none. */
  imageAlt: z.string().optional(),
});

/** An article card of the public list. */
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** The body of an article page. */
export const articleContentSchema = z.object({
  introduction: z.string(),
  keyPoints: z.array(z.string()),
  sections: z.array(z.object({ title: z.string(), content: z.string() })),
  conclusion: z.string(),
});

/** The body of an article page. */
export type ArticleContent = z.infer<typeof articleContentSchema>;

/**
 * The markdown fields of an article body as sanitised HTML, rendered by the API
 * (functions/domain/articles/article-html.ts) so the page ships no markdown toolchain:
 * `sections[i]` is the content of `content.sections[i]`. '' for an empty field.
 */
export const articleHtmlSchema = z.object({
  excerpt: z.string(),
  introduction: z.string(),
  keyPoints: z.array(z.string()),
  sections: z.array(z.string()),
  conclusion: z.string(),
});

/** The markdown fields of an article body as sanitised HTML. */
export type ArticleHtml = z.infer<typeof articleHtmlSchema>;

/** An article page: the summary plus its body, as markdown and as the HTML the page shows. */
export const articleDetailSchema = articleSummarySchema.extend({
  /**
   * When it last changed (ISO), never before `date`: the page's `dateModified` and
   * `article:modified_time`. Absent in answers made before it existed.
   */
  modified: timestampSchema.optional(),
  content: articleContentSchema,
  html: articleHtmlSchema,
  /** The head's overrides (meta title, description, social image, canonical, noindex). */
  seo: seoSchema.optional(),
});

/** An article page. */
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

/**
 * Query of the public list, from the query string: `category` (a stored category name; absent or
 * empty means all) and a 1-based `page`.
 */
export const articleListQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ error: 'Page must be a whole number of 1 or more' })
    .int({ error: 'Page must be a whole number of 1 or more' })
    .min(1, { error: 'Page must be a whole number of 1 or more' })
    .max(10_000, { error: 'Page is too large' })
    .default(1),
});

/** Query of the public list, as parsed. */
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

/** Answer of the public list: one numbered page of article cards. */
export const articleListResponseSchema = paginatedSchema(articleSummarySchema);

/** Answer of the public list. */
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

/** An article slug: required, URL-safe (same rule as programmatic pages). */
const articleSlugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, { error: 'Slug is required' })
  .max(maxSlugLength, { error: `Slug must be ${maxSlugLength} characters or fewer` })
  .regex(slugPattern, { error: slugPatternMessage });

/** Fields both editor modes share (admin-portal.md section 5). */
const articleCommonFields = {
  title: requiredText('Title is required', 200, 'Title must be 200 characters or fewer'),
  slug: articleSlugSchema,
  excerpt: requiredText('Excerpt is required', 500, 'Excerpt must be 500 characters or fewer', {
    multiline: true,
  }),
  // An empty select gives '', which is not an id: one message covers missing, empty and garbage.
  author_id: z.guid({ error: 'Author is required' }),
  category_id: z.guid({ error: 'Category is required' }),
  image_url: imageUrlSchema.default(''),
  image_alt: text(maxImageAltLength, {
    maxMessage: `Alt text must be ${maxImageAltLength} characters or fewer`,
  }).optional(),
  /** The alt text awaits a person's review (generated articles); an editor's save clears it. */
  image_alt_review: z.boolean().optional(),
  is_published: z.boolean().default(false),
  /** Missing: nothing overridden (the save stores every field empty). */
  seo: seoInputSchema.optional(),
};

/**
 * Input of creating an article: the advanced editor's form, and the body of the admin create
 * call. The simple editor converts its content to these fields before saving
 * (`rules/editor-conversion`).
 */
export const articleCreateInputSchema = z.object({
  ...articleCommonFields,
  introduction: requiredText('Introduction is required', maxArticleTextLength, undefined, {
    multiline: true,
  }),
  key_points: z
    .array(requiredText('Key point cannot be empty', 1000), {
      error: 'At least one key point is required',
    })
    .min(1, { error: 'At least one key point is required' })
    .max(20, { error: 'At most 20 key points' }),
  sections: z
    .array(articleSectionSchema, { error: 'At least one section is required' })
    .min(1, { error: 'At least one section is required' })
    .max(50, { error: 'At most 50 sections' }),
  conclusion: requiredText('Conclusion is required', maxArticleTextLength, undefined, {
    multiline: true,
  }),
});

/** The fields an editor writes, in the schema's order (what a restore brings back). */
export const articleInputFields = articleCreateInputSchema.keyof().options;

/** Input of creating an article, as parsed. */
export type ArticleCreateInput = z.infer<typeof articleCreateInputSchema>;

/** Input of creating an article, as a form holds it before parsing (defaults not applied). */
export type ArticleCreateFormValues = z.input<typeof articleCreateInputSchema>;

/**
 * Input of updating an article: every editable field plus the `version` the editor loaded. The
 * server refuses it with 409 when the stored version differs (someone saved in between).
 */
export const articleUpdateInputSchema = articleCreateInputSchema.extend({
  version: z.int({ error: 'Version is required' }).min(1, { error: 'Version is required' }),
});

/** Input of updating an article, as parsed. */
export type ArticleUpdateInput = z.infer<typeof articleUpdateInputSchema>;

/**
 * A slug as the admin API accepts it: '' or missing is allowed (the server derives the slug from
 * the title with `slugify`, admin-portal.md section 5); anything else must satisfy the slug rule.
 */
const optionalArticleSlugSchema = z
  .string()
  .trim()
  .max(maxSlugLength, { error: `Slug must be ${maxSlugLength} characters or fewer` })
  .refine((slug) => slug === '' || slugPattern.test(slug), { error: slugPatternMessage })
  .default('');

/** Body of the admin create call: the create input, except that the slug may be left empty. */
export const articleCreateBodySchema = articleCreateInputSchema.extend({
  slug: optionalArticleSlugSchema,
});

/** Body of the admin create call, as parsed ('' slug: derive it from the title). */
export type ArticleCreateBody = z.infer<typeof articleCreateBodySchema>;

/** Body of the admin update call: the update input, except that the slug may be left empty. */
export const articleUpdateBodySchema = articleUpdateInputSchema.extend({
  slug: optionalArticleSlugSchema,
});

/** Body of the admin update call, as parsed ('' slug: derive it from the title). */
export type ArticleUpdateBody = z.infer<typeof articleUpdateBodySchema>;

/**
 * The simple editor's form: one combined markdown `content` instead of the separate body fields
 * (admin-portal.md section 5). Before saving, the web turns `content` into the body fields with
 * `parseSimpleContent` and sends an {@link articleCreateInputSchema} body.
 */
export const articleSimpleFormSchema = z.object({
  ...articleCommonFields,
  content: requiredText('Content is required', maxArticleTextLength * 4, undefined, {
    multiline: true,
  }),
});

/** The simple editor's form, as parsed. */
export type ArticleSimpleForm = z.infer<typeof articleSimpleFormSchema>;

/** The simple editor's form, as held before parsing. */
export type ArticleSimpleFormValues = z.input<typeof articleSimpleFormSchema>;

/** A row of the admin article table (admin-portal.md section 2). */
export const adminArticleListItemSchema = articleRecordSchema.pick({
  id: true,
  title: true,
  slug: true,
  excerpt: true,
  author_name: true,
  category_name: true,
  image_url: true,
  is_published: true,
  published_date: true,
  updated_at: true,
  version: true,
  created_by: true,
  schedule: true,
  review: true,
  quality: true,
});

/** A row of the admin article table. */
export type AdminArticleListItem = z.infer<typeof adminArticleListItemSchema>;
