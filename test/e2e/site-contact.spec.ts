/**
 * The contact page and form (public-site.md sections 2, 4, 5 and 8; DESIGN.md deviations 1 and 9):
 * every field message, a valid submission stored and confirmed, a failing API keeping the form,
 * the API's field errors under their fields, the honeypot, and the rate limit's own message on
 * the sixth quick submission. Each test sends from its own client address, so the limit counts
 * only what that test sends.
 */
import { expect, test, type Page } from '@playwright/test';
import { interestLabels } from '../../shared/content/interests';
import { contactRateLimitedMessage } from '../../functions/domain/contacts/submit-contact';
import {
  contactFormCopy,
  contactInfo,
  contactSuccessAlert,
  contactToasts,
} from '../../web/app/content/contact';
import { adminApi } from './admin-helpers';
import { baseUrl, hydrated, toasts, unique, useFreshClientIp } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });

const copy = contactFormCopy;

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

function form(page: Page) {
  return page.locator('form').filter({ has: page.getByRole('button', { name: copy.submit }) });
}

async function openContact(page: Page) {
  const ip = await useFreshClientIp(page);
  await page.goto('/contact');
  await hydrated(page);
  return ip;
}

async function fillValid(page: Page, email: string) {
  await field(page, copy.firstName.label).fill('Ada');
  await field(page, copy.lastName.label).fill('Lovelace');
  await field(page, copy.email.label).fill(email);
  await field(page, copy.phone.label).fill('+44 20 7946 0000');
  await field(page, copy.companyName.label).fill('Analytical Engines Ltd');
  await page.getByRole('combobox', { name: copy.interest.label }).click();
  await page.getByRole('option', { name: interestLabels.growth }).click();
  await field(page, copy.message.label).fill('We want to rebuild our partner channel this year.');
}

test('submitting empty shows every field message; each clears once fixed', async ({ page }) => {
  await openContact(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/contact')) sent.push(request.url());
  });

  await page.getByRole('button', { name: copy.submit }).click();

  for (const message of [
    'First name is required',
    'Last name is required',
    'Invalid email address',
    'Company name is required',
    'Please select an area of interest',
    'Please provide some details about your needs',
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, copy.firstName.label)).toHaveAttribute('aria-invalid', 'true');

  await field(page, copy.email.label).fill('not-an-address');
  await field(page, copy.message.label).fill('too short');
  await field(page, copy.firstName.label).fill('Ada');
  await page.getByRole('button', { name: copy.submit }).click();

  await expect(form(page).getByText('First name is required')).toBeHidden();
  await expect(form(page).getByText('Invalid email address')).toBeVisible();
  await expect(form(page).getByText('Please provide some details about your needs')).toBeVisible();
  // Invalid forms are never sent.
  expect(sent).toEqual([]);
});

test('a valid message is stored, confirmed and the form cleared', async ({ page, request }) => {
  await openContact(page);
  const email = `ada.${unique()}@example.com`;
  await fillValid(page, email);
  // Hold the answer a moment to see the submitting state.
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });

  await page.getByRole('button', { name: copy.submit }).click();

  const sending = page.getByRole('button', { name: copy.submitting });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect(page.getByText(contactSuccessAlert.title)).toBeVisible();
  await expect(toasts(page)).toContainText(contactToasts.success.title);
  await expect(toasts(page)).toContainText(contactToasts.success.description);
  await expect(field(page, copy.firstName.label)).toHaveValue('');
  await expect(field(page, copy.message.label)).toHaveValue('');
  await expect(page.getByRole('combobox', { name: copy.interest.label })).toContainText(
    copy.interest.placeholder,
  );

  const { items } = await adminApi<{ items: Record<string, unknown>[] }>(
    request,
    'GET',
    '/api/admin/contacts',
  );
  expect(items.find((item) => item.email === email)).toMatchObject({
    first_name: 'Ada',
    last_name: 'Lovelace',
    company_name: 'Analytical Engines Ltd',
    interest: 'growth',
    phone: '+44 20 7946 0000',
    preferred_date: null,
    status: 'new',
  });
});

test('when the API fails the error toast shows and the form keeps what was typed', async ({
  page,
}) => {
  await openContact(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Boom', requestId: 'r1' } }),
    }),
  );
  await fillValid(page, 'kept@example.com');

  await page.getByRole('button', { name: copy.submit }).click();

  await expect(toasts(page)).toContainText(contactToasts.failure.title);
  await expect(toasts(page)).toContainText(contactToasts.failure.description);
  await expect(page.getByText(contactSuccessAlert.title)).toBeHidden();
  await expect(field(page, copy.email.label)).toHaveValue('kept@example.com');
  await expect(field(page, copy.companyName.label)).toHaveValue('Analytical Engines Ltd');
  await expect(page.getByRole('button', { name: copy.submit })).toBeEnabled();
});

test('a network failure is a failure too, never a success', async ({ page }) => {
  await openContact(page);
  await page.route('**/api/contact', (route) => route.abort());
  await fillValid(page, 'offline@example.com');

  await page.getByRole('button', { name: copy.submit }).click();

  await expect(toasts(page)).toContainText(contactToasts.failure.title);
  await expect(page.getByText(contactSuccessAlert.title)).toBeHidden();
  await expect(field(page, copy.email.label)).toHaveValue('offline@example.com');
});

test("the API's field messages appear under their fields", async ({ page }) => {
  await openContact(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid.',
          fields: { email: 'Email must be 254 characters or fewer' },
          requestId: 'r2',
        },
      }),
    }),
  );
  await fillValid(page, 'long@example.com');

  await page.getByRole('button', { name: copy.submit }).click();

  await expect(form(page).getByText('Email must be 254 characters or fewer')).toBeVisible();
  await expect(field(page, copy.email.label)).toHaveAttribute('aria-invalid', 'true');
});

test('the honeypot is hidden from people, keyboards and autofill', async ({ page }) => {
  await openContact(page);
  const honeypot = form(page).locator('input[name="website"]');

  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width < 0).toBe(true);
});

test('the page promises a reply, lists office hours and opens scheduling in a new tab', async ({
  page,
}) => {
  await openContact(page);

  await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
  for (const line of contactInfo.officeHours) await expect(page.getByText(line)).toBeVisible();
  const schedule = page.getByRole('main').getByRole('link', { name: /30-Minute Call/ });
  await expect(schedule).toHaveAttribute('target', '_blank');
  await expect(schedule).toHaveAttribute('rel', /noopener/);
});

test('the sixth quick submission from one address gets the rate-limit message', async ({
  page,
  request,
}) => {
  const ip = await openContact(page);
  for (let i = 0; i < 5; i += 1) {
    const answer = await request.post(`${baseUrl()}/api/contact`, {
      headers: { 'x-forwarded-for': ip },
      data: {
        firstName: 'Quick',
        lastName: `Sender ${i}`,
        email: `quick.${unique()}@example.com`,
        companyName: 'Rapid Co',
        interest: 'strategy',
        message: 'Sending several messages in a row.',
      },
    });
    expect(answer.status()).toBe(201);
  }
  await fillValid(page, `sixth.${unique()}@example.com`);

  await page.getByRole('button', { name: copy.submit }).click();

  await expect(page.getByTestId('contact-rate-limited')).toContainText(contactRateLimitedMessage);
  await expect(toasts(page)).toContainText(contactRateLimitedMessage);
  await expect(page.getByText(contactSuccessAlert.title)).toBeHidden();
  await expect(field(page, copy.firstName.label)).toHaveValue('Ada');
});
