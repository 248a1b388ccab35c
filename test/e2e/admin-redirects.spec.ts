/**
 * The redirects manager (/admin/redirects): a redirect added in the admin is
 * followed by a signed-out visitor within seconds, without a deploy; edited to 302 it answers 302;
 * deleted, the path stops redirecting. A loop is refused under its field, a live page is
 * redirected only after a confirmation, and the redirects the admin does not own (the site's
 * fixed rules) are listed read-only.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { redirectId, redirectMessages, type Redirect } from '../../shared/schemas/redirect';
import { expectNoSeriousA11yViolationsInBothThemes } from './axe';
import { adminApi, adminToken, baseUrl, openSignedIn, signIn, unique } from './admin-helpers';

/** How long the sandbox may take to apply a change (it is meant to be at once). */
const applied = { timeout: 10_000 };

/** What a signed-out visitor gets for `path`, without following a redirect. */
async function answerFor(browser: Browser, path: string) {
  // A fresh context each time: no session, no cache of an earlier answer.
  const context = await browser.newContext();
  try {
    const answer = await context.request.get(`${baseUrl()}${path}`, { maxRedirects: 0 });
    const location = answer.headers()['location'];
    const target = location ? new URL(location, baseUrl()) : undefined;
    return { status: answer.status(), location: target ? target.pathname + target.search : null };
  } finally {
    await context.close();
  }
}

/** Where a signed-out visitor who opens `path` lands. */
async function landingOf(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${path}`);
    return new URL(page.url()).pathname;
  } finally {
    await context.close();
  }
}

async function openRedirects(page: Page) {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Redirects' })
    .click();
  await expect(page).toHaveURL(/\/admin\/redirects$/);
  await expect(page.getByRole('heading', { name: 'Redirects', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** Deletes the manual redirect from `from` if it is there (cleanup that must not fail a test). */
async function removeRedirect(page: Page, from: string) {
  const token = await adminToken(page.request);
  await page.request.delete(`${baseUrl()}/api/admin/redirects/${redirectId(from)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

test('a redirect is added, followed signed out, edited to 302 and deleted', async ({
  page,
  browser,
}) => {
  const from = `/e2e-moved-${unique()}`;
  await openRedirects(page);

  // Add: 301 is the default choice.
  await page.getByRole('button', { name: 'Add Redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Redirect' });
  await dialog.getByLabel('From', { exact: true }).fill(from);
  await dialog.getByLabel('To', { exact: true }).fill('/contact');
  await expect(dialog.getByRole('radio', { name: 'Permanent (301)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Redirect' }).click();
  await expect(page.getByText('Redirect added')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: from });
  // The cells of From, To, Type and Source (the unique path may hold any digits).
  const cell = (index: number) => row.getByRole('cell').nth(index);
  await expect(cell(1)).toHaveText('/contact');
  await expect(cell(2)).toHaveText('301 Permanent');
  await expect(cell(3)).toHaveText('Manual');

  try {
    await expect
      .poll(() => answerFor(browser, from), applied)
      .toEqual({ status: 301, location: '/contact' });
    expect(await landingOf(browser, from)).toBe('/contact');

    // Edit to a temporary redirect, with the keyboard: From is fixed; Tab into the type, the
    // arrow moves to 302 and Space picks it (the arrow alone picks only while the key is still
    // down when Radix moves focus, in a timeout; see site-diagnostic.spec.ts).
    await row.getByRole('button', { name: `Edit redirect from ${from}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Redirect' });
    await expect(edit.getByLabel('From', { exact: true })).toBeDisabled();
    await expect(edit.getByLabel('From', { exact: true })).toHaveValue(from);
    await edit.getByLabel('To', { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(edit.getByRole('radio', { name: 'Permanent (301)' })).toBeFocused();
    await page.keyboard.press('ArrowRight', { delay: 50 });
    await expect(edit.getByRole('radio', { name: 'Temporary (302)' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(edit.getByRole('radio', { name: 'Temporary (302)' })).toBeChecked();
    await edit.getByRole('button', { name: 'Save Redirect' }).click();
    await expect(page.getByText('Redirect updated')).toBeVisible();
    await expect(cell(2)).toHaveText('302 Temporary');
    await expect
      .poll(() => answerFor(browser, from), applied)
      .toEqual({ status: 302, location: '/contact' });

    // The search narrows the list and stays in the address across a reload.
    const search = page.getByRole('searchbox', { name: 'Search redirects' });
    await search.fill(from);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(from)}`));
    await expect(page.getByRole('region', { name: 'Redirects' }).locator('tbody tr')).toHaveCount(
      1,
    );
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search redirects' })).toHaveValue(from);
    await expect(page.getByRole('row').filter({ hasText: from })).toBeVisible();

    // Delete, after a confirmation that can be declined.
    const deleteButton = page.getByRole('button', { name: `Delete redirect from ${from}` });
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this redirect?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('row').filter({ hasText: from })).toBeVisible();
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Redirect deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: from })).toHaveCount(0);
    await expect(page.getByText('No redirects match.')).toBeVisible();
    // The empty state's way back: the search goes, from the box and the address.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&]q=/);

    await expect.poll(async () => (await answerFor(browser, from)).status, applied).toBe(404);
  } finally {
    await removeRedirect(page, from);
  }
});

