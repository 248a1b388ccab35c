/** Newsletter subscriptions from the footer field (DESIGN.md section 12, deviation 7). */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { timestampSchema } from '@shared/schemas/primitives';

/** Message of a bad address under the footer field. */
export const invalidNewsletterEmailMessage = 'Please enter a valid email address';

/**
 * Input of subscribing. The address is trimmed and lower-cased because it is the table key: one
 * subscription per mailbox however it was typed. `website` is the honeypot (see the contact form).
 */
export const newsletterSubscribeInputSchema = z.object({
  email: z
    .string({ error: invalidNewsletterEmailMessage })
    .trim()
    .toLowerCase()
    .max(254, { error: invalidNewsletterEmailMessage })
    .pipe(z.email({ error: invalidNewsletterEmailMessage })),
  website: z.string().max(500).optional(),
});

/** Input of subscribing, as parsed. */
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeInputSchema>;

/** Input of subscribing, as held by the footer form. */
export type NewsletterSubscribeFormValues = z.input<typeof newsletterSubscribeInputSchema>;

/** A subscription as stored, keyed by the lower-cased address. */
export const subscriberRecordSchema = z.object({
  email: z.string(),
  created_at: timestampSchema,
});

/** A subscription as stored. */
export type SubscriberRecord = z.infer<typeof subscriberRecordSchema>;
