/**
 * Admin sign-in, sign-up and the session guard (admin-portal.md sections 2, 4 and 6; DESIGN.md
 * section 6): allow-listed sign-up works end to end, other addresses are refused at sign-up, every /admin/*
 * route sends a signed-out visitor to /admin, and Sign Out ends the session.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { baseUrl, signUp, signInThroughForm, strongPassword, unique } from './admin-helpers';

const guardedRoutes = [
  '/admin/dashboard',
  '/admin/articles',
  '/admin/articles/new',
  '/admin/articles/edit/00000000-0000-4000-8000-000000000001',
  '/admin/articles/batch-generator',
  '/admin/contact-submissions',
  '/admin/authors',
  '/admin/authors/new',
  '/admin/authors/edit/00000000-0000-4000-8000-000000000001',
  '/admin/categories',
  '/admin/categories/new',
  '/admin/programmatic-pages',
  '/admin/settings',
  '/admin/no-such-screen',
];

test('every admin route sends a signed-out visitor to the sign-in screen', async ({ page }) => {
  for (const path of guardedRoutes) {
    await page.goto(`${baseUrl()}${path}`);

    await expect(page, path).toHaveURL(`${baseUrl()}/admin`);
    await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  }
});

test('the sign-in screen has Sign In and Sign Up tabs and no serious axe violation', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/admin`);

  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign In' }).getByLabel('Email')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a wrong password gives the Sign in failed toast with the provider message', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/admin`);
  const form = page.getByRole('form', { name: 'Sign In' });

  await form.getByLabel('Email').fill(process.env.ADMIN_EMAIL as string);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();

  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl()}/admin`);
});

test('a failed sign-in toast does not follow the user onto the dashboard once sign-in succeeds', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/admin`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(process.env.ADMIN_EMAIL as string);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  const failed = page.locator('[data-sonner-toast][data-removed="false"]', {
    hasText: 'Sign in failed',
  });
  await expect(failed).toBeVisible();
  // The pointer rests on the toast, which pauses its timer: only a dismissal can remove it.
  await failed.hover();

  await form.getByLabel('Password').fill(process.env.ADMIN_PASSWORD as string);
  await form.getByLabel('Password').press('Enter');

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(failed).toHaveCount(0);
});

test('an allow-listed address signs up, confirms, signs in and signs out', async ({ page }) => {
  const email = `e2e-${unique()}@staff.example.com`;
  await signUp(page, email);

  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText('Total Articles')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByText('Signed out')).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl()}/admin`);
  await page.goto(`${baseUrl()}/admin/dashboard`);
  await expect(page).toHaveURL(`${baseUrl()}/admin`);

  await signInThroughForm(page, email, strongPassword);
  await expect(page.getByText(email).first()).toBeVisible();
});

test('an address off the allow-list is refused at sign-up with the allow-list message', async ({
  page,
}) => {
  const email = `someone-${unique()}@elsewhere.example`;
  await page.goto(`${baseUrl()}/admin`);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(strongPassword);
  await form.getByRole('button', { name: 'Sign Up' }).click();

  // The sandbox runs the pre sign-up rule of the AWS pool (shared/rules/admin-allow-list.ts).
  await expect(page.getByText('Sign up failed')).toBeVisible();
  await expect(page.getByText('Sign-up is limited to staff e-mail addresses')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail' })).toHaveCount(0);
});

test('a password off the pool policy is refused by the sign-up form, before any request', async ({
  page,
}) => {
  let signUpRequested = false;
  page.on('request', (request) => {
    if (request.url().includes('/__cognito')) signUpRequested = true;
  });
  await page.goto(`${baseUrl()}/admin`);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await expect(form.getByText('Use at least 12 characters')).toBeVisible();
  await form.getByLabel('Email').fill(`e2e-${unique()}@staff.example.com`);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page.getByText('Sign up failed')).toBeVisible();
  await expect(page.getByText('Password not long enough')).toBeVisible();
  expect(signUpRequested).toBe(false);
});

test('public pages download no admin code, Cognito library or CSV parser', async ({ page }) => {
  // The addresses, read again once the walk is over: a response's body is gone once its page
  // is navigated away from, and reading it in the listener raced the next page.
  const scriptUrls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptUrls.add(request.url());
  });

  for (const path of ['/', '/about', '/insights', '/contact']) {
    await page.goto(`${baseUrl()}${path}`);
    await page.waitForLoadState('networkidle');
  }

  expect(scriptUrls.size).toBeGreaterThan(0);
  const scripts = await Promise.all(
    [...scriptUrls].map(async (url) => (await page.request.get(url)).text()),
  );
  for (const marker of [
    'CognitoIdentityServiceProvider', // the Cognito library and the session module
    'Unable to auto-detect delimiting character', // papaparse
    'Reload latest and re-apply my changes', // the article editor
    'Sign in failed', // the sign-in screen
  ]) {
    expect(
      scripts.some((source) => source.includes(marker)),
      marker,
    ).toBe(false);
  }
});
