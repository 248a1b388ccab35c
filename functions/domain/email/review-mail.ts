/**
 * The words of the review mails: a draft waits for review (to editors and administrators), was
 * sent back with a note, or was approved (to its author: live now, or when it will be). Each
 * names the item by its title and links to it in the portal.
 */
import type { ReviewNotification } from '@shared/schemas/review-mail';
import type { OutgoingMail } from '@functions/domain/email/email-ports';
import {
  escapeHtml,
  link,
  page,
  utcDateTime,
  type MailSite,
} from '@functions/domain/email/templates';

const kindLabel = { article: 'article', page: 'page' } as const;

/** The mail of one review event to one recipient. */
export function renderReviewNotification(site: MailSite, job: ReviewNotification): OutgoingMail {
  const url = `${site.origin}${job.item.path}`;
  const what = kindLabel[job.item.kind];
  const title = job.item.title;
  const settings = `You get these mails because review emails are on in your account settings (${site.origin}/admin/account).`;
  let subject: string;
  let lines: string[];
  switch (job.event) {
    case 'submitted':
      subject = `Review requested: ${title}`;
      lines = [`${job.author} submitted the ${what} "${title}" for review.`];
      break;
    case 'sent-back':
      subject = `Sent back: ${title}`;
      lines = [`${job.actor} sent your ${what} "${title}" back with this note:`, job.note ?? ''];
      break;
    case 'approved':
      subject = job.publish_at ? `Approved and scheduled: ${title}` : `Approved and live: ${title}`;
      lines = [
        job.publish_at
          ? `${job.actor} approved your ${what} "${title}". It goes live on ${utcDateTime(new Date(job.publish_at))}.`
          : `${job.actor} approved your ${what} "${title}". It is live now.`,
      ];
      break;
  }
  const text = [...lines, '', `Open it in the portal: ${url}`, '', settings].join('\n');
  const html = page(subject, [
    ...lines.map((line) => escapeHtml(line).replace(/\n/g, '<br>')),
    link(url, 'Open it in the portal'),
    `<small>${escapeHtml(settings)}</small>`,
  ]);
  return { to: [job.to], subject, text, html };
}
