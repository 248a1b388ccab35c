/**
 * Cookie consent (public-site.md sections 3 and 4): the record kept in browser storage. Its
 * validity rule is `rules/consent`; the categories are `content/cookie-categories`.
 *
 * Unlike the other schemas this one is a plain type guard, not zod: every public page reads the
 * record on load, and a six-field check is not worth the validation library's 26 KB (gzip) in
 * every page's first download. Nothing on the server reads this record.
 */

/** Version written into every record; a record of another version asks again. */
export const consentVersion = '1.0';

/** Days a consent stays valid; also the max-age of the consent cookies. */
export const consentLifetimeDays = 365;

/** Browser storage key of the record. */
export const consentStorageKey = 'cookie-consent';

/** The consent record. `necessary` is always true: essential cookies cannot be refused. */
export interface ConsentRecord {
  necessary: true;
  analytics: boolean;
  preferences: boolean;
  session: boolean;
  /** When the choice was made, in epoch milliseconds. */
  timestamp: number;
  version: typeof consentVersion;
}

/** The choices of a consent record, without its stamp. */
export type ConsentChoices = Omit<ConsentRecord, 'timestamp' | 'version'>;

/**
 * `value` as a consent record when it has exactly the record's shape (extra keys are dropped),
 * else undefined: `necessary` true, three booleans, a whole non-negative timestamp and version '1.0'.
 */
export function parseConsentRecord(value: unknown): ConsentRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const { necessary, analytics, preferences, session, timestamp, version } = record;
  if (necessary !== true || version !== consentVersion) return undefined;
  if (![analytics, preferences, session].every((choice) => typeof choice === 'boolean')) {
    return undefined;
  }
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    return undefined;
  }
  return {
    necessary,
    analytics: analytics as boolean,
    preferences: preferences as boolean,
    session: session as boolean,
    timestamp,
    version,
  };
}
