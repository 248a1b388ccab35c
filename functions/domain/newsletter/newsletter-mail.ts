/**
 * The newsletter e-mail of an article: its title, summary and content (the site's markdown
 * pipeline, sanitised as the article page is), as HTML readable in dark mode and with images off
 * (inline styles, system fonts, no remote image: an image in the text becomes its alt text, so
 * nothing is fetched when the mail is opened and no open can be tracked) and as plain text.
 * Links to the site carry `utm_source=newsletter&utm_medium=email&utm_campaign=<send>`.
 *
 * Each recipient gets their own unsubscribe link: {@link newsletterMail} renders the article once
 * and answers a function that adds a recipient's links.
 */
import { articleMarkdownToHtml } from '@functions/domain/articles/article-html';
import type { OutgoingMail } from '@functions/domain/email/email-ports';
import {
  escapeHtml,
  newsletterLinks,
  oneClickUnsubscribe,
  type MailSite,
} from '@functions/domain/email/templates';
import type { MailableArticle } from '@functions/domain/newsletter/sends-ports';
import { articlePath } from '@functions/domain/generation/site-links';

/** What a recipient's copy adds: the address and its signed unsubscribe token. */
export interface Recipient {
  to: string;
  unsubscribeToken: string;
}

const fonts = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** `url` with the newsletter's campaign parameters when it points at the site, else as it is. */
export function withCampaign(site: MailSite, url: string, campaign: string): string {
  const absolute = url.startsWith('/') && !url.startsWith('//') ? `${site.origin}${url}` : url;
  if (!absolute.startsWith(`${site.origin}/`) && absolute !== site.origin) return url;
  const parsed = new URL(absolute);
  parsed.searchParams.set('utm_source', 'newsletter');
  parsed.searchParams.set('utm_medium', 'email');
  parsed.searchParams.set('utm_campaign', campaign);
  return parsed.toString();
}

/** Sanitised HTML made mail-safe: site links tagged, images as their alt text, inline styles. */
export function mailHtml(site: MailSite, html: string, campaign: string): string {
  return html
    .replace(/<img\b[^>]*>/g, (tag) => {
      const alt = /\balt="([^"]*)"/.exec(tag)?.[1];
      return alt ? `[${alt}]` : '';
    })
    .replace(/href="([^"]*)"/g, (_match, href: string) => {
      const decoded = href.replace(/&amp;/g, '&');
      return `href="${escapeHtml(withCampaign(site, decoded, campaign))}" style="color:#2563eb"`;
    })
    .replace(/<p>/g, '<p style="margin:0 0 16px">')
    .replace(/<h3>/g, '<h3 style="margin:24px 0 8px;font-size:18px">');
}

/** Markdown as plain text lines: the words, without the markup. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '[$1]')
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1 ($2)')
    .replace(/[*_`#>]/g, '')
    .trim();
}

/**
 * The article's newsletter for one send (`campaign`: the send's id, in the links) or a test
 * (`test`: the subject says so). The answer makes each recipient's mail.
 */
export function newsletterMail(
  site: MailSite,
  article: MailableArticle,
  options: { campaign: string; test?: boolean },
): (recipient: Recipient) => OutgoingMail {
  const { campaign } = options;
  const articleUrl = withCampaign(site, `${site.origin}${articlePath(article.slug)}`, campaign);
  const subject = `${options.test ? '[Test] ' : ''}${article.title}`;
  const render = (markdown: string) => mailHtml(site, articleMarkdownToHtml(markdown), campaign);
  const keyPoints = article.key_points.filter((point) => point.trim() !== '');
  const bodyHtml = [
    `<h1 style="margin:0 0 12px;font-size:26px;line-height:1.25">${escapeHtml(article.title)}</h1>`,
    article.excerpt
      ? `<div style="font-size:17px;color:#555">${render(article.excerpt)}</div>`
      : '',
    article.image_url && article.image_alt
      ? `<p style="margin:0 0 16px;font-style:italic">[${escapeHtml(article.image_alt)}]</p>`
      : '',
    render(article.introduction),
    keyPoints.length > 0
      ? `<ul style="margin:0 0 16px;padding-left:20px">${keyPoints
          .map((point) => `<li>${render(point).replace(/<\/?p[^>]*>/g, '')}</li>`)
          .join('')}</ul>`
      : '',
    ...article.sections.map(
      (section) =>
        `<h2 style="margin:24px 0 8px;font-size:20px">${escapeHtml(section.title)}</h2>${render(section.content)}`,
    ),
    render(article.conclusion),
    `<p style="margin:24px 0"><a href="${escapeHtml(articleUrl)}" style="color:#2563eb;font-weight:bold">Read it on ${escapeHtml(site.brandName)}</a></p>`,
  ].join('');
  const textBody = [
    article.title,
    '',
    plainText(article.excerpt),
    '',
    plainText(article.introduction),
    ...keyPoints.map((point) => `- ${plainText(point)}`),
    ...article.sections.flatMap((section) => ['', section.title, '', plainText(section.content)]),
    '',
    plainText(article.conclusion),
    '',
    `Read it on ${site.brandName}: ${articleUrl}`,
  ].join('\n');

  return newsletterCopies(site, subject, bodyHtml, textBody);
}

/**
 * Each recipient's copy of a newsletter (an article's or the digest): the body in the house
 * frame (dark-mode aware, system fonts), the subscription footer with the recipient's own
 * unsubscribe link, plain text beside it, and RFC 8058 one-click headers.
 */
export function newsletterCopies(
  site: MailSite,
  subject: string,
  bodyHtml: string,
  textBody: string,
): (recipient: Recipient) => OutgoingMail {
  return ({ to, unsubscribeToken }) => {
    const links = newsletterLinks(site, '', unsubscribeToken);
    const footer = `You receive this because you subscribed to the ${escapeHtml(site.brandName)} newsletter. <a href="${escapeHtml(links.unsubscribe)}" style="color:inherit">Unsubscribe</a>. This e-mail has no tracking pixel.`;
    const html = [
      '<!doctype html><html><head><meta charset="utf-8">',
      '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
      `<title>${escapeHtml(subject)}</title></head>`,
      `<body style="margin:0;padding:0;font-family:${fonts};line-height:1.6;font-size:16px">`,
      '<div style="max-width:640px;margin:0 auto;padding:24px">',
      bodyHtml,
      `<hr style="border:none;border-top:1px solid #8884;margin:32px 0 16px"><p style="font-size:13px;opacity:0.8">${footer}</p>`,
      '</div></body></html>',
    ].join('');
    const text = [
      textBody,
      '',
      '--',
      `You receive this because you subscribed to the ${site.brandName} newsletter.`,
      `Unsubscribe: ${links.unsubscribe}`,
    ].join('\n');
    return {
      to: [to],
      subject,
      text,
      html,
      headers: oneClickUnsubscribe(links.oneClick),
    };
  };
}
