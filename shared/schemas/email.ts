/**
 * Messages of the `email` queue: one per e-mail to send. Each carries a `key` that names the mail
 * once and for all (the contact it notifies, the confirmation link it carries), so a message
 * delivered twice, or queued twice, still sends one mail (functions/domain/email/deliver-email.ts).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { contactRecordSchema } from '@shared/schemas/contact';
import { reviewNotificationSchema } from '@shared/schemas/review-mail';
import { staffRoleSchema } from '@shared/schemas/staff';

const address = z.email().max(254);

/** A new contact submission, for the staff inbox. */
export const contactNotificationSchema = z.object({
  kind: z.literal('contact-notification'),
  key: z.string().min(1).max(300),
  contact: contactRecordSchema,
});

/** The double opt-in mail: a confirmation link (48 h) and an unsubscribe link. */
export const newsletterConfirmationSchema = z.object({
  kind: z.literal('newsletter-confirmation'),
  key: z.string().min(1).max(300),
  to: address,
  confirmToken: z.string().min(1),
  unsubscribeToken: z.string().min(1),
  expiresAt: z.string(),
});

/**
 * A staff member's invitation: their address, role and who invited them. No password: the email
 * worker sets a fresh temporary one when it sends (functions/domain/email/deliver-email.ts), so
 * none waits in the queue, its dead-letter queue or a log of its messages.
 */
export const staffInvitationSchema = z.object({
  kind: z.literal('staff-invitation'),
  key: z.string().min(1).max(300),
  to: address,
  role: staffRoleSchema,
  /** The administrator's address; absent when no one signed in sent it. */
  invitedBy: address.optional(),
});

export const emailJobSchema = z.discriminatedUnion('kind', [
  contactNotificationSchema,
  newsletterConfirmationSchema,
  staffInvitationSchema,
  reviewNotificationSchema,
]);

/** One message of the email queue. */
export type EmailJob = z.infer<typeof emailJobSchema>;

export type EmailKind = EmailJob['kind'];
