/**
 * A newsletter end to end: two readers subscribe and confirm through the public API (their
 * confirmation links read from the mailbox's store); in the article editor the admin sends a
 * test to themselves, then the article to the subscribers, and follows the send on
 * /admin/newsletters; a reader's message, opened on the sandbox's mailbox page, links to the
 * article and unsubscribes.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { isAllowedCategory } from '../../shared/content/categories';
import type { ArticleRecord } from '../../shared/schemas/article';
import type { AuthorListResponse } from '../../shared/schemas/author';
import type { CategoryListResponse } from '../../shared/schemas/category';
import { newsletterMessages } from '../../shared/schemas/newsletter';
import type { NewsletterSendList } from '../../shared/schemas/newsletter-sends';
import { adminApi, adminEmail, baseUrl, openSignedIn, unique } from './admin-helpers';
import { freshClientIp } from './site-helpers';

interface StoredMail {
  messageId: string;
  subject: string;
  destination: { to: string[] };
  body: { text?: string; html?: string };
}

const mailbox = () => process.env.MAILBOX_URL!;

async function mails(): Promise<StoredMail[]> {
  const store = (await (await fetch(new URL('store', mailbox()))).json()) as {
    emails: StoredMail[];
  };
  return store.emails;
}

/** The one mail with this subject to this address, once the mailbox has it. */
async function mailTo(address: string, subject: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails()).find(
          (mail) => mail.subject === subject && mail.destination.to.includes(address),
        );
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** Signs `email` up through the public API and confirms it with its mail's link. */
async function subscribeAndConfirm(request: APIRequestContext, email: string) {
  const signUp = await request.post(`${baseUrl()}/api/newsletter`, {
    data: { email },
    headers: { 'x-forwarded-for': freshClientIp() },
  });
  expect(signUp.status()).toBe(200);
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mails()).find(
          (m) => m.subject.startsWith('Confirm') && m.destination.to.includes(email),
        );
        token = /\/newsletter\/confirm#([A-Za-z0-9_.-]+)/.exec(mail?.body.text ?? '')?.[1];
        return token !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const confirmed = await request.post(`${baseUrl()}/api/newsletter/confirm`, {
    data: { token },
  });
  expect(confirmed.status()).toBe(200);
}

async function publishedArticle(request: APIRequestContext, title: string) {
  const authors = await adminApi<AuthorListResponse>(request, 'GET', '/api/admin/authors');
  const categories = await adminApi<CategoryListResponse>(request, 'GET', '/api/admin/categories');
  return adminApi<ArticleRecord>(request, 'POST', '/api/admin/articles', {
    title,
    slug: '',
    // Its own description: the quality gate holds an article sharing another's.
    excerpt: `Why pricing holds when demand falls (${title}).`,
    author_id: authors.items[0]!.id,
    category_id: (
      categories.items.find((category) => isAllowedCategory(category.name)) ?? categories.items[0]!
    ).id,
    introduction: 'Start with **your best customers**.',
    key_points: ['Value first'],
    sections: [{ title: 'Where to start', content: 'With the customers who stay.' }],
    conclusion: 'Hold the line.',
    image_url: '',
    is_published: true,
  });
}

/**
 * The link named `name` in a mail, opened on the mailbox page in its HTML view, as a URL on this
 * sandbox: mails link to the site's public origin as the build baked it (`localhost:3000` in a
 * local build), while each e2e sandbox listens on a port of its own.
 */
async function linkInMailbox(page: Page, mail: StoredMail, name: string | RegExp): Promise<URL> {
  const entry = page
    .locator('.email-inner')
    .filter({ has: page.locator(`[id="${mail.messageId}-html"]`) });
  await entry.getByRole('button', { name: 'Toggle HTML view' }).click();
  const link = page
    .frameLocator(`[id="${mail.messageId}-html-iframe"]`)
    .getByRole('link', { name });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href'))!);
  return new URL(`${href.pathname}${href.search}${href.hash}`, baseUrl());
}

test('a test to oneself, the send to subscribers, its progress, and a reader following and unsubscribing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const title = `Newsletter Memo ${id}`;
  const readers = [`reader-a-${id}@example.com`, `reader-b-${id}@example.com`];
  for (const reader of readers) await subscribeAndConfirm(request, reader);
  const article = await publishedArticle(request, title);

  await openSignedIn(page, `/admin/articles/edit/${article.id}`);
  const panel = page.getByRole('region', { name: 'Send as newsletter' });
  await panel.getByRole('button', { name: 'Send test to me' }).click();
  await mailTo(adminEmail().toLowerCase(), `[Test] ${title}`);
  // Tested: the send goes at once, with no "send without a test?" question.
  await panel.getByRole('button', { name: 'Send to subscribers' }).click();
  await expect(panel.getByText('Queued.')).toBeVisible();
  await panel.getByRole('link', { name: 'Follow it in Newsletters' }).click();

  await expect(page).toHaveURL(/\/admin\/newsletters$/);
  const row = page.getByTestId('newsletter-send').filter({ hasText: title });
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  const sends = await adminApi<NewsletterSendList>(request, 'GET', '/api/admin/newsletters/sends');
  const send = sends.items.find(
    (item) => item.kind === 'article' && item.article_id === article.id,
  )!;
  // Every confirmed subscriber of this sandbox, ours among them; nobody suppressed.
  expect(send.total).toBeGreaterThanOrEqual(readers.length);
  await expect(row.getByTestId('send-progress')).toHaveText(`${send.total} sent of ${send.total}`);
  for (const reader of readers) await mailTo(reader, title);

  const mail = await mailTo(readers[0]!, title);
  await page.goto(mailbox());
  const articleLink = await linkInMailbox(page, mail, /^Read it on /);
  expect(articleLink.pathname).toBe(`/insights/${article.slug}`);
  expect(articleLink.searchParams.get('utm_source')).toBe('newsletter');
  // The render on publish may still be writing the page: read it again until it is there.
  await expect
    .poll(async () => (await page.goto(articleLink.href))?.status(), { timeout: 30_000 })
    .toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goto(mailbox());
  const unsubscribe = await linkInMailbox(page, mail, 'Unsubscribe');
  await page.goto(unsubscribe.href);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    newsletterMessages.unsubscribed,
  );
  await page.goto(`${baseUrl()}/admin/newsletters`);
  await expect(
    row.getByText('Unsubscribed').locator('xpath=..').getByRole('definition'),
  ).toHaveText('1');
});
