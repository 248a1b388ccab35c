/**
 * Revisions of articles and programmatic pages: every save, publish switch, SEO save,
 * (re)generation and restore keeps the state it replaced, with who made the change, when and what
 * kind of change it was. The admin's History panel lists them, diffs one against the current item
 * and restores one (a new version: history is never rewritten).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { articleRecordSchema } from '@shared/schemas/article';
import { pageRecordSchema } from '@shared/schemas/page';
import { timestampSchema } from '@shared/schemas/primitives';

/** Revisions kept per item; a write that would keep more lets the oldest go. */
export const maxRevisionsPerItem = 100;

/** Kinds of items that have revisions, as they appear in the revisions API's paths. */
export const revisionItemTypes = ['article', 'page'] as const;

/** Kind of item that has revisions. */
export const revisionItemTypeSchema = z.enum(revisionItemTypes, {
  error: 'Type must be article or page',
});

/** Kind of item that has revisions. */
export type RevisionItemType = z.infer<typeof revisionItemTypeSchema>;

/** Kinds of change a revision records (the change that replaced the kept state). */
export const revisionKinds = [
  'save',
  'publish',
  'unpublish',
  'seo',
  'regenerate',
  'generate',
  'restore',
  'submit',
  'send-back',
] as const;

/** Kind of change a revision records. */
export type RevisionKind = (typeof revisionKinds)[number];

/** Actor of the changes the generation worker makes (no person made them). */
export const generationActor = 'AI generation';

/** What a revision says about the change, without the kept state (the History list). */
export const revisionSummarySchema = z.object({
  item_type: revisionItemTypeSchema,
  item_id: z.string(),
  /** Version of the kept state (the item's version before the change). */
  version: z.int().min(1),
  kind: z.enum(revisionKinds),
  /** E-mail of the admin who made the change, or {@link generationActor}. */
  actor: z.string(),
  /** When the change was made. */
  at: timestampSchema,
  /** Why, when the change needed a reason (a publish despite a quality hold). */
  note: z.string().optional(),
});

/** A revision without its kept state. */
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** A revision with the full state it kept (an article or a page as stored). */
export const revisionSchema = revisionSummarySchema.extend({
  snapshot: z.union([articleRecordSchema, pageRecordSchema]),
});

/** A revision with the full state it kept. */
export type Revision = z.infer<typeof revisionSchema>;

/** Answer of the revisions list: newest first, at most {@link maxRevisionsPerItem}. */
export const revisionListResponseSchema = z.object({ items: z.array(revisionSummarySchema) });

/** Answer of the revisions list. */
export type RevisionListResponse = z.infer<typeof revisionListResponseSchema>;

/**
 * Body of a restore: the version of the item the editor shows. A restore made from a stale
 * version gets 409, as a save does.
 */
export const revisionRestoreInputSchema = z.object({
  expected_version: z
    .int({ error: 'expected_version is required' })
    .min(1, { error: 'expected_version is required' }),
});

/** Body of a restore. */
export type RevisionRestoreInput = z.infer<typeof revisionRestoreInputSchema>;
