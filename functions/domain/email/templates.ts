/**
 * The words of every e-mail the site sends, one function per kind. Plain text and HTML carry the
 * same content; anything a visitor typed is escaped before it enters the HTML.
 */
import { interestLabel } from '@shared/content/interests';
import { formatLongDate } from '@shared/rules/long-date';
import { temporaryPasswordValidityDays } from '@shared/rules/password-policy';
import { roleLabels } from '@shared/rules/staff-roles';
import type { EmailJob } from '@shared/schemas/email';
import type { OutgoingMail } from '@functions/domain/email/email-ports';
import { renderReviewNotification } from '@functions/domain/email/review-mail';

/** What the templates need to know of the site. */
export interface MailSite {
  brandName: string;
  /** The public origin (`https://example.com`), for links. */
  origin: string;
  /** The staff inbox (contact notifications). */
  staffRecipients: readonly string[];
}

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML body or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEntities[char]!);
}

/** A whole HTML mail: `paragraphs` are HTML already (escape what they quote). */
export function page(title: string, paragraphs: string[]): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><title>',
    escapeHtml(title),
    '</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111">',
    ...paragraphs.map((paragraph) => `<p>${paragraph}</p>`),
    '</body></html>',
  ].join('');
}

export const link = (href: string, text: string) =>
  `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/**
 * The one-click unsubscribe headers of a mail to a subscriber (RFC 8058; Gmail and Yahoo ask them
 * of bulk senders): the address to POST to, and the body that says so.
 */
export function oneClickUnsubscribe(url: string): NonNullable<OutgoingMail['headers']> {
  return [
    { name: 'List-Unsubscribe', value: `<${url}>` },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ];
}

/** Where a newsletter link lands: the token rides in the fragment, so no server log holds it. */
export function newsletterLinks(site: MailSite, confirmToken: string, unsubscribeToken: string) {
  return {
    confirm: `${site.origin}/newsletter/confirm#${confirmToken}`,
    unsubscribe: `${site.origin}/newsletter/unsubscribe#${unsubscribeToken}`,
    // RFC 8058: mail clients post `List-Unsubscribe=One-Click` to this URL, so it carries the
    // token itself and answers without a page or a sign-in.
    oneClick: `${site.origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
  };
}

function contactNotification(
  site: MailSite,
  job: Extract<EmailJob, { kind: 'contact-notification' }>,
): OutgoingMail {
  const { contact } = job;
  const name = `${contact.first_name} ${contact.last_name}`.trim();
  // The submissions list, newest first: this lead is at its top (the list has no per-item page).
  const adminLink = `${site.origin}/admin/contact-submissions`;
  const rows: [string, string][] = [
    ['Name', name],
    ['E-mail', contact.email],
    ['Phone', contact.phone || '-'],
    ['Company', contact.company_name],
    ['Interest', interestLabel(contact.interest)],
    ['Preferred date', contact.preferred_date ?? '-'],
    ['Received', contact.created_at],
  ];
  const subject = `New contact: ${name} (${contact.company_name})`;
  const text = [
    `A new contact submission arrived on ${site.brandName}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    contact.message,
    '',
    `Open it in the admin: ${adminLink}`,
  ].join('\n');
  const html = page(subject, [
    `A new contact submission arrived on ${escapeHtml(site.brandName)}.`,
    rows.map(([label, value]) => `<b>${label}:</b> ${escapeHtml(value)}`).join('<br>'),
    `<b>Message:</b><br>${escapeHtml(contact.message).replace(/\n/g, '<br>')}`,
    link(adminLink, 'Open it in the admin'),
  ]);
  // A reply goes to the lead, not to the no-reply sender.
  return { to: [...site.staffRecipients], subject, text, html, replyTo: [contact.email] };
}

