/**
 * Programmatic landing pages (admin-portal.md section 3, table programmatic_pages): the stored
 * record, the manual create input and the content the model writes (the publish switch is in
 * `publish-toggle`).
 *
 * Each field is written once: the generation inputs in {@link pageInputsSchema}, the content in
 * {@link generatedPageContentSchema} (and its stored form); the record, the CSV columns, the
 * public projection, a new page's empty content and restore's field list are derived from them.
 * A field added once rows exist needs a `.default()` in the stored form (or `.optional()`): the
 * `row-schemas` migration writes the default into older rows, and reads parse rows with it.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import {
  idSchema,
  maxSlugLength,
  slugPattern,
  slugPatternMessage,
  timestampSchema,
  text,
} from '@shared/schemas/primitives';
import { publishScheduleSchema } from '@shared/schemas/schedule';
import { generationLandingSchema, reviewSchema } from '@shared/schemas/review';
import { seoInputSchema, seoSchema } from '@shared/schemas/seo';
import { fieldMask, pickFields } from '@shared/schemas/field-lists';
import { qualityFlagSchema } from '@shared/schemas/quality';

/** Statuses of a page: draft after generation, published, or error when generation failed. */
export const pageStatuses = ['draft', 'published', 'error'] as const;

/** Statuses the page list shows and filters by: a draft waiting for review is `in_review`. */
export const pageListStatuses = ['draft', 'in_review', 'published', 'error'] as const;

/** Status the page list shows. */
export type PageListStatus = (typeof pageListStatuses)[number];

/** Status of a page. */
export const pageStatusSchema = z.enum(pageStatuses);

/** Status of a page. */
export type PageStatus = z.infer<typeof pageStatusSchema>;

/** A frequently asked question with its answer. */
export const faqSchema = z.object({ question: z.string(), answer: z.string() });

/** A frequently asked question with its answer. */
export type Faq = z.infer<typeof faqSchema>;

/**
 * The latest generation request of a page, as the worker claims it: one request (a click of
 * Regenerate, a page of a CSV import) is generated once however often its message is delivered.
 * `error` is the last failed regeneration of a page that kept its content (the page stays as it
 * was, published or draft, and the portal can show why it was not refreshed).
 */
export const pageGenerationSchema = z.object({
  request_id: z.string(),
  state: z.enum(['processing', 'done']),
  /** Until when a `processing` claim holds (ISO); after it another delivery may take over. */
  lease_until: timestampSchema,
  error: z.string().nullable(),
});

/** The latest generation request of a page. */
export type PageGeneration = z.infer<typeof pageGenerationSchema>;

/**
 * What the model writes for a page (admin-portal.md section 7, generate-page-content). This schema
 * becomes the input schema of the model's forced tool through `z.toJSONSchema`, so it holds only
 * JSON-Schema-expressible checks: no transforms, refinements or defaults. The descriptions are
 * instructions the model reads.
 */
export const generatedPageContentSchema = z.object({
  title: z
    .string()
    .min(1)
    .max(60)
    .describe('SEO page title, at most 60 characters, containing the keyword.'),
  meta_description: z
    .string()
    .min(1)
    .max(160)
    .describe('Meta description, at most 160 characters, a compelling summary with the keyword.'),
  h1: z.string().min(1).max(120).describe('The main heading of the page.'),
  subheadline: z.string().min(1).max(300).describe('One sentence under the heading.'),
  intro_paragraph: z
    .string()
    .min(1)
    .max(2000)
    .describe('An introductory paragraph addressing the pain point for the industry.'),
  value_bullets: z
    .array(z.string().min(1).max(300))
    .min(4)
    .max(6)
    .describe('Four to six concise benefit statements.'),
  cta_section: z
    .string()
    .min(1)
    .max(1000)
    .describe('A call to action matching the CTA type; newlines become line breaks.'),
  faqs: z
    .array(
      z.object({
        question: z.string().min(1).max(300),
        answer: z.string().min(1).max(1500),
      }),
    )
    .min(4)
    .max(6)
    .describe('Four to six frequently asked questions with answers.'),
});

