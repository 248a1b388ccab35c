/**
 * AI generation: what the model writes for an article, the batch job and its items as stored and
 * read, the batch and retry inputs, and the body of a generation queue message (DESIGN.md
 * section 7).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { listSchema } from '@shared/schemas/api';
import { idSchema, requiredText, timestampSchema } from '@shared/schemas/primitives';
import { defaultGenerationLanding, generationLandingSchema } from '@shared/schemas/review';

/** Most entries one batch may hold; larger lists are split by the user. */
export const maxBatchEntries = 200;

/**
 * What the model writes for an article (admin-portal.md section 7, generate-article). This schema
 * becomes the input schema of the model's forced tool through `z.toJSONSchema`, so it holds only
 * JSON-Schema-expressible checks: no transforms, refinements or defaults. The descriptions are
 * instructions the model reads.
 */
export const generatedArticleSchema = z.object({
  introduction: z
    .string()
    .min(1)
    .max(5000)
    .describe('Opening paragraphs in markdown. No heading such as "Introduction".'),
  keyPoints: z
    .array(z.string().min(1).max(400))
    .min(3)
    .max(6)
    .describe('Three to six key takeaways, one sentence each, without bullet characters.'),
  sections: z
    .array(
      z.object({
        title: z
          .string()
          .min(3)
          .max(200)
          .describe(
            'A specific, descriptive heading; never "Section 1", "Introduction" or similar.',
          ),
        content: z
          .string()
          .min(1)
          .max(10000)
          .describe('The body of the section in markdown, without repeating its heading.'),
      }),
    )
    .min(3)
    .max(5)
    .describe('Three to five body sections.'),
  conclusion: z
    .string()
    .min(1)
    .max(5000)
    .describe('Closing paragraphs in markdown. No heading such as "Conclusion".'),
  metaDescription: z
    .string()
    .min(1)
    .max(160)
    .describe('SEO meta description, at most 160 characters.'),
});

/** What the model writes for an article. */
export type GeneratedArticle = z.infer<typeof generatedArticleSchema>;

/** Kinds of generation job. */
export const generationJobKindSchema = z.enum(['articles', 'pages']);

/** Kind of a generation job. */
export type GenerationJobKind = z.infer<typeof generationJobKindSchema>;

/** A job is processing until every item is complete or failed. */
export const generationJobStatusSchema = z.enum(['processing', 'complete']);

/** Status of a generation job. */
export type GenerationJobStatus = z.infer<typeof generationJobStatusSchema>;

/**
 * Statuses of one item. The spec's success and error are named complete and failed, which is
 * how the portal shows them (admin-portal.md section 4).
 */
export const generationItemStatuses = ['pending', 'processing', 'complete', 'failed'] as const;

/** Status of one item of a job. */
export const generationItemStatusSchema = z.enum(generationItemStatuses);

/** Status of one item of a job. */
export type GenerationItemStatus = z.infer<typeof generationItemStatusSchema>;

/** Label the portal shows for each item status. */
export const generationItemStatusLabels: Readonly<Record<GenerationItemStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  failed: 'Failed',
};

/** Items of a job per status, counted from the items whenever the job is read. */
export const generationCountsSchema = z.object({
  pending: z.int().min(0),
  processing: z.int().min(0),
  complete: z.int().min(0),
  failed: z.int().min(0),
});

/** Items of a job per status. */
export type GenerationCounts = z.infer<typeof generationCountsSchema>;

/**
 * A job as stored (sk JOB). Article jobs carry the author, category, landing and link flag
 * chosen for every article; page jobs (regeneration after a CSV import) leave author and
 * category null.
 */
