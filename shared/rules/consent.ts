/**
 * Cookie consent rules (public-site.md sections 4 and 5): when a stored record still counts, and
 * the records the dialog's buttons write.
 */
import type { ConsentChoices, ConsentRecord } from '@shared/schemas/consent';
import { consentLifetimeDays, consentVersion, parseConsentRecord } from '@shared/schemas/consent';

const lifetimeMs = consentLifetimeDays * 24 * 60 * 60 * 1000;

/**
 * The stored record if it is still valid, else undefined (and the dialog shows): it must parse,
 * carry version '1.0' and be at most 365 days old. A timestamp in the future is refused too, as
 * a clock cannot have recorded it.
 */
export function validConsent(stored: unknown, now: number): ConsentRecord | undefined {
  const record = parseConsentRecord(stored);
  if (!record) return undefined;
  const age = now - record.timestamp;
  return age >= 0 && age <= lifetimeMs ? record : undefined;
}

/** A record of the given choices made at `now`. */
export function consentRecord(
  choices: Omit<ConsentChoices, 'necessary'>,
  now: number,
): ConsentRecord {
  return { necessary: true, ...choices, timestamp: now, version: consentVersion };
}

/** Choices of 'Accept All Cookies'. */
export const acceptAllChoices: Readonly<Omit<ConsentChoices, 'necessary'>> = {
  analytics: true,
  preferences: true,
  session: true,
};

/** Choices of 'Reject All (Essential Only)' and of a reset. */
export const essentialOnlyChoices: Readonly<Omit<ConsentChoices, 'necessary'>> = {
  analytics: false,
  preferences: false,
  session: false,
};
