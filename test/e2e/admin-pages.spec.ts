/**
 * The Programmatic Pages Manager (admin-portal.md sections 2, 4, 5 and 8): a CSV with a wrong
 * header opens 'CSV Validation Errors' with the headers found and required; a valid CSV (byte-
 * order mark, CRLF, quoted commas, upper-case header, a blank row, a missing slug) creates its
 * pages, whose content the API generates; the manual form shows the spec's messages; publishing
 * gives the 'Success' notice.
 */
import { expect, test } from '@playwright/test';
import type { PageRecord } from '../../shared/schemas/page';
import { adminApi, adminToken, baseUrl, openSignedIn, unique } from './admin-helpers';

/** Makes a page through the API and waits for its generated content. */
async function generatedPage(
  request: Parameters<typeof adminApi>[0],
  fields: Record<string, unknown>,
): Promise<PageRecord> {
  const created = await adminApi<PageRecord>(request, 'POST', '/api/admin/pages', {
    industry: 'Logistics',
    pain_point: 'Routes change daily.',
    intent_level: 'commercial',
    cta_type: 'contact',
    ...fields,
  });
  let page = created;
  await expect
    .poll(async () => {
      page = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
      return page.h1;
    })
    .not.toBe('');
  return page;
}

/** Whether the element scrolls sideways (content wider than its box). */
const overflows = (element: Element) => element.scrollWidth > element.clientWidth;