export const generationJobSchema = z.object({
  id: idSchema,
  kind: generationJobKindSchema,
  status: generationJobStatusSchema,
  author_id: idSchema.nullable(),
  category_id: idSchema.nullable(),
  /** Where its articles land: in review, draft or published (shared/schemas/review.ts). */
  lands_in: generationLandingSchema,
  include_links: z.boolean(),
  total: z.int().min(1),
  counts: generationCountsSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A generation job as stored. */
export type GenerationJob = z.infer<typeof generationJobSchema>;

/**
 * One item of a job as stored (sk ITEM#nnnn). `message` is the short text shown in the list
 * (see `generationItemMessages`); `error_detail` is what View Error shows. `attempts` counts
 * worker runs, so a redelivered message can be recognised.
 */
export const generationItemSchema = z.object({
  index: z.int().min(0),
  title: z.string(),
  keyword: z.string(),
  status: generationItemStatusSchema,
  message: z.string(),
  error_detail: z.string().nullable(),
  article_id: idSchema.nullable(),
  /** Set on items of page jobs: the page being regenerated. */
  page_id: idSchema.nullable().optional(),
  updated_at: timestampSchema,
  attempts: z.int().min(0),
});

/** One item of a job as stored. */
export type GenerationItem = z.infer<typeof generationItemSchema>;

/** An entry of the batch generator: a title and the keyword to write it around. */
export const batchEntrySchema = z.object({
  title: requiredText('Title is required', 200, 'Title must be 200 characters or fewer'),
  keyword: requiredText('Keyword is required', 200, 'Keyword must be 200 characters or fewer'),
});

/** An entry of the batch generator. */
export type BatchEntry = z.infer<typeof batchEntrySchema>;

/** Input of starting a batch (admin-portal.md section 5, batch generator). */
export const batchCreateInputSchema = z.object({
  author_id: z.guid({ error: 'Author is required' }),
  category_id: z.guid({ error: 'Category is required' }),
  entries: z
    .array(batchEntrySchema, { error: 'At least one article is required' })
    .min(1, { error: 'At least one article is required' })
    .max(maxBatchEntries, { error: `At most ${maxBatchEntries} articles per batch` }),
  /** Where generated articles land: waiting for review unless asked otherwise. */
  lands_in: generationLandingSchema.default(defaultGenerationLanding),
  /** Whether articles may link to real pages of the site (static pages, published articles). */
  includeLinks: z.boolean().default(false),
});

/** Input of starting a batch, as parsed. */
export type BatchCreateInput = z.infer<typeof batchCreateInputSchema>;

/** Input of the batch generator form, as held before parsing. */
export type BatchCreateFormValues = z.input<typeof batchCreateInputSchema>;

/**
 * Answer of reading a job (and of starting one): the job, its items in index order, and
 * `progress`, the finished share (complete + failed over total, 0 to 1).
 */
export const generationJobReadResponseSchema = z.object({
  job: generationJobSchema,
  items: z.array(generationItemSchema),
  progress: z.number().min(0).max(1),
});

/** Answer of reading a job. */
export type GenerationJobReadResponse = z.infer<typeof generationJobReadResponseSchema>;

/** Answer of the recent-jobs list, newest first, so a reopened tab can find its batch. */
export const generationJobListResponseSchema = listSchema(generationJobSchema);

/** Answer of the recent-jobs list. */
export type GenerationJobListResponse = z.infer<typeof generationJobListResponseSchema>;

/** Input of retrying: the failed items to run again; absent means every failed item. */
export const generationRetryInputSchema = z.object({
  indexes: z
    .array(z.int().min(0))
    .min(1, { error: 'Choose at least one item to retry' })
    .max(maxBatchEntries)
    .optional(),
});

/** Input of retrying failed items. */
export type GenerationRetryInput = z.infer<typeof generationRetryInputSchema>;

/** Body of a generation queue message: one article item of a job, or one page to (re)generate. */
export const generationMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('article'), jobId: idSchema, index: z.int().min(0) }),
  z.object({
    kind: z.literal('page'),
    pageId: idSchema,
    /**
     * One id per request to (re)generate the page, the same on every copy of its message, so a
     * duplicate delivery does not generate the page again. Messages from before it use the
     * queue's message id.
     */
    requestId: z.string().min(1).max(100).optional(),
  }),
]);

/** Body of a generation queue message. */
export type GenerationMessage = z.infer<typeof generationMessageSchema>;

/**
 * Finished share of a job, 0 to 1 (admin-portal.md section 4: finished items over total). A job
 * with no items counts as finished.
 */
export function generationProgress(counts: GenerationCounts, total: number): number {
  if (total <= 0) return 1;
  return Math.min(1, (counts.complete + counts.failed) / total);
}
