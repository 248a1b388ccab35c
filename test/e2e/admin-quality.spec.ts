/**
 * The content quality gate in the portal (DESIGN §14): a CSV import whose row plants a copy of a
 * live page shows that row held, with the live page it resembles; an editor overrides the hold
 * with a reason in the "Override and publish" dialog, and the page goes live. The list's Held
 * filter lists it while it is held, and the page's SEO dialog shows the hold. Administrators set
 * the thresholds on Settings, refused there as the API would refuse them.
 */
import { expect, test } from '@playwright/test';
import type { PageRecord } from '../../shared/schemas/page';
import { adminApi, baseUrl, openSignedIn, unique } from './admin-helpers';

const inputs = {
  industry: 'Logistics',
  pain_point: 'Routes change daily',
  intent_level: 'commercial',
  cta_type: 'consultation',
};

test('an imported near-duplicate is held, and an editor publishes it with a reason', async ({
  page,
  request,
}) => {
  const id = unique();
  const keyword = `e2e fleet planning ${id}`;
  // The original, live, made through the API.
  const created = await adminApi<PageRecord>(request, 'POST', '/api/admin/pages', {
    keyword,
    ...inputs,
    lands_in: 'published',
  });
  await expect
    .poll(async () => {
      const stored = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
      return stored.status;
    })
    .toBe('published');
  const copySlug = `e2e-fleet-copy-${id}`;
  const csv =
    'keyword,industry,pain_point,intent_level,cta_type,slug\n' +
    `${keyword},${inputs.industry},${inputs.pain_point},${inputs.intent_level},${inputs.cta_type},${copySlug}\n`;

  await openSignedIn(page, '/admin/programmatic-pages');
  await page.getByRole('tab', { name: 'Create New Page' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'pages.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });

  const results = page.getByRole('region', { name: 'Import results' });
  await expect(results.getByText('Success')).toBeVisible();
  await expect(results.getByText(`held: 1.00 similar to /solutions/${created.slug}`)).toBeVisible({
    timeout: 30_000,
  });

  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByLabel('Search pages').fill(keyword);
  const held = page.getByRole('row').filter({ hasText: copySlug });
  await expect(held.getByText('Held for review: 100% similar to')).toBeVisible();
  await expect(held.getByRole('link', { name: `/solutions/${created.slug}` })).toBeVisible();

  // The Held filter lists the copy, not the live original it resembles (once the debounced
  // search is in the URL, so it cannot replace the filter's change).
  await expect(page.getByRole('status').filter({ hasText: '2 pages match' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Held', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Held');
  await expect(held).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the copy
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);

  await held.getByRole('button', { name: /^Override and publish/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Override and publish' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason for publishing anyway').fill('too short');
  await dialog.getByRole('button', { name: 'Override and publish' }).click();
  await expect(dialog.getByText(/at least 10 characters/)).toBeVisible();
  await dialog
    .getByLabel('Reason for publishing anyway')
    .fill('A regional variant the client asked for');
  await dialog.getByRole('button', { name: 'Override and publish' }).press('Enter');

  await expect(page.getByText('Page published successfully!')).toBeVisible();
  await expect(held.getByText('Published', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await request.get(`${baseUrl()}/solutions/${copySlug}`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);
});

test('administrators set the quality thresholds; a value out of range is refused in the form', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/settings');
  const form = page.getByRole('form', { name: 'Quality thresholds' });
  const similarity = form.getByLabel('Similarity threshold');
  await expect(similarity).toHaveValue('0.8');

  await similarity.fill('1.5');
  await form.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(form.getByText('similarity_threshold must be between 0.5 and 0.99')).toBeVisible();
  await expect(similarity).toBeFocused();

  // The same threshold written another way: saved, without changing what other tests meet.
  await similarity.fill('0.80');
  await form.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(page.getByText('Quality thresholds saved')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save thresholds' })).toBeDisabled();
});
