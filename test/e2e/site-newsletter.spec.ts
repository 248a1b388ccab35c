/**
 * The footer's newsletter field (public-site.md section 2; DESIGN.md section 12, deviations 7 and
 * 9): the field error for a bad address, the API's message in place of the form (no toast over the
 * footer), the API's error under the field, and the hidden honeypot.
 */
import { expect, test, type Page } from '@playwright/test';
import { subscribedMessage } from '../../functions/domain/newsletter/subscribe';
import { invalidNewsletterEmailMessage, newsletterMessages } from '../../shared/schemas/newsletter';
import { footerContent } from '../../web/app/content/navigation';
import { hydrated, unique, useFreshClientIp } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });

const copy = footerContent.newsletter;

async function openFooter(page: Page) {
  await useFreshClientIp(page);
  await page.goto('/faq');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: copy.heading })).toBeVisible();
  return footer;
}

test('a bad address gets the field error; a good one the API message in place of the form, no toast', async ({
  page,
}) => {
  const footer = await openFooter(page);
  const field = footer.getByPlaceholder(copy.placeholder);
  await expect(field).toHaveAttribute('type', 'email');

  await field.fill('not-an-address');
  await footer.getByRole('button', { name: copy.button }).click();
  await expect(footer.getByText(invalidNewsletterEmailMessage)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(`reader.${unique()}@example.com`);
  await footer.getByRole('button', { name: copy.button }).click();

  await expect(footer.getByRole('status')).toHaveText(subscribedMessage);
  await expect(field).toBeHidden();
  await expect(footer.getByText(invalidNewsletterEmailMessage)).toBeHidden();
  // It stays: nothing times out, and nothing covers the footer.
  await page.waitForTimeout(4500);
  await expect(footer.getByRole('status')).toHaveText(subscribedMessage);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test("the API's error message shows under the field, which keeps the address", async ({ page }) => {
  const footer = await openFooter(page);
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'rate_limited', message: 'Too many sign-up attempts.', requestId: 'r' },
      }),
    }),
  );

  await footer.getByPlaceholder(copy.placeholder).fill('someone@example.com');
  await footer.getByRole('button', { name: copy.button }).click();

  await expect(footer.getByRole('alert')).toHaveText('Too many sign-up attempts.');
  await expect(footer.getByPlaceholder(copy.placeholder)).toHaveValue('someone@example.com');
});

test('the honeypot is hidden and out of the tab order', async ({ page }) => {
  const footer = await openFooter(page);
  const honeypot = footer.locator('input[name="website"]');

  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
});

test('a bad newsletter link tells the reader to subscribe again, and the page has the field to do it', async ({
  page,
}) => {
  await page.goto('/newsletter/unsubscribe#not-a-real-token');
  await hydrated(page);
  // The page acts only on the reader's press (a mail scanner loading the link changes nothing).
  await page.getByRole('button', { name: 'Unsubscribe' }).click();

  await expect(page.getByRole('main').getByRole('status')).toHaveText(newsletterMessages.notFound);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: copy.heading })).toBeVisible();
  await expect(footer.getByPlaceholder(copy.placeholder)).toBeVisible();
});
