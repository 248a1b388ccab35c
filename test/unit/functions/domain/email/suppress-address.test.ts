import { describe, expect, it } from 'vitest';
import { applySesFeedback } from '@functions/domain/email/suppress-address';
import type { SuppressionReason } from '@functions/domain/email/email-ports';

function setup() {
  const suppressed = new Map<string, SuppressionReason>();
  const deps = {
    suppressions: {
      suppressedOf: async (addresses: readonly string[]) =>
        new Set(addresses.filter((address) => suppressed.has(address))),
      suppress: async (address: string, reason: SuppressionReason) => {
        suppressed.set(address, reason);
      },
    },
    now: () => new Date(),
  };
  return { deps, suppressed };
}

describe('applySesFeedback', () => {
  it('suppresses the recipients of a permanent bounce and of a complaint', async () => {
    const { deps, suppressed } = setup();

    await applySesFeedback(deps, {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bouncedRecipients: [{ emailAddress: 'Gone@Example.com' }],
      },
    });
    await applySesFeedback(deps, {
      eventType: 'Complaint',
      complaint: { complainedRecipients: [{ emailAddress: 'angry@example.com' }] },
    });

    expect([...suppressed]).toEqual([
      ['gone@example.com', 'bounce'],
      ['angry@example.com', 'complaint'],
    ]);
  });

  it('leaves a transient bounce (a full mailbox) and a delivery alone', async () => {
    const { deps, suppressed } = setup();

    await applySesFeedback(deps, {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Transient',
        bouncedRecipients: [{ emailAddress: 'full@example.com' }],
      },
    });
    await applySesFeedback(deps, { eventType: 'Delivery' });

    expect(suppressed.size).toBe(0);
  });
});
