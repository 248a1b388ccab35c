/**
 * SES's bounce and complaint events (the configuration set's event destination, delivered by
 * EventBridge): a permanent bounce or a complaint suppresses the address, so nothing is sent to
 * it again (deliver-email.ts checks before sending). A transient bounce (a full mailbox) does not.
 * SES's account-level suppression list does the same in AWS; this list also holds in the sandbox
 * and lets the site drop such mails before they cost a send.
 */
import type { SuppressionReason, Suppressions } from '@functions/domain/email/email-ports';

/** The part of an SES event (`detail` of EventBridge's "Email Bounced" / "Email Complaint Received") read here. */
export interface SesFeedback {
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

/** The addresses an event suppresses and why; none for a transient bounce or another event. */
export function suppressedBy(event: SesFeedback): {
  addresses: string[];
  reason?: SuppressionReason;
} {
  const addresses = (list?: { emailAddress?: string }[]) =>
    (list ?? []).flatMap((r) => (r.emailAddress ? [r.emailAddress.trim().toLowerCase()] : []));
  if (event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent')
    return { addresses: addresses(event.bounce.bouncedRecipients), reason: 'bounce' };
  if (event.eventType === 'Complaint')
    return { addresses: addresses(event.complaint?.complainedRecipients), reason: 'complaint' };
  return { addresses: [] };
}

/** Records the suppressions an SES event asks for; resolves to the addresses suppressed. */
export async function applySesFeedback(
  deps: { suppressions: Suppressions; now: () => Date },
  event: SesFeedback,
): Promise<string[]> {
  const { addresses, reason } = suppressedBy(event);
  if (!reason) return [];
  for (const address of addresses) await deps.suppressions.suppress(address, reason, deps.now());
  return addresses;
}
