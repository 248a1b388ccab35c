/**
 * Cookie consent (public-site.md sections 4, 5 and 7): the dialog for a first-time visitor, what
 * each button stores (record and cookies) and whether it reloads, an expired or wrong-version
 * record bringing the dialog back, the in-memory fallback, and the Cookie Settings page.
 */
import { expect, test, type Page } from '@playwright/test';
import { consentCookieNames } from '../../shared/content/cookie-categories';
import { consentStorageKey } from '../../shared/schemas/consent';
import { consentDialogCopy, cookieSettingsCopy } from '../../web/app/content/cookie-consent';
import { baseUrl, firstVisit, hydrated, toasts } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL, storageState: firstVisit });

const day = 24 * 60 * 60 * 1000;
const { simple, detailed } = consentDialogCopy;

function dialog(page: Page) {
  return page.getByRole('alertdialog');
}

async function storedRecord(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), consentStorageKey);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

async function consentCookies(page: Page) {
  const cookies = await page.context().cookies();
  return Object.fromEntries(
    Object.values(consentCookieNames).map((name) => [name, cookies.find((c) => c.name === name)]),
  );
}

/** Marks the current document, so a reload (which drops the mark) can be told apart. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));
}
async function documentMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark === true);
}

async function openSite(page: Page, path = '/about') {
  await page.goto(path);
  await hydrated(page);
  await expect(dialog(page)).toBeVisible();
}

test('a first-time visitor gets the dialog, which neither Escape nor a click outside dismisses', async ({
  page,
}) => {
  await openSite(page);
  await expect(dialog(page).getByRole('button', { name: simple.acceptAll })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: simple.rejectAll })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: simple.customize })).toBeVisible();

  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);

  await expect(dialog(page)).toBeVisible();
  expect(await storedRecord(page)).toBeNull();
});

test('keyboard focus starts in the dialog and Tab, either way, keeps it there', async ({
  page,
}) => {
  await openSite(page);
  const focusInside = () => dialog(page).evaluate((d) => d.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);

  // Three buttons: four presses each way go round the ends.
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key);
    expect(await focusInside()).toBe(true);
  }
  // A click outside lands on the backdrop; focus stays with the dialog.
  await page.mouse.click(5, 400);
  expect(await focusInside()).toBe(true);
});

test('Accept All Cookies stores every category, writes the cookies and reloads', async ({
  page,
}) => {
  await openSite(page);
  await markDocument(page);
  const before = Date.now();

  await Promise.all([
    page.waitForEvent('load'),
    dialog(page).getByRole('button', { name: simple.acceptAll }).click(),
  ]);
  await hydrated(page);

  expect(await documentMarked(page)).toBe(false);
  const record = await storedRecord(page);
  expect(record).toMatchObject({
    necessary: true,
    analytics: true,
    preferences: true,
    session: true,
    version: '1.0',
  });
  expect(record!.timestamp as number).toBeGreaterThanOrEqual(before - 1000);
  const cookies = await consentCookies(page);
  for (const cookie of Object.values(cookies)) {
    expect(cookie?.value).toBe('true');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    // One year, give or take the test's own duration.
    expect(cookie!.expires * 1000).toBeGreaterThan(before + 364 * day);
    expect(cookie!.expires * 1000).toBeLessThan(before + 366 * day);
  }
  await expect(dialog(page)).toBeHidden();
});

test('Reject All (Essential Only) stores necessary only and does not reload', async ({ page }) => {
  await openSite(page);
  await markDocument(page);

  await dialog(page).getByRole('button', { name: simple.rejectAll }).click();

  await expect(dialog(page)).toBeHidden();
  expect(await documentMarked(page)).toBe(true);
  expect(await storedRecord(page)).toMatchObject({
    necessary: true,
    analytics: false,
    preferences: false,
    session: false,
    version: '1.0',
  });
  const cookies = await consentCookies(page);
  for (const cookie of Object.values(cookies)) expect(cookie?.value).toBe('false');

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
});

test('the detailed view locks necessary as Required; Save Preferences stores the switches and reloads', async ({
  page,
}) => {
  await openSite(page);
  await dialog(page).getByRole('button', { name: simple.customize }).click();

  const necessary = dialog(page).getByRole('switch', { name: 'Necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  await expect(dialog(page).getByText(detailed.required, { exact: true })).toBeVisible();
  for (const name of ['Analytics', 'Preferences', 'Session']) {
    await expect(dialog(page).getByRole('switch', { name })).not.toBeChecked();
  }
  for (const label of [detailed.save, detailed.acceptAll, detailed.rejectAll, detailed.back]) {
    await expect(dialog(page).getByRole('button', { name: label, exact: true })).toBeVisible();
  }

  // Back and forth keeps the dialog open.
  await dialog(page).getByRole('button', { name: detailed.back }).click();
  await expect(dialog(page).getByRole('button', { name: simple.acceptAll })).toBeVisible();
  await dialog(page).getByRole('button', { name: simple.customize }).click();

  await dialog(page).getByRole('switch', { name: 'Analytics' }).click();
  await markDocument(page);
  await Promise.all([
    page.waitForEvent('load'),
    dialog(page).getByRole('button', { name: detailed.save }).click(),
  ]);
  await hydrated(page);

  expect(await documentMarked(page)).toBe(false);
  expect(await storedRecord(page)).toMatchObject({
    analytics: true,
    preferences: false,
    session: false,
  });
  const cookies = await consentCookies(page);
  expect(cookies[consentCookieNames.analytics]?.value).toBe('true');
  expect(cookies[consentCookieNames.session]?.value).toBe('false');
  await expect(dialog(page)).toBeHidden();
});

test('Accept All in the detailed view reloads; Reject All there does not', async ({ page }) => {
  await openSite(page);
  await dialog(page).getByRole('button', { name: simple.customize }).click();
  await markDocument(page);
  await dialog(page).getByRole('button', { name: detailed.rejectAll, exact: true }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await documentMarked(page)).toBe(true);
  expect(await storedRecord(page)).toMatchObject({ analytics: false });

  await page.goto('/cookies');
  await hydrated(page);
  await page.getByRole('button', { name: cookieSettingsCopy.openModal }).click();
  await dialog(page).getByRole('button', { name: simple.customize }).click();
  await Promise.all([
    page.waitForEvent('load'),
    dialog(page).getByRole('button', { name: detailed.acceptAll, exact: true }).click(),
  ]);
  await hydrated(page);
  expect(await storedRecord(page)).toMatchObject({ analytics: true, session: true });
});

for (const [name, record] of [
  [
    'a record older than 365 days',
    { analytics: true, version: '1.0', timestamp: Date.now() - 366 * day },
  ],
  ['a record of another version', { analytics: true, version: '0.9', timestamp: Date.now() }],
] as const) {
  test(`${name} brings the dialog back`, async ({ page }) => {
    const stored = { necessary: true, preferences: false, session: false, ...record };
    await page.addInitScript(
      ({ key, value }) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('seeded', '1');
        }
      },
      { key: consentStorageKey, value: JSON.stringify(stored) },
    );

    await openSite(page, '/faq');
  });
}

test('a record from 364 days ago still counts', async ({ page }) => {
  const stored = {
    necessary: true,
    analytics: false,
    preferences: true,
    session: false,
    version: '1.0',
    timestamp: Date.now() - 364 * day,
  };
  await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: consentStorageKey,
    value: JSON.stringify(stored),
  });

  await page.goto('/faq');
  await hydrated(page);

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
});

test('without browser storage the choice is kept in memory, with a console warning', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
  });

  await openSite(page);
  await dialog(page).getByRole('button', { name: simple.rejectAll }).click();

  await expect(dialog(page)).toBeHidden();
  expect(warnings.some((text) => /storage is unavailable/i.test(text))).toBe(true);
  // Memory does not survive a reload: the visitor is asked again.
  await page.reload();
  await hydrated(page);
  await expect(dialog(page)).toBeVisible();
});

test.describe('the Cookie Settings page', () => {
  test('holds the switches until Save Cookie Preferences, then shows the saved settings', async ({
    page,
  }) => {
    await openSite(page, '/cookies');
    await expect(page.getByText(cookieSettingsCopy.none)).toBeAttached();
    await dialog(page).getByRole('button', { name: simple.rejectAll }).click();
    const current = page.getByTestId('current-consent');
    await expect(current).toContainText('Analytics');
    await expect(current).toContainText(new Date().getFullYear().toString());

    const main = page.getByRole('main');
    await main.getByRole('switch', { name: 'Analytics' }).click();
    await main.getByRole('switch', { name: 'Session' }).click();
    await expect(main.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    // Not saved yet: the record and the summary still say disabled.
    expect(await storedRecord(page)).toMatchObject({ analytics: false, session: false });
    await expect(current.locator('dd').nth(1)).toHaveText(cookieSettingsCopy.disabled);

    await main.getByRole('button', { name: cookieSettingsCopy.save }).click();

    await expect(toasts(page)).toContainText(cookieSettingsCopy.savedToast);
    expect(await storedRecord(page)).toMatchObject({
      analytics: true,
      preferences: false,
      session: true,
    });
    await expect(current.locator('dd').nth(1)).toHaveText(cookieSettingsCopy.enabled);
    await expect(current.locator('dd').nth(2)).toHaveText(cookieSettingsCopy.disabled);
    await expect(current.locator('dd').nth(3)).toHaveText(cookieSettingsCopy.enabled);
    expect((await consentCookies(page))[consentCookieNames.session]?.value).toBe('true');
  });

  test('unsaved switches are dropped on reload', async ({ page }) => {
    await openSite(page, '/cookies');
    await dialog(page).getByRole('button', { name: simple.rejectAll }).click();
    await page.getByRole('main').getByRole('switch', { name: 'Preferences' }).click();

    await page.reload();
    await hydrated(page);

    await expect(
      page.getByRole('main').getByRole('switch', { name: 'Preferences' }),
    ).not.toBeChecked();
  });

  test('Open Cookie Consent Modal shows the dialog again', async ({ page }) => {
    await openSite(page, '/cookies');
    await dialog(page).getByRole('button', { name: simple.rejectAll }).click();
    await expect(dialog(page)).toBeHidden();

    await page.getByRole('button', { name: cookieSettingsCopy.openModal }).click();

    await expect(dialog(page)).toBeVisible();
  });

  test('Clear All Cookies & Reset clears cookies and consent, resets the switches and reloads', async ({
    page,
    context,
  }) => {
    await openSite(page, '/cookies');
    await Promise.all([
      page.waitForEvent('load'),
      dialog(page).getByRole('button', { name: simple.acceptAll }).click(),
    ]);
    await hydrated(page);
    await context.addCookies([{ name: 'other_cookie', value: '1', url: baseUrl() }]);
    await markDocument(page);

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: cookieSettingsCopy.clearAll }).click(),
    ]);
    await hydrated(page);

    expect(await documentMarked(page)).toBe(false);
    expect(await storedRecord(page)).toBeNull();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('other_cookie');
    for (const name of Object.values(consentCookieNames)) expect(names).not.toContain(name);
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByText(cookieSettingsCopy.none)).toBeAttached();
    // The dialog hides the page from assistive technology while it is open.
    for (const name of ['Analytics', 'Preferences', 'Session']) {
      await expect(
        page.locator('main').getByRole('switch', { name, includeHidden: true }),
      ).not.toBeChecked();
    }
  });
});
