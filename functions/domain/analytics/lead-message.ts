/**
 * A stored lead (a contact submission, a confirmed subscription) as an analytics message: its id
 * is the lead's own, so a lead counts once however often it is reported.
 */
import type { Attribution, LeadKind } from '@shared/schemas/analytics';
import type { AnalyticsMessage } from '@shared/schemas/analytics-queue';

/** The message that counts lead `leadId` of `kind`, made at `at`. */
export function leadMessage(
  kind: LeadKind,
  leadId: string,
  attribution: Attribution | undefined,
  fallbackPath: string,
  at: Date,
): AnalyticsMessage {
  return {
    id: `lead#${kind}#${leadId}`,
    events: [
      {
        type: 'lead',
        kind,
        path: attribution?.sourcePath ?? fallbackPath,
        ...(attribution ? { attribution } : {}),
        at: at.toISOString(),
      },
    ],
  };
}