/** What the model writes for a page. */
export type GeneratedPageContent = z.infer<typeof generatedPageContentSchema>;

/** The content fields the model writes, in the schema's order (what restore brings back). */
export const generatedPageContentFields = generatedPageContentSchema.keyof().options;

function atLeastTwo(label: string, max: number, options: { multiline?: boolean } = {}) {
  const message = `${label} must be at least 2 characters.`;
  return z
    .string({ error: message })
    .trim()
    .min(2, { error: message })
    .pipe(text(max, { ...options, maxMessage: `${label} must be ${max} characters or fewer.` }));
}

/**
 * The generation inputs of a page, as the manual form and each CSV row give them (admin-portal.md
 * section 5): the one list of them. The record stores each as text, the CSV has a column per
 * field (`rules/programmatic-csv`), a new page copies them.
 */
export const pageInputsSchema = z.object({
  keyword: atLeastTwo('Keyword', 200),
  industry: atLeastTwo('Industry', 200),
  // A textarea: a pain point may run over several lines.
  pain_point: atLeastTwo('Pain point', 2000, { multiline: true }),
  intent_level: atLeastTwo('Intent level', 100),
  cta_type: atLeastTwo('CTA type', 100),
});

/** The generation inputs of a page. */
export type PageInputs = z.infer<typeof pageInputsSchema>;

/** A generation input of a page. */
export type PageInputField = keyof PageInputs;

/** The generation inputs, in form and CSV column order. */
export const pageInputFields = pageInputsSchema.keyof().options;

/**
 * The inputs as stored: text, checked when they were given; '' in a row stored before an input
 * existed (the `row-schemas` migration writes it).
 */
const storedPageInputsShape = Object.fromEntries(
  pageInputFields.map((field) => [field, z.string().default('')]),
) as Record<PageInputField, z.ZodDefault<z.ZodString>>;

/**
 * The generated content as stored: '' and [] until the first generation, which is also what a
 * row stored before a content field existed is given (the `row-schemas` migration). Its keys are
 * those of {@link generatedPageContentSchema}; the compiler names a field missing on either side.
 */
const storedPageContentShape = {
  title: z.string().default(''),
  meta_description: z.string().default(''),
  h1: z.string().default(''),
  subheadline: z.string().default(''),
  intro_paragraph: z.string().default(''),
  value_bullets: z.array(z.string()).default([]),
  /** Newlines are line breaks when rendered. */
  cta_section: z.string().default(''),
  faqs: z.array(faqSchema).default([]),
} satisfies Record<keyof GeneratedPageContent, z.ZodType>;

/** The generated content as stored. */
export const storedPageContentSchema = z.object(storedPageContentShape);

/** The content of a page before its first generation: every field empty. */
export const emptyPageContent: GeneratedPageContent = storedPageContentSchema.parse({});

/**
 * A page as stored and as read publicly. Until content is generated the content fields are ''
 * and [] (the page is a draft nobody outside the portal can read). `error_message` is null
 * unless the status is error.
 */
export const pageRecordSchema = z.object({
  id: idSchema,
  ...storedPageInputsShape,
  slug: z.string(),
  status: pageStatusSchema,
  ...storedPageContentShape,
  error_message: z.string().nullable().default(null),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** Optimistic-lock counter, as on articles. */
  version: z.int().min(1),
  /** Absent until the page's generation is first claimed by the worker. */
  generation: pageGenerationSchema.optional(),
  /** The page's own SEO fields; absent until staff set them (the generated meta is used). */
  seo: seoSchema.optional(),
  /** A pending scheduled publish of a draft (shared/schemas/schedule.ts); absent otherwise. */
  schedule: publishScheduleSchema.optional(),
  /**
   * Its review while a draft waits for an editor or was sent back (shared/schemas/review.ts); the
   * status stays `draft` meanwhile, so nothing public shows it.
   */
  review: reviewSchema.optional(),
  /** Where its first generated content lands (page generation's choice); absent: a draft. */
  lands_in: generationLandingSchema.optional(),
  /** Its quality hold (shared/schemas/quality.ts) while the gate holds it in review; absent otherwise. */
  quality: qualityFlagSchema.optional(),
});

