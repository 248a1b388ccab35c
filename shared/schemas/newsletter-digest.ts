/**
 * The weekly digest (Settings, administrators): whether the week's articles are mailed to every
 * confirmed subscriber, on which weekday and at which hour (UTC). Off until an administrator
 * turns it on. What the last run decided is kept with it, so the screen can say it.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { idSchema, timestampSchema } from '@shared/schemas/primitives';

/** The weekdays, Monday first (as the week a digest belongs to starts on Monday, UTC). */
export const digestWeekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

export type DigestWeekday = (typeof digestWeekdays)[number];

/** Body of `PUT /api/admin/settings/digest`. */
export const digestSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  weekday: z.enum(digestWeekdays, {
    error: `weekday must be one of ${digestWeekdays.join(', ')}`,
  }),
  hour: z
    .int({ error: 'hour must be a whole number from 0 to 23 (UTC)' })
    .min(0, { error: 'hour must be a whole number from 0 to 23 (UTC)' })
    .max(23, { error: 'hour must be a whole number from 0 to 23 (UTC)' }),
});

export type DigestSettingsInput = z.infer<typeof digestSettingsInputSchema>;

/** What a run of the digest did with its week: a send, or nothing because nothing was published. */
export const digestRunSchema = z.object({
  /** The Monday (UTC date) starting the week the digest belongs to. */
  week: z.iso.date(),
  ran_at: timestampSchema,
  /** Articles published in the seven days before the digest's time. */
  articles: z.int().min(0),
  /** The send, when there was something to send. */
  send_id: idSchema.optional(),
});

export type DigestRun = z.infer<typeof digestRunSchema>;

/** The digest settings as stored and answered. */
export const digestSettingsSchema = digestSettingsInputSchema.extend({
  /**
   * When this schedule (on, weekday, hour) took effect; absent until first saved. A week whose
   * digest time came before it gets no digest, so turning the digest on after this week's time
   * starts it next week instead of mailing at once.
   */
  scheduled_since: timestampSchema.optional(),
  last_run: digestRunSchema.optional(),
});

export type DigestSettings = z.infer<typeof digestSettingsSchema>;

/** Until an administrator saves them: off, Mondays at 09:00 UTC. */
export const defaultDigestSettings: DigestSettings = {
  enabled: false,
  weekday: 'monday',
  hour: 9,
};

/** The digest's subject, as the mail and the Newsletters screen show it. */
export function digestSubject(brandName: string, articles: number): string {
  return `This week at ${brandName}: ${articles} ${articles === 1 ? 'article' : 'articles'}`;
}
