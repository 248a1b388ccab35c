/**
 * axe on one page of each public template in its loaded state, in light and in dark (one load
 * each: axe.ts), with no serious or critical violation; landmarks on the way. Then a few
 * interactive states, and a visible focus ring.
 */
import { expect, test, type Page } from '@playwright/test';
import { contactFormCopy } from '../../web/app/content/contact';
import { diagnosticCopy } from '../../web/app/content/diagnostic';
import { expectNoSeriousA11yViolationsInBothThemes } from './axe';
import { onePagePerType } from './public-pages';
import { baseUrl, firstVisit, hydrated } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });

async function firstArticlePath(page: Page): Promise<string> {
  const list = (await (await page.request.get(`${baseUrl()}/api/articles`)).json()) as {
    items: { slug: string }[];
  };
  return `/insights/${list.items[0]!.slug}`;
}

/** What a template shows once its data is in, where it loads any after hydration. */
const readyStates: Record<string, (page: Page) => Promise<void>> = {
  insights: (page) => expect(page.getByTestId('article-card-skeleton')).toHaveCount(0),
  podcast: (page) => expect(page.getByTestId('episode-card').first()).toBeVisible(),
  // With the form's errors on screen: their colours are checked too.
  contact: async (page) => {
    await page.getByRole('button', { name: contactFormCopy.submit }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
  },
  'free-tools': (page) => expect(page.getByText(diagnosticCopy.questionOf(1, 7))).toBeVisible(),
  cookies: (page) => expect(page.getByTestId('current-consent')).toBeVisible(),
  // With the 'Sitemap Valid' toast on screen: its colours are checked too.
  'sitemap-info': async (page) => {
    await expect(page.getByTestId('sitemap-url-count')).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  },
  article: (page) => expect(page.getByTestId('article-skeleton')).toHaveCount(0),
};

/** The templates, and how each is reached; landing pages are outside the site's layout. */
const pages: {
  type: string;
  path: string | ((page: Page) => Promise<string>);
  landing?: { footer: boolean };
}[] = [
  ...onePagePerType,
  { type: 'article', path: firstArticlePath },
  { type: 'article not found', path: '/insights/no-such-article' },
  { type: 'programmatic page', path: '/solutions/strategic-planning', landing: { footer: true } },
  {
    type: 'programmatic page not found',
    path: '/solutions/not-a-page',
    landing: { footer: false },
  },
  { type: '404', path: '/no-such-page' },
];

for (const { type, path, landing } of pages) {
  test(`${type} has no serious or critical axe violation, light or dark`, async ({ page }) => {
    const ready = async () => {
      await hydrated(page);
      const state = readyStates[type];
      if (state) await state(page);
      else {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
      // React Router's <Meta> sets the title again as hydration ends; axe runs once it is there.
      await expect(page).toHaveTitle(/\S/);
    };
    await page.goto(typeof path === 'string' ? path : await path(page));
    await ready();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(landing?.footer === false ? 0 : 1);

    // A landing page has no theme toggle to follow the OS live: it takes dark from a reload.
    await expectNoSeriousA11yViolationsInBothThemes(page, landing ? ready : undefined);
  });
}

test.describe('with the consent dialog open', () => {
  test.use({ storageState: firstVisit });

  test('the simple and detailed views have no serious or critical axe violation', async ({
    page,
  }) => {
    await page.goto('/insights');
    await hydrated(page);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);

    await dialog.getByRole('button', { name: 'Customize Preferences' }).click();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});

test('the diagnostic results have no serious or critical axe violation', async ({ page }) => {
  await page.goto('/free-tools');
  await hydrated(page);
  const panel = page.getByRole('tabpanel');
  for (let step = 1; step <= 7; step += 1) {
    await panel.locator('[role="radio"], [role="checkbox"]').first().click();
    await panel
      .getByRole('button', { name: step === 7 ? diagnosticCopy.submit : diagnosticCopy.next })
      .click();
  }
  await expect(page.getByTestId('diagnostic-results')).toBeVisible();

  await expectNoSeriousA11yViolationsInBothThemes(page);
});

test('keyboard focus is visible on links and buttons', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
});
