import { describe, expect, it } from 'vitest';
import type { EmailJob } from '@shared/schemas/email';
import { deliverEmail } from '@functions/domain/email/deliver-email';
import type { OutgoingMail, SuppressionReason } from '@functions/domain/email/email-ports';

function setup() {
  const sent: OutgoingMail[] = [];
  const claims = new Set<string>();
  const suppressed = new Map<string, SuppressionReason>();
  let failNext = false;
  // The invited accounts and the temporary password each holds (undefined: chose their own).
  const accounts = new Map<string, string | undefined>();
  let issued = 0;
  const taken: { count: number; perSecond: number; sentBefore: number }[] = [];
  const deps = {
    sender: {
      async send(mail: OutgoingMail) {
        if (failNext) {
          failNext = false;
          throw new Error('SES unavailable');
        }
        sent.push(mail);
      },
    },
    markers: {
      async claim(key: string) {
        if (claims.has(key)) return false;
        claims.add(key);
        return true;
      },
      async release(key: string) {
        claims.delete(key);
      },
    },
    suppressions: {
      async suppressedOf(addresses: readonly string[]) {
        return new Set(addresses.filter((address) => suppressed.has(address.toLowerCase())));
      },
      async suppress(address: string, reason: SuppressionReason) {
        suppressed.set(address, reason);
      },
    },
    passwords: {
      async issue(address: string) {
        if (!accounts.has(address) || accounts.get(address) === 'own') return undefined;
        issued += 1;
        const password = `Temp-Pass-${issued}!`;
        accounts.set(address, password);
        return password;
      },
    },
    // Each take of the shared rate, with the number of mails sent so far when it was made.
    rate: {
      async take(count: number, perSecond: number) {
        taken.push({ count, perSecond, sentBefore: sent.length });
      },
    },
    ratePerSecond: 14,
    site: { brandName: 'Acme', origin: 'https://acme.test', staffRecipients: ['staff@acme.test'] },
    now: () => new Date('2025-05-13T10:00:00.000Z'),
  };
  return {
    deps,
    sent,
    taken,
    claims,
    suppressed,
    accounts,
    failOnce: () => (failNext = true),
  };
}

const job: EmailJob = {
  kind: 'newsletter-confirmation',
  key: 'newsletter-confirmation#link-1',
  to: 'ada@example.com',
  confirmToken: 'c.t',
  unsubscribeToken: 'u.t',
  expiresAt: '2025-05-15T10:00:00.000Z',
};

describe('deliverEmail', () => {
  it('sends a job once however often it is delivered', async () => {
    const { deps, sent } = setup();

    const outcomes = [await deliverEmail(deps, job), await deliverEmail(deps, job)];

    expect(outcomes).toEqual(['sent', 'duplicate']);
    expect(sent).toHaveLength(1);
  });

  it('takes its share of the stage send rate before sending, and none for a duplicate', async () => {
    const { deps, sent, taken } = setup();

    await deliverEmail(deps, job);
    await deliverEmail(deps, job);

    expect(sent).toHaveLength(1);
    expect(taken).toEqual([{ count: 1, perSecond: 14, sentBefore: 0 }]);
  });

  it('gives the claim back when the send fails, so the retry sends', async () => {
    const { deps, sent, failOnce } = setup();
    failOnce();

    await expect(deliverEmail(deps, job)).rejects.toThrow('SES unavailable');
    const retried = await deliverEmail(deps, job);

    expect(retried).toBe('sent');
    expect(sent).toHaveLength(1);
  });

  it('sends nothing to a suppressed address and keeps no claim', async () => {
    const { deps, sent, claims, suppressed } = setup();
    suppressed.set('ada@example.com', 'bounce');

    const outcome = await deliverEmail(deps, job);

    expect(outcome).toBe('suppressed');
    expect(sent).toHaveLength(0);
    expect(claims.size).toBe(0);
  });
});

describe('deliverEmail of a staff invitation', () => {
  const invitation: EmailJob = {
    kind: 'staff-invitation',
    key: 'staff-invitation#new@acme.test#1',
    to: 'new@acme.test',
    role: 'contributor',
    invitedBy: 'boss@acme.test',
  };

  it('sets the temporary password once per claim and mails the one the account holds', async () => {
    const { deps, sent, accounts } = setup();
    accounts.set('new@acme.test', 'made-by-cognito');

    const outcomes = [await deliverEmail(deps, invitation), await deliverEmail(deps, invitation)];

    expect(outcomes).toEqual(['sent', 'duplicate']);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(`Temporary password: ${accounts.get('new@acme.test')}`);
  });

  it('mails the password of the retry after a failed send: the earlier one reached no one', async () => {
    const { deps, sent, accounts, failOnce } = setup();
    accounts.set('new@acme.test', 'made-by-cognito');
    failOnce();

    await expect(deliverEmail(deps, invitation)).rejects.toThrow('SES unavailable');
    const retried = await deliverEmail(deps, invitation);

    expect(retried).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(accounts.get('new@acme.test')).toBe('Temp-Pass-2!');
    expect(sent[0]?.text).toContain('Temp-Pass-2!');
  });

  it('sends nothing for an account that is gone or has chosen its own password', async () => {
    const { deps, sent, accounts } = setup();
    accounts.set('new@acme.test', 'own');

    const outcome = await deliverEmail(deps, invitation);

    expect(outcome).toBe('not-invited');
    expect(sent).toHaveLength(0);
    expect(accounts.get('new@acme.test')).toBe('own');
  });
});
