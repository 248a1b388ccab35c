/**
 * The review state of articles and programmatic pages: a draft goes
 * `in_review` when someone submits it, and an editor approves it (publishes it now or schedules
 * it) or sends it back with a note. An item carries its review as one optional `review` object
 * beside its own published flag (`is_published` of an article, `status` of a page), so a draft in
 * review is still a draft everywhere the public site looks: it is never rendered publicly.
 * The rules that read and change it are shared/rules/review.ts.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { requiredText, timestampSchema } from '@shared/schemas/primitives';
import { scheduleInputSchema } from '@shared/schemas/schedule';
import { overrideReasonSchema } from '@shared/schemas/quality';

/** Where a draft's review stands: waiting for an editor, or sent back to its author. */
export const reviewStates = ['in_review', 'sent_back'] as const;

/** Where a draft's review stands. */
export type ReviewState = (typeof reviewStates)[number];

/** The review of a draft: who submitted it and when, and the editor's note when sent back. */
export const reviewSchema = z.object({
  state: z.enum(reviewStates),
  /** E-mail of who submitted it (or the generation worker's actor). */
  submitted_by: z.string(),
  submitted_at: timestampSchema,
  /** The editor's note of the last send-back; null until one is sent back. */
  note: z.string().nullable(),
  /** E-mail of the editor who sent it back; null until then. */
  sent_back_by: z.string().nullable(),
  sent_back_at: timestampSchema.nullable(),
});

/** The review of a draft. */
export type Review = z.infer<typeof reviewSchema>;

/**
 * Where an item stands for the admin lists and the dashboard: published, waiting for review, or a
 * draft (a sent-back draft is a draft). Pages add `error` (a generation that failed).
 */
export const contentStatuses = ['published', 'in_review', 'draft'] as const;

/** Where an item stands. */
export type ContentStatus = (typeof contentStatuses)[number];

/** Labels of the statuses as the portal shows them. */
export const contentStatusLabels: Record<ContentStatus, string> = {
  published: 'Published',
  in_review: 'In review',
  draft: 'Draft',
};

/**
 * Where batch and programmatic generation put what they write: waiting for review (the default),
 * a plain draft, or published at once (editors only: the generation routes admit editors).
 */
export const generationLandings = ['in_review', 'draft', 'published'] as const;

/** Where generation puts what it writes. */
export const generationLandingSchema = z.enum(generationLandings, {
  error: 'Lands in must be in_review, draft or published',
});

/** Where generation puts what it writes unless asked otherwise: waiting for review. */
export const defaultGenerationLanding = 'in_review' satisfies (typeof generationLandings)[number];

/** Where generation puts what it writes. */
export type GenerationLanding = z.infer<typeof generationLandingSchema>;

/** Labels of the landings as the generation forms show them. */
export const generationLandingLabels: Record<GenerationLanding, string> = {
  in_review: 'Waiting for review',
  draft: 'Draft',
  published: 'Published',
};

/** Longest note of a send-back. */
export const maxReviewNoteLength = 1000;

/** The version the admin saw, as every versioned write carries (409 when stale). */
const expectedVersion = scheduleInputSchema.shape.expected_version;

/** Body of POST /api/admin/{articles|pages}/{id}/review: submit a draft for review. */
export const reviewSubmitInputSchema = z.object({ expected_version: expectedVersion });

/** Body of a submit call, as parsed. */
export type ReviewSubmitInput = z.infer<typeof reviewSubmitInputSchema>;

/**
 * Body of POST /api/admin/{articles|pages}/{id}/approve: publish now, or schedule at `publish_at`
 * (the schedule call's rules: a time in the future).
 */
export const reviewApproveInputSchema = z.object({
  expected_version: expectedVersion,
  publish_at: scheduleInputSchema.shape.publish_at.optional(),
  /** An editor's reason to publish an item the quality gate holds (shared/schemas/quality.ts). */
  override_reason: overrideReasonSchema.optional(),
});

/** Body of an approve call, as parsed. */
export type ReviewApproveInput = z.infer<typeof reviewApproveInputSchema>;

/** Body of POST /api/admin/{articles|pages}/{id}/send-back: the note its author will read. */
export const reviewSendBackInputSchema = z.object({
  expected_version: expectedVersion,
  note: requiredText(
    'Note is required',
    maxReviewNoteLength,
    `Note must be ${maxReviewNoteLength} characters or fewer`,
    { multiline: true },
  ),
});

/** Body of a send-back call, as parsed. */
export type ReviewSendBackInput = z.infer<typeof reviewSendBackInputSchema>;
