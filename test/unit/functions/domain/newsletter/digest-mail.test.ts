/**
 * The weekly digest's e-mail: every article of the week with its title, summary and a link to
 * the site tagged with the digest's campaign; dark-mode aware HTML with no image, plain text
 * beside it, and the recipient's own unsubscribe link and one-click headers.
 */
import { describe, expect, it } from 'vitest';
import { oneClickUnsubscribe } from '@functions/domain/email/templates';
import { digestMail } from '@functions/domain/newsletter/digest-mail';
import type { DigestArticle } from '@shared/schemas/newsletter-sends';

const site = { brandName: 'Acme Advisory', origin: 'https://acme.test', staffRecipients: [] };
const article = (n: number, excerpt = `Summary *${n}*.`): DigestArticle => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Article <${n}>`,
  slug: `article-${n}`,
  excerpt,
  published_date: '2026-11-20T10:00:00.000Z',
});
const send = {
  subject: 'This week at Acme Advisory: 2 articles',
  articles: [article(1), article(2, 'See ![a chart](/media/c.png) and [more](/services).')],
  article_count: 2,
  campaign: 'digest-2026-11-23',
};
const recipient = { to: 'reader@example.com', unsubscribeToken: 'tok.en' };
const campaign = 'utm_source=newsletter&utm_medium=email&utm_campaign=digest-2026-11-23';

describe('digestMail', () => {
  it("lists each article's title, summary and tagged link, in HTML and in plain text", () => {
    const mail = digestMail(site, send)(recipient);

    expect(mail.to).toEqual(['reader@example.com']);
    expect(mail.subject).toBe('This week at Acme Advisory: 2 articles');
    for (const n of [1, 2]) {
      expect(mail.html).toContain(`Article &lt;${n}&gt;`);
      expect(mail.html).toContain(
        `https://acme.test/insights/article-${n}?${campaign.replace(/&/g, '&amp;')}`,
      );
      expect(mail.text).toContain(`Article <${n}>`);
      expect(mail.text).toContain(`Read it: https://acme.test/insights/article-${n}?${campaign}`);
    }
    expect(mail.html).toContain('Summary <em>1</em>.');
    expect(mail.text).toContain('Summary 1.');
    // A site link inside a summary is tagged too.
    expect(mail.html).toContain(`https://acme.test/services?${campaign.replace(/&/g, '&amp;')}`);
  });

  it('is readable in dark mode and with images off: no image, system colours', () => {
    const mail = digestMail(site, send)(recipient);

    expect(mail.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail.html).not.toMatch(/<img\b/i);
    expect(mail.html).toContain('[a chart]');
    expect(mail.html).not.toMatch(/background(-color)?:/);
  });

  it("carries the recipient's own unsubscribe link and RFC 8058 one-click headers", () => {
    const mail = digestMail(site, send)(recipient);

    expect(mail.html).toContain('https://acme.test/newsletter/unsubscribe#tok.en');
    expect(mail.text).toContain('Unsubscribe: https://acme.test/newsletter/unsubscribe#tok.en');
    // The RFC 8058 pair itself is the templates' (templates.test.ts): here, with this token.
    expect(mail.headers).toEqual(
      oneClickUnsubscribe('https://acme.test/api/newsletter/unsubscribe?token=tok.en'),
    );
  });

  it('links to the rest on the site when the week had more than the digest lists', () => {
    const mail = digestMail(site, { ...send, article_count: 7 })(recipient);

    expect(mail.html).toContain('5 more on Acme Advisory');
    expect(mail.text).toContain(`5 more: https://acme.test/insights?${campaign}`);
  });
});