test('a CSV with a wrong header opens the validation dialog with found and required headers', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/programmatic-pages');
  await page.getByRole('tab', { name: 'Create New Page' }).click();

  await page.getByLabel('CSV file').setInputFiles({
    name: 'wrong.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('keyword,industry,pain\nai sales,SaaS,slow pipeline\n'),
  });

  const dialog = page.getByRole('dialog', { name: 'CSV Validation Errors' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Header' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Format' })).toBeVisible();
  await expect(
    dialog.getByText('Missing required columns: pain_point, intent_level, cta_type'),
  ).toBeVisible();
  await expect(
    dialog.getByText('Found headers: keyword, industry, pain', { exact: true }),
  ).toBeVisible();
  await expect(
    dialog.getByText('Required headers: keyword, industry, pain_point, intent_level, cta_type', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByText('CSV validation failed. Please check the format and try again.'),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Template' }).click();
  expect((await download).suggestedFilename()).toBe('programmatic_pages_template.csv');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a valid CSV creates its pages, which get generated content and can be published', async ({
  page,
}) => {
  const id = unique();
  const csv =
    '\uFEFFKeyword,Industry,Pain_Point,Intent_Level,CTA_Type,Slug\r\n' +
    `e2e revenue ops ${id},SaaS,"Leads stall, deals slip",commercial,consultation,\r\n` +
    '\r\n' +
    `e2e channel growth ${id},Fintech,"Partners onboard slowly, churn early",informational,download,e2e-channel-${id}\r\n`;
  await openSignedIn(page, '/admin/programmatic-pages');
  await page.getByRole('tab', { name: 'Create New Page' }).click();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Get Template' }).click();
  expect((await template).suggestedFilename()).toBe('programmatic_pages_template.csv');

  // Generated pages wait for review unless the import says otherwise: these land as drafts.
  const landing = page.getByRole('combobox', { name: 'Generated pages land in' });
  await expect(landing).toHaveText('Waiting for review');
  await landing.click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'pages.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const results = page.getByRole('region', { name: 'Import results' });
  await expect(results.getByRole('row')).toHaveCount(3);
  await expect(results.getByText('Success')).toHaveCount(2);
  await expect(results.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expect(results.getByRole('cell', { name: '4', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Pages' }).click();
  const generated = page.getByRole('row').filter({ hasText: `Keyword: e2e revenue ops ${id}` });
  await expect(generated).toBeVisible();
  await expect(generated.getByText(`e2e-revenue-ops-${id}`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `e2e-channel-${id}` })).toBeVisible();
  // The offline model writes the content through the queue; the list polls until it is there.
  await expect(generated.getByText('Draft')).toBeVisible({ timeout: 30_000 });

  await generated.getByRole('switch').click();
  await expect(page.getByText('Page published successfully!')).toBeVisible();
  await expect(generated.getByText('Published', { exact: true })).toBeVisible();
  await generated.getByRole('button', { name: /^More actions/ }).click();
  await expect(page.getByRole('menuitem', { name: /^Preview \(opens/ })).toHaveAttribute(
    'href',
    `/solutions/e2e-revenue-ops-${id}`,
  );
});

test('the manual form shows the page rules and creates a page', async ({ page }) => {
  const id = unique();
  await openSignedIn(page, '/admin/programmatic-pages');
  await page.getByRole('tab', { name: 'Create New Page' }).click();

  await page.getByLabel('Target Keyword').fill('x');
  await page.getByLabel('URL Slug').fill('Not A Slug');
  await page.getByRole('button', { name: 'Create Page' }).click();
  await expect(page.getByText('Keyword must be at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Industry must be at least 2 characters.')).toBeVisible();
  await expect(
    page.getByText('Slug must contain only lowercase letters, numbers, and hyphens.'),
  ).toBeVisible();

  await page.getByLabel('Target Keyword').fill(`e2e manual ${id}`);
  await page.getByLabel('Industry').fill('Healthcare');
  await page.getByLabel('Pain Point').fill('Long sales cycles,\nmany stakeholders');
  await page.getByRole('combobox', { name: 'Intent Level' }).click();
  await page.getByRole('option', { name: 'transactional' }).click();
  await page.getByRole('combobox', { name: 'CTA Type' }).click();
  await page.getByRole('option', { name: 'contact' }).click();
  await page.getByLabel('URL Slug').fill(`e2e-manual-${id}`);
  await page.getByRole('button', { name: 'Create Page' }).click();

  await expect(page.getByText('Page created')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `e2e-manual-${id}` })).toBeVisible();
});

test('regenerating a published page asks first, shows its progress and reports the result', async ({
  page,
  request,
}) => {
  const id = unique();
  const created = await adminApi<PageRecord>(request, 'POST', '/api/admin/pages', {
    keyword: `e2e regenerate ${id}`,
    industry: 'Logistics',
    pain_point: 'Routes change daily.',
    intent_level: 'commercial',
    cta_type: 'contact',
    slug: `e2e-regenerate-${id}`,
  });
  // The offline model writes the content through the queue; publish once it is there.
  await expect
    .poll(async () => {
      const answer = await request.fetch(`${baseUrl()}/api/admin/pages/${created.id}/publish`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await adminToken(request)}` },
        data: { is_published: true },
      });
      return answer.status();
    })
    .toBe(200);
  await openSignedIn(page, '/admin/programmatic-pages');
  const row = page.getByRole('row').filter({ hasText: `e2e-regenerate-${id}` });
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /^Regenerate/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Regenerate a published page?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Regeneration started')).toHaveCount(0);

  await row.getByRole('button', { name: /^Regenerate/ }).click();
  // The confirmation says the content replaced is kept as a revision.
  await expect(confirm).toContainText('The current content is kept as a revision');
  await confirm.getByRole('button', { name: 'Regenerate' }).click();

  await expect(page.getByText('Regeneration started')).toBeVisible();
  await expect(page.getByText('Page regenerated')).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('button', { name: /^Regenerate/ })).toHaveText('Regenerate');
});

test('a draft page is regenerated only once confirmed, which says a revision is kept', async ({
  page,
  request,
}) => {
  const id = unique();
  const draft = await generatedPage(request, {
    keyword: `e2e confirm ${id}`,
    slug: `e2e-confirm-${id}`,
    lands_in: 'draft',
  });
  await openSignedIn(page, '/admin/programmatic-pages');
  const row = page.getByRole('row').filter({ hasText: draft.slug });

  await row.getByRole('button', { name: /^Regenerate/ }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Regenerate this page?' });
  await expect(confirm).toContainText('The current content is kept as a revision');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  const stored = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${draft.id}`);
  expect(stored.version).toBe(draft.version);
  await expect(page.getByText('Regeneration started')).toHaveCount(0);
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every action of a draft page's row is reachable without scrolling sideways at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    const id = unique();
    const keyword = `e2e row actions with a long keyword ${id}`;
    // The widest Status cell: a draft held by the quality gate (a copy of a live page with a long
    // path), so in review, with its Override button. A draft carries the most actions too:
    // Schedule, Review and Preview link on top of the rest.
    await generatedPage(request, {
      keyword,
      slug: `e2e-row-actions-original-with-a-long-path-${id}`,
      lands_in: 'published',
    });
    const draft = await generatedPage(request, {
      keyword,
      slug: `e2e-row-actions-${id}`,
      lands_in: 'draft',
    });
    expect(draft.quality?.reason).toBe('similar');
    await page.setViewportSize(viewport);
    await openSignedIn(page, '/admin/programmatic-pages');
    const region = page.getByRole('region', { name: 'Programmatic pages' });
    // A phone shows each row as a card (a block, not a table row to assistive technology).
    const row = region.locator('tbody tr').filter({ hasText: draft.slug });
    await expect(row).toBeVisible();

    // Polled: the list settles its layout (icons, badges, the phone's cards) after the row shows.
    await expect.poll(() => region.evaluate(overflows)).toBe(false);
    await expect.poll(() => page.locator('html').evaluate(overflows)).toBe(false);
    // Down to the row (a held card is tall), never sideways: the button is then on screen whole.
    const regenerate = row.getByRole('button', { name: /^Regenerate/ });
    await regenerate.scrollIntoViewIfNeeded();
    await expect(regenerate).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollX)).toBe(0);

    // The rest, by keyboard: the menu opens with Enter and its items are reachable with arrows.
    const more = row.getByRole('button', { name: /^More actions/ });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const names = [
      'Schedule',
      'Review',
      'SEO',
      'Preview link',
      'History',
      'Preview (opens in a new tab)',
    ];
    for (const name of names)
      await expect(menu.getByRole('menuitem', { name, exact: true })).toBeInViewport();
    // Opened by keyboard, the menu focuses its first item.
    await expect(menu.getByRole('menuitem', { name: 'Schedule' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Review', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const review = page.getByRole('dialog', { name: /^Review/ });
    await expect(review.getByRole('button', { name: /^Send back/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(review).toBeHidden();

    const preview = page.waitForEvent('popup');
    await more.click();
    await menu.getByRole('menuitem', { name: 'Preview (opens in a new tab)' }).click();
    expect(new URL((await preview).url()).pathname).toBe(`/solutions/${draft.slug}`);
  });
}

test('the create form says where the page lands, following the chosen landing state', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/programmatic-pages');
  await page.getByRole('tab', { name: 'Create New Page' }).click();
  const landing = page.getByRole('combobox', { name: 'Generated page lands in' });

  await expect(landing).toHaveAccessibleDescription(
    'Once generated, it waits for an editor to review and publish it.',
  );
  await expect(page.getByText('saved as a draft')).toHaveCount(0);
  await landing.click();
  await page.getByRole('option', { name: 'Draft' }).click();

  await expect(landing).toHaveAccessibleDescription('Once generated, it is saved as a draft.');
});
