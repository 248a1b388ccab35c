/**
 * Header, mobile menu, Solutions dropdown by keyboard, theme toggle, breadcrumb and footer.
 */
import { expect, test, type Page } from '@playwright/test';
import { homeSectors } from '../../web/app/content/home';
import { getIndustryPage } from '../../web/app/content/industries';
import { headerLabels, headerNav, solutionsMenu } from '../../web/app/content/navigation';
import { pageTitle } from '../../web/app/content/seo';
import { getServicePage } from '../../web/app/content/services';
import { lastSegment } from '../../web/app/lib/route-slug';
import { themeStorageKeyFor } from '../../web/app/lib/theme-key';
import { siteConfig, withStoredConsent } from './public-pages';

const themeStorageKey = themeStorageKeyFor(siteConfig.brandName);

test.use({ baseURL: process.env.BASE_URL });
test.beforeEach(({ context }) => withStoredConsent(context));

async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens, navigates and closes on choice', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const open = page.getByRole('button', { name: headerLabels.openMenu });

    await open.click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const item of headerNav) {
      if (item.kind === 'link')
        await expect(menu.getByRole('link', { name: item.label })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'About', exact: true }).click();

    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the mobile menu lists the solution pages and closes with Escape', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);

    await page.getByRole('button', { name: headerLabels.openMenu }).click();
    const menu = page.getByRole('dialog');
    for (const link of solutionsMenu) {
      await expect(menu.getByRole('link', { name: link.label })).toBeVisible();
    }
    await page.keyboard.press('Escape');

    await expect(menu).toBeHidden();
  });
});

test.describe('large screens', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the Solutions dropdown works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const trigger = page.getByRole('button', { name: 'Solutions' });

    // Tab from the top of the page until the Solutions trigger has focus.
    for (
      let i = 0;
      i < 10 && !(await trigger.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const link of solutionsMenu) {
      await expect(page.getByRole('link', { name: link.label }).first()).toBeVisible();
    }

    // Tab moves into the panel; arrow keys move between its links; Enter follows one.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: solutionsMenu[0]!.label }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: solutionsMenu[1]!.label }).first()).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${solutionsMenu[1]!.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(solutionsMenu[1]!.label);
  });

  test('service and industry pages reached in the app fetch their own copy and head', async ({
    page,
  }) => {
    // Their copy is build-time loader data: in the HTML of a first visit, fetched as
    // {path}.data on client navigation. Nothing else carries it to the browser.
    const sector = homeSectors.cards[0]!;
    const industry = getIndustryPage(lastSegment(sector.path))!;
    const service = getServicePage(lastSegment(solutionsMenu[2]!.path))!;
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.data')) dataRequests.push(pathname);
    });

    await page
      .getByRole('link', { name: new RegExp(sector.title) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${sector.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.title);
    await expect(page.getByText(industry.clientChallenges[0]!.headline)).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(industry.title, siteConfig.brandName));

    await page.getByRole('button', { name: 'Solutions' }).click();
    await page.getByRole('link', { name: solutionsMenu[2]!.label }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(service.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      service.metaDescription,
    );

    expect(dataRequests).toEqual([`${sector.path}.data`, `${solutionsMenu[2]!.path}.data`]);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  test('Escape closes the Solutions dropdown and returns focus to its trigger', async ({
    page,
  }) => {
    await page.goto('/about');
    await hydrated(page);
    const trigger = page.getByRole('button', { name: 'Solutions' });

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');

    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('the Insights dropdown offers Articles, Podcast and FAQ', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);

    await page.getByRole('button', { name: 'Insights' }).click();
    await page.getByRole('link', { name: /^FAQ/ }).click();

    await expect(page).toHaveURL(/\/faq$/);
  });

  test('Schedule a Call opens the scheduling page in a new tab', async ({ page }) => {
    await page.goto('/');

    const link = page.getByRole('banner').getByRole('link', { name: /Schedule a Call/ });

    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });
});

test('the theme toggle switches to dark, is remembered and applies before paint', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: headerLabels.toggleTheme }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBe('dark');

  // On the next load the inline head script sets the class before any bundle has run.
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto('/about');
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('with no stored choice the theme follows the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/faq');

  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('the breadcrumb names known segments and is also structured data', async ({ page }) => {
  await page.goto('/markets/technology-saas');

  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumb.getByRole('link', { name: headerLabels.home })).toHaveAttribute('href', '/');
  await expect(crumb).toContainText('Markets');
  await expect(crumb.locator('[aria-current="page"]')).toHaveText('Technology & SaaS');
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = jsonLd.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'BreadcrumbList');
  expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    headerLabels.home,
    'Markets',
    'Technology & SaaS',
  ]);
});

test('the home page has no breadcrumb', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
});

test('footer links carry #top and the copyright shows the current year', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');

  for (const name of ['Terms', 'Privacy', 'Cookies', 'Case Studies', 'Strategy & Market Design']) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', /#top$/);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await footer.getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page).toHaveURL(/\/terms#top$/);
});

test('the legal documents show their effective date, prerendered and after client navigation', async ({
  page,
}) => {
  const effective = page.locator('main time[datetime="2025-03-01"]');
  await page.goto('/terms');
  await hydrated(page);
  await expect(effective).toHaveText('March 1, 2025');

  // Privacy is rendered by React here (no prerendered copy to keep): same date, same words.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy#top$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  await expect(effective).toHaveText('March 1, 2025');
});