test('the form refuses a loop, a redirect to itself and empty fields under their fields', async ({
  page,
  request,
}) => {
  const first = `/e2e-loop-a-${unique()}`;
  const second = `/e2e-loop-b-${unique()}`;
  await adminApi<Redirect>(request, 'POST', '/api/admin/redirects', {
    from: first,
    to: second,
    status: 301,
  });
  try {
    await openRedirects(page);
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Redirect' });
    const fromField = dialog.getByLabel('From', { exact: true });
    const toField = dialog.getByLabel('To', { exact: true });

    // In the browser, before any request.
    await dialog.getByRole('button', { name: 'Add Redirect' }).click();
    await expect(fromField).toHaveAccessibleDescription(new RegExp(redirectMessages.fromRequired));
    await expect(toField).toHaveAccessibleDescription(new RegExp(redirectMessages.toRequired));
    await fromField.fill(second);
    await toField.fill(second);
    await dialog.getByRole('button', { name: 'Add Redirect' }).click();
    await expect(dialog.getByText(redirectMessages.same)).toBeVisible();

    // By the API: second -> first -> second.
    await toField.fill(first);
    await dialog.getByRole('button', { name: 'Add Redirect' }).click();
    const loop = redirectMessages.loop(second);
    await expect(dialog.getByText(loop)).toBeVisible();
    await expect(toField).toHaveAttribute('aria-invalid', 'true');
    await expect(toField).toHaveAccessibleDescription(new RegExp(loop));
    await expect(page.getByText('Failed to add redirect')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Nothing was stored: the one row naming the second path is the first redirect's.
    await expect(page.getByRole('row').filter({ hasText: second })).toHaveCount(1);
    await expect(page.getByRole('row').filter({ hasText: first })).toHaveCount(1);
  } finally {
    await removeRedirect(page, first);
    await removeRedirect(page, second);
  }
});

test('a live page is redirected only after a confirmation quoting why', async ({
  page,
  browser,
}) => {
  const from = '/about';
  await openRedirects(page);
  try {
    await page.getByRole('button', { name: 'Add Redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Redirect' });
    await dialog.getByLabel('From', { exact: true }).fill(from);
    await dialog.getByLabel('To', { exact: true }).fill('/contact');
    await dialog.getByRole('button', { name: 'Add Redirect' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Redirect a live page?' });
    await expect(confirm).toHaveAccessibleDescription(redirectMessages.livePage(from));
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    expect((await answerFor(browser, from)).status).toBe(200);

    await dialog.getByRole('button', { name: 'Add Redirect' }).click();
    await confirm.getByRole('button', { name: 'Redirect Anyway' }).click();
    await expect(page.getByText('Redirect added')).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: 'Manual' }).filter({ hasText: from }),
    ).toBeVisible();
    await expect
      .poll(() => answerFor(browser, from), applied)
      .toEqual({ status: 301, location: '/contact' });
  } finally {
    // The about page is live again for every later test.
    await removeRedirect(page, from);
    await expect.poll(async () => (await answerFor(browser, from)).status, applied).toBe(200);
  }
});

test("the site's fixed rules are listed read-only", async ({ page }) => {
  await openRedirects(page);
  const row = page.getByRole('row').filter({ hasText: '/about-us' });
  await expect(row).toContainText('Site rule');
  await expect(row).toContainText('/about');
  await expect(row.getByRole('button')).toHaveCount(0);
});

test('the redirects screen and its dialog pass axe in both themes', async ({ page }) => {
  await openRedirects(page);
  await expectNoSeriousA11yViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Add Redirect' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Redirect' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a manual redirect's Source and Actions are within a 390 px viewport", async ({
    page,
    request,
  }) => {
    const from = `/e2e-phone-${unique()}`;
    await adminApi<Redirect>(request, 'POST', '/api/admin/redirects', {
      from,
      to: '/contact',
      status: 301,
    });
    try {
      await openSignedIn(page, `/admin/redirects?q=${encodeURIComponent(from)}`);
      const row = page.getByRole('region', { name: 'Redirects' }).locator('tbody tr').first();
      await expect(row).toContainText(from);
      for (const [column, index] of [
        ['Source', 3],
        ['Actions', 5],
      ] as const) {
        // No scrolling into view: a sideways-scrolling table would bring the cell in that way.
        const box = await row.locator('td').nth(index).boundingBox();
        expect(box, `${column} cell`).not.toBeNull();
        expect(box!.x, `${column} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${column} ends on screen`).toBeLessThanOrEqual(390);
      }
      await expect(row.getByRole('button', { name: `Edit redirect from ${from}` })).toBeVisible();
    } finally {
      await removeRedirect(page, from);
    }
  });
});
