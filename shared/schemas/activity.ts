/**
 * The activity log: one entry per admin write, written in the same transaction
 * as the write (functions/adapters/repositories/activity-repository.ts), so a write and its entry
 * succeed or fail together. Entries expire 400 days after they were written.
 *
 * The list (GET /api/admin/activity) is newest first, filtered by actor, action or item type, and
 * paged with an opaque cursor.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { timestampSchema } from '@shared/schemas/primitives';

/** What an admin did. */
export const activityActions = [
  'created',
  'updated',
  'deleted',
  'published',
  'unpublished',
  'scheduled',
  'unscheduled',
  'restored',
  'regenerated',
  'status-changed',
  'uploaded',
  'revoked',
  'retried',
  'submitted',
  'sent-back',
  'invited',
  'mfa-reset',
] as const;

export type ActivityAction = (typeof activityActions)[number];

/** What kind of item it was done to. */
export const activityItemTypes = [
  'article',
  'page',
  'author',
  'category',
  'contact',
  'upload',
  'job',
  'preview',
  'redirect',
  'media',
  'staff',
  'subscriber',
  'settings',
] as const;

export type ActivityItemType = (typeof activityItemTypes)[number];

/** Labels the admin shows (the Activity tab's filters and rows). */
export const activityActionLabels: Record<ActivityAction, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  published: 'Published',
  unpublished: 'Unpublished',
  scheduled: 'Scheduled',
  unscheduled: 'Unscheduled',
  restored: 'Restored',
  regenerated: 'Regenerated',
  'status-changed': 'Status changed',
  uploaded: 'Uploaded',
  revoked: 'Revoked',
  retried: 'Retried',
  submitted: 'Submitted for review',
  'sent-back': 'Sent back',
  invited: 'Invitation sent',
  'mfa-reset': 'Two-step sign-in reset',
};

export const activityItemTypeLabels: Record<ActivityItemType, string> = {
  article: 'Article',
  page: 'Programmatic page',
  author: 'Author',
  category: 'Category',
  contact: 'Contact submission',
  upload: 'Upload',
  job: 'Generation job',
  preview: 'Preview link',
  redirect: 'Redirect',
  media: 'Image',
  staff: 'Staff member',
  subscriber: 'Subscriber',
  settings: 'Settings',
};

/** Days an entry is kept. */
export const activityRetentionDays = 400;

/** Entries on one page of the list. */
export const activityPageSize = 25;

export const activityEntrySchema = z.object({
  id: z.string(),
  at: timestampSchema,
  /** The signed-in admin's e-mail. */
  actor: z.string(),
  action: z.enum(activityActions),
  item_type: z.enum(activityItemTypes),
  item_id: z.string(),
  /** The item's title (name, path, e-mail...) when the write happened. */
  item_title: z.string(),
  /**
   * For a change that kept a revision (an article's or page's save, publish, restore...): the
   * revision in the item's History that holds the state it replaced.
   */
  revision: z.int().min(1).optional(),
  /** What the change needed saying (a publish despite a quality hold, with its reason). */
  detail: z.string().optional(),
});

export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListResponseSchema = z.object({
  items: z.array(activityEntrySchema),
  /** Pass back as `cursor` for the next page; absent on the last one. */
  next_cursor: z.string().optional(),
});

export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;

/** The list's query string. */
export const activityQuerySchema = z.object({
  actor: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'Must be 254 characters or fewer')
    .optional()
    .transform((value) => value || undefined),
  action: z.enum(activityActions, { error: 'Unknown action' }).optional(),
  item_type: z.enum(activityItemTypes, { error: 'Unknown item type' }).optional(),
  /** One item's entries (an article's, a page's...), newest first. */
  item_id: z
    .string()
    .trim()
    .max(200, 'Must be 200 characters or fewer')
    // Ids are UUIDs, object keys, e-mail addresses or base64url: never a space or a control.
    .regex(/^[^\s\p{C}]*$/u, 'Must be an item id (no spaces)')
    .optional()
    .transform((value) => value || undefined),
  cursor: z.string().max(1000, 'Invalid cursor').optional(),
});

export type ActivityQuery = z.infer<typeof activityQuerySchema>;
