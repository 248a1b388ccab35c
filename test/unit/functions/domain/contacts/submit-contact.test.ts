import { describe, expect, it } from 'vitest';
import { contactFormSchema, type ContactFormValues } from '@shared/schemas/contact';
import { RateLimitError } from '@functions/domain/errors';
import {
  contactRateLimitedMessage,
  submitContact,
} from '@functions/domain/contacts/submit-contact';
import { InMemoryEmailJobs } from '../email/in-memory-email-jobs';
import { InMemoryRateLimitCounter } from '../rate-limit/in-memory-rate-limit-counter';
import { InMemoryContactStore } from './in-memory-contact-store';

const form: ContactFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines Ltd',
  interest: 'strategy',
  message: 'We would like help with our market entry plan.',
};

function setup(limit = 5) {
  const contacts = new InMemoryContactStore();
  const rateLimits = new InMemoryRateLimitCounter();
  const mail = new InMemoryEmailJobs();
  const failures: unknown[] = [];
  const leads: { kind: string; id: string; attribution: unknown }[] = [];
  let next = 0;
  const deps = {
    contacts,
    rateLimits,
    limit,
    newId: () => `00000000-0000-4000-8000-00000000000${next++}`,
    now: () => new Date('2025-05-13T10:00:00.000Z'),
    mail,
    onEnqueueFailure: (error: unknown) => failures.push(error),
    leads: {
      report: async (kind: string, id: string, attribution: unknown) => {
        leads.push({ kind, id, attribution });
      },
    },
  };
  return { contacts, rateLimits, mail, failures, leads, deps };
}

describe('submitContact', () => {
  it('stores the submission with status new, its time, an empty phone and a null preferred date', async () => {
    const { contacts, deps } = setup();

    const result = await submitContact(deps, contactFormSchema.parse(form), '203.0.113.7');

    expect(result).toEqual({ stored: true, id: '00000000-0000-4000-8000-000000000000' });
    expect(contacts.items.get(result.stored ? result.id : '')).toEqual({
      id: '00000000-0000-4000-8000-000000000000',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      company_name: 'Analytical Engines Ltd',
      interest: 'strategy',
      message: 'We would like help with our market entry plan.',
      preferred_date: null,
      status: 'new',
      created_at: '2025-05-13T10:00:00.000Z',
    });
  });

  it('queues one staff notification keyed by the stored submission', async () => {
    const { contacts, mail, deps } = setup();

    const result = await submitContact(deps, contactFormSchema.parse(form), '203.0.113.7');

    const stored = contacts.items.get(result.stored ? result.id : '');
    expect(mail.jobs).toEqual([
      {
        kind: 'contact-notification',
        key: 'contact-notification#00000000-0000-4000-8000-000000000000',
        contact: stored,
      },
    ]);
  });

  it('keeps the submission and reports it stored when the notification cannot be queued', async () => {
    const { contacts, mail, failures, deps } = setup();
    mail.refuse = true;

    const result = await submitContact(deps, contactFormSchema.parse(form), '203.0.113.7');

    expect(result).toEqual({ stored: true, id: '00000000-0000-4000-8000-000000000000' });
    expect(contacts.items.size).toBe(1);
    expect(failures).toHaveLength(1);
  });

  it('keeps a phone number and a preferred date when given', async () => {
    const { contacts, deps } = setup();

    await submitContact(
      deps,
      contactFormSchema.parse({ ...form, phone: '+1 555 0100', preferredDate: '2025-06-01' }),
      '203.0.113.7',
    );

    const [stored] = contacts.items.values();
    expect(stored).toMatchObject({ phone: '+1 555 0100', preferred_date: '2025-06-01' });
  });

  it('accepts a filled honeypot without storing or counting anything', async () => {
    const { contacts, rateLimits, deps } = setup();

    const result = await submitContact(
      deps,
      contactFormSchema.parse({ ...form, website: 'spam.example' }),
      '203.0.113.7',
    );

    expect(result).toEqual({ stored: false });
    expect(contacts.items.size).toBe(0);
    expect(deps.mail.jobs).toHaveLength(0);
    expect(rateLimits.counts.size).toBe(0);
  });

  it('refuses the submission after the limit with a clear message and stores nothing for it', async () => {
    const { contacts, deps } = setup(5);
    const parsed = contactFormSchema.parse(form);
    for (let i = 0; i < 5; i += 1) await submitContact(deps, parsed, '203.0.113.7');

    const sixth = submitContact(deps, parsed, '203.0.113.7');

    await expect(sixth).rejects.toBeInstanceOf(RateLimitError);
    await expect(sixth).rejects.toThrow(contactRateLimitedMessage);
    expect(contacts.items.size).toBe(5);
  });
});
