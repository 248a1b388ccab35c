/** Newsletter subscriptions from the footer field (DESIGN.md section 12, deviation 7). */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { attributionSchema, storedAttributionSchema } from '@shared/schemas/analytics';
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
  /** Where the sign-up came from (analytics), credited as a lead on confirmation. */
  attribution: attributionSchema.optional(),
});

/** Input of subscribing, as parsed. */
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeInputSchema>;

/** Input of subscribing, as held by the footer form. */
export type NewsletterSubscribeFormValues = z.input<typeof newsletterSubscribeInputSchema>;

/** A subscription's state: `pending` until the address confirms by e-mail (double opt-in). */
export const subscriberStatuses = ['pending', 'confirmed'] as const;

export type SubscriberStatus = (typeof subscriberStatuses)[number];

/**
 * A subscription as stored, keyed by the lower-cased address. `token_id` names the one
 * confirmation link that is valid (a new sign-up replaces it); only `confirmed` ones count.
 */
export const subscriberRecordSchema = z.object({
  email: z.string(),
  status: z.enum(subscriberStatuses),
  created_at: timestampSchema,
  confirmed_at: timestampSchema.optional(),
  token_id: z.string().optional(),
  /** Where the sign-up came from, cleaned (absent before analytics, or when none was sent). */
  attribution: storedAttributionSchema.optional(),
});

/** A subscription as stored. */
export type SubscriberRecord = z.infer<typeof subscriberRecordSchema>;

/** A subscriber as the admin sees it (no token). */
export const subscriberViewSchema = subscriberRecordSchema.omit({ token_id: true });

export type SubscriberView = z.infer<typeof subscriberViewSchema>;

/** Body of confirming (`POST /api/newsletter/confirm`) and of unsubscribing from a page. */
export const newsletterTokenInputSchema = z.object({
  token: z.string({ error: 'A link token is required' }).min(1).max(2048),
});

/**
 * Query of the one-click unsubscribe (RFC 8058): mail clients post `List-Unsubscribe=One-Click`
 * to the header's URL, which carries the token in its query.
 */
export const newsletterTokenQuerySchema = z.object({
  token: z.string().min(1).max(2048).optional(),
});

/** What the newsletter's links answer. */
export const newsletterMessages = {
  confirmed: "You're subscribed. Thanks for confirming your address!",
  alreadyConfirmed: 'Your address is already confirmed. Nothing more to do.',
  unsubscribed: "You're unsubscribed. You will not receive our newsletter any more.",
  notFound:
    'This link is not valid. Subscribe again from the newsletter field at the foot of any page.',
  expired: 'This confirmation link has expired. Subscribe again to receive a new one.',
} as const;

/** Answer of confirming and unsubscribing. */
export const newsletterLinkAnswerSchema = z.object({
  ok: z.literal(true),
  status: z.enum(['confirmed', 'already-confirmed', 'unsubscribed']),
  message: z.string(),
});

export type NewsletterLinkAnswer = z.infer<typeof newsletterLinkAnswerSchema>;

/** Page size of the admin's subscriber list. */
export const subscriberPageSize = 25;

/** Query of the admin's subscriber list: a status filter, a search and a cursor. */
export const subscriberListQuerySchema = z.object({
  status: z.enum([...subscriberStatuses, 'all']).default('all'),
  q: z.string().trim().toLowerCase().max(254).optional(),
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(subscriberPageSize),
});

export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;

/** A page of the admin's subscriber list, newest first, and the counts of each state. */
export const subscriberListSchema = z.object({
  items: z.array(subscriberViewSchema),
  nextCursor: z.string().optional(),
  counts: z.object({ confirmed: z.int().min(0), pending: z.int().min(0) }),
});

export type SubscriberList = z.infer<typeof subscriberListSchema>;

/** Path parameter naming one subscriber (the address, URL-encoded). */
export const subscriberParamsSchema = z.object({
  // API Gateway may hand the segment still encoded (`%40`); decoding a decoded address is a no-op
  // for every valid one (no `%` in them).
  email: z
    .string()
    .transform((value) => (value.includes('%') ? safeDecode(value) : value))
    .pipe(z.string().trim().toLowerCase().min(3).max(254)),
});

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
