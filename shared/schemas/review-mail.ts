/**
 * The review mails' queue message (one per recipient and review event): a draft submitted for
 * review (to the editors and administrators), sent back with a note, or approved (to its author).
 * The words are functions/domain/email/review-mail.ts; who gets one is
 * functions/domain/review/review-mail.ts.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';

/** What happened in the review. */
export const reviewMailEvents = ['submitted', 'sent-back', 'approved'] as const;

export type ReviewMailEvent = (typeof reviewMailEvents)[number];

export const reviewNotificationSchema = z.object({
  kind: z.literal('review-notification'),
  key: z.string().min(1).max(300),
  to: z.email().max(254),
  event: z.enum(reviewMailEvents),
  item: z.object({
    kind: z.enum(['article', 'page']),
    title: z.string().max(500),
    /** Its place in the portal, a path on the site's origin (`/admin/articles/edit/{id}`). */
    path: z.string().startsWith('/admin/').max(300),
  }),
  /** Who submitted it. */
  author: z.string().max(254),
  /** Who took the step (the reviewer of a send-back or an approval). */
  actor: z.string().max(254),
  /** The reviewer's note of a send-back. */
  note: z.string().max(2000).optional(),
  /** An approval that scheduled the item: when it goes live (ISO timestamp). */
  publish_at: z.string().optional(),
});

export type ReviewNotification = z.infer<typeof reviewNotificationSchema>;
