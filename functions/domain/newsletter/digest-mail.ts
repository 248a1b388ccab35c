/**
 * The weekly digest's e-mail: the week's articles, newest first, each with its title (linked),
 * its summary and a "Read it" link, all tagged with the digest's campaign as every newsletter
 * link to the site is; in the same frame as an article's newsletter (readable in dark mode, no
 * image at all, plain text beside it, the recipient's own unsubscribe link).
 */
import { articleMarkdownToHtml } from '@functions/domain/articles/article-html';
import type { OutgoingMail } from '@functions/domain/email/email-ports';
import { escapeHtml, type MailSite } from '@functions/domain/email/templates';
import {
  mailHtml,
  newsletterCopies,
  plainText,
  withCampaign,
  type Recipient,
} from '@functions/domain/newsletter/newsletter-mail';
import type { DigestSend } from '@shared/schemas/newsletter-sends';
import { articlePath } from '@functions/domain/generation/site-links';

const linkStyle = 'color:#2563eb';

/** The digest of one send; the answer makes each recipient's mail. */
export function digestMail(
  site: MailSite,
  send: Pick<DigestSend, 'subject' | 'articles' | 'article_count' | 'campaign'>,
): (recipient: Recipient) => OutgoingMail {
  const link = (path: string) => withCampaign(site, `${site.origin}${path}`, send.campaign);
  const more = send.article_count - send.articles.length;
  const insights = link('/insights');
  const entriesHtml = send.articles.map((article) => {
    const url = escapeHtml(link(articlePath(article.slug)));
    const summary = article.excerpt
      ? mailHtml(site, articleMarkdownToHtml(article.excerpt), send.campaign)
      : '';
    return [
      '<div style="margin:0 0 28px">',
      `<h2 style="margin:0 0 6px;font-size:20px;line-height:1.3"><a href="${url}" style="${linkStyle};text-decoration:none">${escapeHtml(article.title)}</a></h2>`,
      summary,
      `<p style="margin:0"><a href="${url}" style="${linkStyle}">Read it on ${escapeHtml(site.brandName)}</a></p>`,
      '</div>',
    ].join('');
  });
  const bodyHtml = [
    `<h1 style="margin:0 0 20px;font-size:26px;line-height:1.25">${escapeHtml(send.subject)}</h1>`,
    ...entriesHtml,
    more > 0
      ? `<p style="margin:0 0 16px"><a href="${escapeHtml(insights)}" style="${linkStyle}">${more} more on ${escapeHtml(site.brandName)}</a></p>`
      : '',
  ].join('');
  const textBody = [
    send.subject,
    ...send.articles.flatMap((article) => [
      '',
      article.title,
      ...(article.excerpt ? [plainText(article.excerpt)] : []),
      `Read it: ${link(articlePath(article.slug))}`,
    ]),
    ...(more > 0 ? ['', `${more} more: ${insights}`] : []),
  ].join('\n');
  return newsletterCopies(site, send.subject, bodyHtml, textBody);
}
