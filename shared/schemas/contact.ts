/**
 * Contact submissions: the form input (validated by the web form and by the submit handler alike),
 * the stored record (table contact_submissions), the status values and the status update.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { interestValues } from '@shared/content/interests';
import { plainLine, plainLines } from '@shared/rules/plain-text';
import { attributionSchema, storedAttributionSchema } from '@shared/schemas/analytics';
import { idSchema, requiredText, timestampSchema } from '@shared/schemas/primitives';

/** A required one-line field of the public form: control and bidi characters stripped first. */
function requiredLine(message: string, max: number, maxMessage: string) {
  return z
    .string({ error: message })
    .overwrite(plainLine)
    .pipe(requiredText(message, max, maxMessage));
}

/** Shortest message a visitor may send (public-site.md section 9). */
export const minContactMessageLength = 10;

/**
 * The contact form (public-site.md section 5). `preferredDate` is always sent empty by the form
 * and kept for the record. `website` is the honeypot: hidden from people, so a filled one marks a
 * bot; the schema accepts it so the handler can answer a bot exactly like a person (and store
 * nothing) instead of teaching it which field gave it away.
 */
export const contactFormSchema = z.object({
  firstName: requiredLine(
    'First name is required',
    100,
    'First name must be 100 characters or fewer',
  ),
  lastName: requiredLine('Last name is required', 100, 'Last name must be 100 characters or fewer'),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(254, { error: 'Email must be 254 characters or fewer' })
    .pipe(z.email({ error: 'Invalid email address' })),
  phone: z
    .string()
    .overwrite(plainLine)
    .trim()
    .max(40, { error: 'Phone number must be 40 characters or fewer' })
    .optional()
    .default(''),
  companyName: requiredLine(
    'Company name is required',
    200,
    'Company name must be 200 characters or fewer',
  ),
  interest: z.enum(interestValues, { error: 'Please select an area of interest' }),
  message: z
    .string({ error: 'Please provide some details about your needs' })
    .overwrite(plainLines)
    .trim()
    .min(minContactMessageLength, { error: 'Please provide some details about your needs' })
    .max(5000, { error: 'Message must be 5000 characters or fewer' }),
  preferredDate: z
    .union([z.literal(''), z.iso.date(), z.iso.datetime()], { error: 'Invalid date' })
    .optional()
    .default(''),
  website: z.string().max(500).optional(),
  /** Where the lead came from (analytics; only `sourcePath` without consent). */
  attribution: attributionSchema.optional(),
});

/** The contact form, as parsed. */
export type ContactForm = z.infer<typeof contactFormSchema>;

/** The contact form, as held before parsing. */
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** Statuses of a submission, in the order the admin dropdown lists them. */
export const contactStatuses = ['new', 'in progress', 'contacted', 'completed'] as const;

/** Status of a submission; changed freely from the admin dropdown. */
export const contactStatusSchema = z.enum(contactStatuses, { error: 'Invalid status' });

/** Status of a submission. */
export type ContactStatus = z.infer<typeof contactStatusSchema>;

/**
 * A submission as stored. `interest` is plain text, not the enum: values dropped from the form
 * later must still load (the portal shows unknown values as they are). `phone` is '' when none
 * was given; `preferred_date` is null when absent (public-site.md section 3).
 */
export const contactRecordSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company_name: z.string(),
  interest: z.string(),
  message: z.string(),
  preferred_date: z.string().nullable(),
  status: contactStatusSchema,
  created_at: timestampSchema,
  /** Where the lead came from, cleaned (absent on submissions stored before analytics). */
  attribution: storedAttributionSchema.optional(),
});

/** A submission as stored. */
export type ContactRecord = z.infer<typeof contactRecordSchema>;

/** Input of the admin status dropdown. */
export const contactStatusUpdateInputSchema = z.object({ status: contactStatusSchema });

/** Input of the admin status dropdown. */
export type ContactStatusUpdateInput = z.infer<typeof contactStatusUpdateInputSchema>;

/** The stored record of a parsed form: the one mapping from camelCase input to columns. */
export function toContactRecord(
  form: ContactForm,
  meta: { id: string; createdAt: string },
): ContactRecord {
  return {
    id: meta.id,
    first_name: form.firstName,
    last_name: form.lastName,
    email: form.email,
    phone: form.phone,
    company_name: form.companyName,
    interest: form.interest,
    message: form.message,
    preferred_date: form.preferredDate === '' ? null : form.preferredDate,
    status: 'new',
    created_at: meta.createdAt,
    ...(form.attribution ? { attribution: form.attribution } : {}),
  };
}