function newsletterConfirmation(
  site: MailSite,
  job: Extract<EmailJob, { kind: 'newsletter-confirmation' }>,
): OutgoingMail {
  const links = newsletterLinks(site, job.confirmToken, job.unsubscribeToken);
  const subject = `Confirm your subscription to the ${site.brandName} newsletter`;
  const text = [
    `Please confirm that you want the ${site.brandName} newsletter at this address:`,
    '',
    links.confirm,
    '',
    'The link works for 48 hours. If you did not ask for it, ignore this e-mail: nothing is sent without your confirmation.',
    '',
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n');
  const html = page(subject, [
    `Please confirm that you want the ${escapeHtml(site.brandName)} newsletter at this address.`,
    link(links.confirm, 'Confirm my subscription'),
    'The link works for 48 hours. If you did not ask for it, ignore this e-mail: nothing is sent without your confirmation.',
    `<small>${link(links.unsubscribe, 'Unsubscribe')}</small>`,
  ]);
  return {
    to: [job.to],
    subject,
    text,
    html,
    headers: oneClickUnsubscribe(links.oneClick),
  };
}

/** What an invitation mail carries beyond its job: made when it is sent (deliver-email.ts). */
export interface InvitationCredentials {
  temporaryPassword: string;
  /** When the temporary password stops working (the pool's validity after it was set). */
  expiresAt: Date;
}

type StaffInvitationJob = Extract<EmailJob, { kind: 'staff-invitation' }>;

/** `date` as 'May 15, 2025 at 09:30 UTC'. */
export const utcDateTime = (date: Date) =>
  `${formatLongDate(date)} at ${date.toISOString().slice(11, 16)} UTC`;

/**
 * The staff invitation: who invited them as what, where to sign in (the portal on the site's
 * public origin), the address and temporary password to sign in with, and when it expires.
 */
export function renderStaffInvitation(
  site: MailSite,
  job: StaffInvitationJob,
  credentials: InvitationCredentials,
): OutgoingMail {
  const signInUrl = `${site.origin}/admin`;
  const role = roleLabels[job.role];
  const who = job.invitedBy ?? 'An administrator';
  const subject = `You're invited to the ${site.brandName} staff portal`;
  const expiry = `The temporary password expires in ${temporaryPasswordValidityDays} days, on ${utcDateTime(credentials.expiresAt)}. After that, ask an administrator to send the invitation again.`;
  const text = [
    `${who} invited you to the ${site.brandName} staff portal as ${role}.`,
    '',
    `Sign in: ${signInUrl}`,
    `E-mail: ${job.to}`,
    `Temporary password: ${credentials.temporaryPassword}`,
    '',
    'You will choose your own password when you first sign in.',
    expiry,
  ].join('\n');
  const html = page(subject, [
    `${escapeHtml(who)} invited you to the ${escapeHtml(site.brandName)} staff portal as <b>${escapeHtml(role)}</b>.`,
    `<b>E-mail:</b> ${escapeHtml(job.to)}<br><b>Temporary password:</b> <code>${escapeHtml(credentials.temporaryPassword)}</code>`,
    link(signInUrl, 'Sign in to the staff portal'),
    'You will choose your own password when you first sign in.',
    escapeHtml(expiry),
  ]);
  return { to: [job.to], subject, text, html };
}

/** Who a job's mail goes to (checked against the suppressions before it is claimed). */
export function recipientsOf(site: MailSite, job: EmailJob): string[] {
  return job.kind === 'contact-notification' ? [...site.staffRecipients] : [job.to];
}

/** The message a job stands for (an invitation needs its credentials: {@link renderStaffInvitation}). */
export function renderEmail(
  site: MailSite,
  job: Exclude<EmailJob, StaffInvitationJob>,
): OutgoingMail {
  switch (job.kind) {
    case 'contact-notification':
      return contactNotification(site, job);
    case 'newsletter-confirmation':
      return newsletterConfirmation(site, job);
    case 'review-notification':
      return renderReviewNotification(site, job);
  }
}
