/**
 * The admin tables on a phone: below the md breakpoint each row stacks, so at a
 * 390 px wide viewport the Status and Actions of a row are on screen, not off to the right of a
 * sideways-scrolling table.
 */
import { expect, test } from '@playwright/test';
import { baseUrl, signIn } from './admin-helpers';

test.use({ viewport: { width: 390, height: 844 } });

// The column positions of Status and Actions in each table (Views and Leads sit between them).
for (const { path, table, status, actions } of [
  { path: '/admin/articles', table: 'Articles', status: 5, actions: 8 },
  { path: '/admin/programmatic-pages', table: 'Programmatic pages', status: 3, actions: 7 },
]) {
  test(`${path}: Status and Actions of a row are within a 390 px viewport`, async ({ page }) => {
    await signIn(page);
    await page.goto(`${baseUrl()}${path}`);
    const firstRow = page.getByRole('region', { name: table }).locator('tbody tr').first();
    await expect(firstRow).toBeVisible();

    for (const [column, index] of [
      ['Status', status],
      ['Actions', actions],
    ] as const) {
      const cell = firstRow.locator('td').nth(index);
      // No scrolling into view: a sideways-scrolling table would bring the cell in that way.
      const box = await cell.boundingBox();

      expect(box, `${column} cell`).not.toBeNull();
      expect(box!.x, `${column} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${column} ends on screen`).toBeLessThanOrEqual(390);
    }
  });
}