/** A page as stored. */
export type PageRecord = z.infer<typeof pageRecordSchema>;

/**
 * A page as the public API answers it (GET /api/pages/{slug}): what the page shows and its status
 * (a signed-in admin previewing a draft sees the banner), plus its keyword, which titles a page
 * without a title ("{keyword} | {brand}", public-site.md). The other generation inputs (industry,
 * pain point, intent, CTA type), the error detail, ids and versions stay in the portal.
 */
export const publicPageSchema = pageRecordSchema.pick({
  slug: true,
  keyword: true,
  status: true,
  ...fieldMask(generatedPageContentFields),
  updated_at: true,
  seo: true,
});

/** A page as the public API answers it. */
export type PublicPage = z.infer<typeof publicPageSchema>;

/** The public projection of a stored page: only the fields of {@link publicPageSchema}. */
export function toPublicPage(page: PageRecord): PublicPage {
  return pickFields(page, publicPageFields);
}

/** The fields of {@link publicPageSchema}. */
export const publicPageFields = publicPageSchema.keyof().options;

/**
 * Input of saving a page's SEO fields (the portal's SEO panel) with the `version` the editor
 * loaded: a stale save gets 409, as article edits do.
 */
export const pageSeoUpdateInputSchema = z.object({
  seo: seoInputSchema,
  version: z.int({ error: 'Version is required' }).min(1, { error: 'Version is required' }),
});

/** Input of saving a page's SEO fields, as parsed. */
export type PageSeoUpdateInput = z.infer<typeof pageSeoUpdateInputSchema>;

/**
 * A page as the admin list shows it: with `slug_conflict`, the message naming what answers its
 * path instead (a service page, a redirect), when a page stored before the slug rule, or before
 * a redirect was added, can never be reached.
 */
export const adminPageListItemSchema = pageRecordSchema.extend({
  slug_conflict: z.string().optional(),
});

/** One page of the admin list. */
export type AdminPageListItem = z.infer<typeof adminPageListItemSchema>;

/**
 * An optional page slug: absent or '' means "generate it from the keyword"; otherwise it must be
 * at least 2 characters and match the slug rule. Written as one check rather than a union so the
 * form gets the spec's message, not a generic "invalid input".
 */
export const optionalPageSlugSchema = z
  .string()
  .trim()
  .max(maxSlugLength, { error: `Slug must be ${maxSlugLength} characters or fewer.` })
  .optional()
  .superRefine((value, ctx) => {
    if (!value) return;
    if (value.length < 2) {
      ctx.addIssue({ code: 'custom', message: 'Slug must be at least 2 characters.' });
    } else if (!slugPattern.test(value)) {
      ctx.addIssue({ code: 'custom', message: slugPatternMessage });
    }
  })
  .transform((value) => value || undefined);

/**
 * Input of creating a page: the manual form and each imported CSV row (admin-portal.md section 5).
 * The server fills a missing slug from the keyword and makes it unique.
 */
export const pageCreateInputSchema = pageInputsSchema.extend({
  slug: optionalPageSlugSchema,
  /** Where its generated content lands; absent: waiting for review (`defaultGenerationLanding`). */
  lands_in: generationLandingSchema.optional(),
});

/** Input of creating a page, as parsed (`slug` undefined means generate one). */
export type PageCreateInput = z.infer<typeof pageCreateInputSchema>;

/** Input of the manual page form, as held before parsing. */
export type PageCreateFormValues = z.input<typeof pageCreateInputSchema>;
