/**
 * Cookie consent (public-site.md sections 3 and 4): the record kept in browser storage. Its
 * validity rule is `rules/consent`; the categories are `content/cookie-categories`.
 */
import { z } from 'zod';

/** Version written into every record; a record of another version asks again. */
export const consentVersion = '1.0';

/** Days a consent stays valid; also the max-age of the consent cookies. */
export const consentLifetimeDays = 365;

/** Browser storage key of the record. */
export const consentStorageKey = 'cookie-consent';

/** The consent record. `necessary` is always true: essential cookies cannot be refused. */
export const consentRecordSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  preferences: z.boolean(),
  session: z.boolean(),
  /** When the choice was made, in epoch milliseconds. */
  timestamp: z.number().int().min(0),
  version: z.literal(consentVersion),
});

/** The consent record. */
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** The choices of a consent record, without its stamp. */
export type ConsentChoices = Omit<ConsentRecord, 'timestamp' | 'version'>;
