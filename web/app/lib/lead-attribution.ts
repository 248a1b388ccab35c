/**
 * A lead's attribution as the admin reads it back from the API (the contact's detail, the
 * analytics screen's campaigns), parsed with zod like every admin answer. The browser writes the
 * same shape in lib/visit-session.ts, which stays free of zod because it ships to public pages.
 */
import * as z from 'zod';

const utmSchema = z.object({
  source: z.string().optional(),
  medium: z.string().optional(),
  campaign: z.string().optional(),
});

/** What a lead carries about the visit that led to it, as the server stored it. */
export const attributionSchema = z.object({
  sourcePath: z.string(),
  firstTouch: z
    .object({
      landingPath: z.string(),
      referrer: z.string(),
      utm: utmSchema,
      at: z.string(),
    })
    .optional(),
  lastContentPath: z.string().optional(),
  pages: z.array(z.string()).optional(),
});

export type StoredAttribution = z.infer<typeof attributionSchema>;

/** A campaign's UTM tags on one line, source / medium / campaign, "(none)" for a missing one. */
export function campaignLabel(tags: { source?: string; medium?: string; campaign?: string }) {
  return [tags.source, tags.medium, tags.campaign].map((part) => part || '(none)').join(' / ');
}
