import { describe, expect, it } from 'vitest';
import type { ContactRecord } from '@shared/schemas/contact';
import { renderEmail, renderStaffInvitation } from '@functions/domain/email/templates';

const site = {
  brandName: 'Acme',
  origin: 'https://acme.test',
  staffRecipients: ['staff@acme.test'],
};

describe('renderEmail', () => {
  it('gives the newsletter confirmation its links and the one-click unsubscribe headers', () => {
    const mail = renderEmail(site, {
      kind: 'newsletter-confirmation',
      key: 'k',
      to: 'ada@example.com',
      confirmToken: 'conf.mac',
      unsubscribeToken: 'unsub.mac',
      expiresAt: '2025-05-15T10:00:00.000Z',
    });

    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.text).toContain('https://acme.test/newsletter/confirm#conf.mac');
    expect(mail.html).toContain('href="https://acme.test/newsletter/unsubscribe#unsub.mac"');
    expect(mail.headers).toEqual([
      {
        name: 'List-Unsubscribe',
        value: '<https://acme.test/api/newsletter/unsubscribe?token=unsub.mac>',
      },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('notifies the staff inbox of a lead, escaping what the visitor typed, with a link to the admin', () => {
    const contact: ContactRecord = {
      id: '00000000-0000-4000-8000-000000000001',
      first_name: 'Ada',
      last_name: '<b>Lovelace</b>',
      email: 'ada@example.com',
      phone: '',
      company_name: 'Engines & Co',
      interest: 'strategy',
      message: 'Hello <script>alert(1)</script>',
      preferred_date: null,
      status: 'new',
      created_at: '2025-05-13T10:00:00.000Z',
    };

    const mail = renderEmail(site, { kind: 'contact-notification', key: 'k', contact });

    expect(mail.to).toEqual(['staff@acme.test']);
    expect(mail.replyTo).toEqual(['ada@example.com']);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('Engines &amp; Co');
    expect(mail.text).toContain('https://acme.test/admin/contact-submissions');
  });
});

describe('renderStaffInvitation', () => {
  it('says who invited whom as what, where to sign in, the password and when it expires', () => {
    const mail = renderStaffInvitation(
      site,
      {
        kind: 'staff-invitation',
        key: 'k',
        to: 'new@acme.test',
        role: 'contributor',
        invitedBy: 'boss@acme.test',
      },
      { temporaryPassword: 'Tmp<Pass>123!', expiresAt: new Date('2025-05-16T10:00:00.000Z') },
    );

    expect(mail.to).toEqual(['new@acme.test']);
    expect(mail.subject).toBe("You're invited to the Acme staff portal");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('boss@acme.test invited you to the Acme staff portal as');
      expect(body).toContain('Contributor');
      expect(body).toContain('expires in 3 days, on May 16, 2025 at 10:00 UTC');
    }
    expect(mail.text).toContain('Sign in: https://acme.test/admin');
    expect(mail.text).toContain('Temporary password: Tmp<Pass>123!');
    expect(mail.html).toContain('href="https://acme.test/admin"');
    expect(mail.html).toContain('<code>Tmp&lt;Pass&gt;123!</code>');
  });
});
