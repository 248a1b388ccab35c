/**
 * A lead's attribution as the admin shows it back (the contact's detail, the analytics screen's
 * campaigns). Its shape is the server's (`storedAttributionSchema` in shared/schemas/analytics.ts);
 * the browser writes the same shape in lib/visit-session.ts, which stays free of zod because it
 * ships to public pages.
 */
import type * as z from 'zod';
import type { storedAttributionSchema } from '@shared/schemas/analytics';

/** What a lead carries about the visit that led to it, as the server stored it. */
export type StoredAttribution = z.infer<typeof storedAttributionSchema>;

/** A campaign's UTM tags on one line, source / medium / campaign, "(none)" for a missing one. */
export function campaignLabel(tags: { source?: string; medium?: string; campaign?: string }) {
  return [tags.source, tags.medium, tags.campaign].map((part) => part || '(none)').join(' / ');
}
