/**
 * Newsletter double opt-in end to end: subscribe in the footer, open the confirmation
 * mail in the sandbox's mailbox (the SES emulator's page), confirm from its link, see the address
 * confirmed in /admin/subscribers, then unsubscribe from the mail's link (twice: same answer).
 * Opening a link does nothing until the person presses the page's button: mail scanners open
 * every link of a mail.
 *
 * The mail's links carry the site's public origin, as the build knows it; the sandbox under test
 * listens on another port, so the spec follows each link's path and fragment on the sandbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { newsletterMessages } from '../../shared/schemas/newsletter';
import { footerContent } from '../../web/app/content/navigation';
import { expectNoSeriousA11yViolations } from './axe';
import { openSignedIn, signIn } from './admin-helpers';
import { adminApi } from './admin-helpers';
import { baseUrl, hydrated, toasts, unique, useFreshClientIp } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });

/** The link after `label` in the text view of the newest mail to `address`, on the sandbox. */
async function linkFromMailbox(page: Page, address: string, path: string): Promise<string> {
  await page.goto(process.env.MAILBOX_URL!);
  const mail = page
    .locator('.email')
    .filter({ hasText: `To: ${address}` })
    .first();
  await expect(mail).toContainText('Confirm your subscription');
  await mail.getByRole('button', { name: 'Toggle text view' }).click();
  const text = await mail.locator('.email-text').innerText();
  const link = new RegExp(`https?://[^\\s]+(${path}#[^\\s]+)`).exec(text)?.[1];
  if (!link) throw new Error(`No ${path} link in the mail:\n${text}`);
  return `${baseUrl()}${link}`;
}

test('subscribe, confirm from the mailbox, see it in the admin, unsubscribe from the mail', async ({
  page,
}) => {
  const address = `opt-in.${unique()}@example.com`;
  await useFreshClientIp(page);
  await page.goto('/faq');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByPlaceholder(footerContent.newsletter.placeholder).fill(address);
  await footer.getByRole('button', { name: footerContent.newsletter.button }).click();
  await expect(footer.getByRole('status')).toContainText('confirm your address');

  await page.goto(await linkFromMailbox(page, address, '/newsletter/confirm'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(newsletterMessages.confirmed);
  await expectNoSeriousA11yViolations(page);

  await signIn(page);
  await page.getByRole('link', { name: 'Subscribers' }).click();
  await page.getByLabel('Search').fill(address);
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toContainText('Confirmed');

  const unsubscribe = await linkFromMailbox(page, address, '/newsletter/unsubscribe');
  for (let i = 0; i < 2; i += 1) {
    // A fresh load each time: the same address again would only move to the fragment.
    await page.goto('about:blank');
    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(newsletterMessages.unsubscribed);
  }
});

test('a mail scanner opening the links changes nothing; only the buttons act', async ({ page }) => {
  const address = `scanned.${unique()}@example.com`;
  const answer = await page.request.post(`${baseUrl()}/api/newsletter`, {
    data: { email: address },
    headers: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.7` },
  });
  expect(answer.status()).toBe(200);
  const confirm = await linkFromMailbox(page, address, '/newsletter/confirm');
  const unsubscribe = await linkFromMailbox(page, address, '/newsletter/unsubscribe');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/newsletter/')) {
      posts.push(request.url());
    }
  });

  // The scanner: both links opened, the pages run to the end, no button pressed.
  for (const [link, button] of [
    [confirm, 'Confirm subscription'],
    [unsubscribe, 'Unsubscribe'],
  ] as const) {
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(posts).toEqual([]);
  // As stored: still pending (and created once: a second sign-up would have replaced the link).
  const stored = await adminApi<{ items: { email: string; status: string; created_at: string }[] }>(
    page.request,
    'GET',
    `/api/admin/subscribers?q=${encodeURIComponent(address)}`,
  );
  expect(stored.items.map(({ email, status }) => ({ email, status }))).toEqual([
    { email: address, status: 'pending' },
  ]);

  // The person: the confirmation is still the first one (the scanner confirmed nothing), and the
  // address is still subscribed until they press Unsubscribe (the scanner removed nothing).
  await page.goto(confirm);
  const confirmation = page.waitForResponse((response) =>
    response.url().endsWith('/api/newsletter/confirm'),
  );
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  // The API's own answer first, so a failure names what the server said and to which token.
  const confirmed = await confirmation;
  expect(
    confirmed.status(),
    `${await confirmed.text()} for ${confirmed.request().postData() ?? ''} (mail: ${confirm})`,
  ).toBe(200);
  await expect(page.getByRole('status')).toHaveText(newsletterMessages.confirmed);
  await page.goto(unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText(newsletterMessages.unsubscribed);
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(newsletterMessages.notFound);
  expect(posts).toHaveLength(3);
});

test('the subscribers admin (no serious axe violation) deletes a subscriber after a confirmation', async ({
  page,
}) => {
  const address = `to-delete.${unique()}@example.com`;
  const answer = await page.request.post(`${baseUrl()}/api/newsletter`, {
    data: { email: address },
    headers: {
      'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(answer.status()).toBe(200);

  await openSignedIn(page, '/admin/subscribers');
  await page.getByLabel('Search').fill(address);
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toContainText('Pending');
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('button', { name: `Delete subscriber ${address}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();

  await expect(toasts(page)).toContainText('Subscriber deleted');
  await expect(row).toHaveCount(0);
});

test('the subscribers list keeps its state filter, search and page in the URL, and clears them', async ({
  page,
}) => {
  const token = unique();
  const addresses = ['first', 'second'].map((name) => `walk.${name}.${token}@example.com`);
  for (const email of addresses) {
    const answer = await page.request.post(`${baseUrl()}/api/newsletter`, {
      data: { email },
      headers: { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 250)}.7` },
    });
    expect(answer.status()).toBe(200);
  }
  const row = (email: string) => page.getByRole('row').filter({ hasText: email });

  await openSignedIn(page, `/admin/subscribers?status=pending&limit=1&q=${token}`);
  // Newest first, one a page.
  await expect(row(addresses[1]!)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(row(addresses[0]!)).toBeVisible();
  await expect(page).toHaveURL(/[?&]after=/);
  await page.reload();
  await expect(row(addresses[0]!)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Pending');
  await expect(page.getByText('Page 2')).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: /^Confirmed/ }).click();
  await expect(page.getByText('No subscribers match.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search subscribers' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('All statuses');
});
