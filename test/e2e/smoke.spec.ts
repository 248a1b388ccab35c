/** The sandbox serves the built site and the API on one origin. */
import { expect, test } from '@playwright/test';
import { defaultSiteConfig } from '../../shared/content/site-config';

test('the home page comes from the sandbox with its title and H1', async ({ page }) => {
  const response = await page.goto(`${process.env.BASE_URL}/`);

  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(defaultSiteConfig.brandName));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('From Insight to');
});

test('the health endpoint reports every service up', async ({ request }) => {
  const response = await request.get(`${process.env.BASE_URL}/api/health`);

  expect(response.status()).toBe(200);
  expect((await response.json()).services).toEqual({
    database: 'up',
    storage: 'up',
    queue: 'up',
    auth: 'up',
  });
});
