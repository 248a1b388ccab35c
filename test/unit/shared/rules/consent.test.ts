import { describe, expect, it } from 'vitest';
import {
  acceptAllChoices,
  consentRecord,
  essentialOnlyChoices,
  validConsent,
} from '@shared/rules/consent';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 4, 15);

describe('validConsent', () => {
  it('keeps a record of version 1.0 up to 365 days old', () => {
    const record = consentRecord(acceptAllChoices, now - 365 * day);

    expect(validConsent(record, now)).toEqual(record);
  });

  it('refuses a record older than 365 days', () => {
    const record = consentRecord(acceptAllChoices, now - 365 * day - 1);

    expect(validConsent(record, now)).toBeUndefined();
  });

  it('refuses another version, a malformed record and a future timestamp', () => {
    const record = consentRecord(essentialOnlyChoices, now);

    expect(validConsent({ ...record, version: '2.0' }, now)).toBeUndefined();
    expect(validConsent('yes', now)).toBeUndefined();
    expect(validConsent(null, now)).toBeUndefined();
    expect(validConsent(consentRecord(essentialOnlyChoices, now + day), now)).toBeUndefined();
  });
});

describe('consentRecord', () => {
  it('always marks necessary cookies as accepted and stamps version and time', () => {
    expect(consentRecord(essentialOnlyChoices, now)).toEqual({
      necessary: true,
      analytics: false,
      preferences: false,
      session: false,
      timestamp: now,
      version: '1.0',
    });
  });
});
