/**
 * axe on the public pages of this area in their loaded states (and a few interactive states), in
 * light and dark: no serious or critical violation.
 */
import { expect, test, type Page } from '@playwright/test';
import { diagnosticCopy } from '../../web/app/content/diagnostic';
import { contactFormCopy } from '../../web/app/content/contact';
import { baseUrl, firstVisit, hydrated, seriousAxeViolations } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });

async function firstArticlePath(page: Page): Promise<string> {
  const list = (await (await page.request.get(`${baseUrl()}/api/articles`)).json()) as {
    items: { slug: string }[];
  };
  return `/insights/${list.items[0]!.slug}`;
}

const pages: {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'insights list',
    path: '/insights',
    ready: (page) => expect(page.getByTestId('article-card-skeleton')).toHaveCount(0),
  },
  {
    name: 'article',
    path: firstArticlePath,
    ready: (page) => expect(page.getByTestId('article-skeleton')).toHaveCount(0),
  },
  {
    name: 'article not found',
    path: '/insights/no-such-article',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'podcast',
    path: '/podcast',
    ready: (page) => expect(page.getByTestId('episode-card').first()).toBeVisible(),
  },
  {
    name: 'contact',
    path: '/contact',
    ready: async (page) => {
      await page.getByRole('button', { name: contactFormCopy.submit }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
    },
  },
  {
    name: 'free tools',
    path: '/free-tools',
    ready: (page) => expect(page.getByText(diagnosticCopy.questionOf(1, 7))).toBeVisible(),
  },
  {
    name: 'cookies',
    path: '/cookies',
    ready: (page) => expect(page.getByTestId('current-consent')).toBeVisible(),
  },
  {
    name: 'sitemap info',
    path: '/sitemap-info',
    // The 'Sitemap Valid' toast is on screen: its colours are checked too.
    ready: async (page) => {
      await expect(page.getByTestId('sitemap-url-count')).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
      // Checked once its enter animation is over: a half-faded toast has no real contrast.
      await expect(page.locator('[data-sonner-toast]')).toHaveCSS('opacity', '1');
    },
  },
  {
    name: 'programmatic page',
    path: '/solutions/strategic-planning',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    name: 'programmatic page not found',
    path: '/solutions/not-a-page',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const { name, path, ready } of pages) {
      test(`${name} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(typeof path === 'string' ? path : await path(page));
        await hydrated(page);
        await ready(page);
        // Every page has a title; axe runs once it is in place (React Router's <Meta> sets it
        // again as hydration finishes, and a check in between saw none).
        await expect(page).toHaveTitle(/\S/);

        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
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
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Customize Preferences' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
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

  expect(await seriousAxeViolations(page)).toEqual([]);
});
