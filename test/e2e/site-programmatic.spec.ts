/**
 * The public programmatic landing page (public-site.md sections 2, 4 and 7): a published page for
 * everyone, a draft only for a signed-in admin (with a banner, never indexed), Page Not Found for
 * everyone else, the built-in sample when the API fails, the default title, and text-only fields.
 */
import { expect, test, type Page } from '@playwright/test';
import { samplePageRecord } from '../../shared/content/sample-pages';
import type { PageRecord } from '../../shared/schemas/page';
import { programmaticPageCopy as copy } from '../../web/app/content/programmatic-page';
import { siteConfig } from './public-pages';
import { adminApi, storeSession } from './admin-helpers';
import { hydrated, unique } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });

async function open(page: Page, slug: string) {
  await page.goto(`/solutions/${slug}`);
  await hydrated(page);
  await expect(page.getByText(copy.loading)).toHaveCount(0);
}

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: copy.notFound.heading })).toBeVisible();
  await expect(page.getByText(copy.notFound.text)).toBeVisible();
  await expect(page.getByRole('link', { name: copy.notFound.button })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

/** A new page with generated content, left as a draft. */
async function draftPage(page: Page): Promise<PageRecord> {
  const keyword = `Channel Strategy ${unique()}`;
  const created = await adminApi<PageRecord>(page.request, 'POST', '/api/admin/pages', {
    keyword,
    industry: 'Industrial software',
    pain_point: 'Partners sign up and never sell.',
    intent_level: 'commercial',
    cta_type: 'consultation',
  });
  let ready: PageRecord | undefined;
  await expect
    .poll(
      async () => {
        ready = await adminApi<PageRecord>(page.request, 'GET', `/api/admin/pages/${created.id}`);
        return ready.h1;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return ready!;
}

test('a published page is public, with its content, links and head tags', async ({ page }) => {
  const sample = samplePageRecord('strategic-planning')!;
  const response = await page.goto('/solutions/strategic-planning');
  await hydrated(page);

  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.h1);
  await expect(page.getByText(sample.subheadline)).toBeVisible();
  await expect(page.getByText(sample.intro_paragraph)).toBeVisible();
  await expect(page.getByRole('link', { name: copy.getStarted.label })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: copy.learnAbout.label })).toHaveAttribute(
    'href',
    '/about',
  );
  await expect(page.getByRole('heading', { name: copy.benefitsHeading })).toBeVisible();
  for (const bullet of sample.value_bullets) await expect(page.getByText(bullet)).toBeVisible();
  await expect(page.getByTestId('page-cta').locator('br')).toHaveCount(
    sample.cta_section.split('\n').length - 1,
  );
  await expect(page.getByRole('link', { name: copy.contactUs.label })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByTestId('draft-banner')).toHaveCount(0);

  // Single-open FAQ.
  await expect(page.getByRole('heading', { name: copy.faqHeading })).toBeVisible();
  const [first, second] = sample.faqs;
  await page.getByRole('button', { name: first!.question }).click();
  await expect(page.getByText(first!.answer)).toBeVisible();
  await page.getByRole('button', { name: second!.question }).click();
  await expect(page.getByText(second!.answer)).toBeVisible();
  await expect(page.getByText(first!.answer)).toBeHidden();

  const related = page.getByRole('region', { name: copy.relatedHeading });
  await expect(related.getByRole('link')).toHaveCount(2);
  await expect(related.getByRole('link').first()).toHaveAttribute(
    'href',
    '/solutions/strategy-market-design',
  );
  await expect(related.getByRole('link').nth(1)).toHaveAttribute(
    'href',
    '/solutions/growth-enablement',
  );

  await expect(page).toHaveTitle(sample.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    sample.meta_description,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${siteConfig.publicOrigin}/solutions/strategic-planning`,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
});

test('a draft is Page Not Found for visitors; a signed-in admin sees it under a banner, noindex', async ({
  page,
  browser,
}) => {
  const draft = await draftPage(page);

  await open(page, draft.slug);
  await expectNotFound(page);

  const adminContext = await browser.newContext({ storageState: process.env.E2E_STORAGE_STATE });
  const adminPage = await adminContext.newPage();
  await storeSession(adminPage);
  await open(adminPage, draft.slug);
  await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(draft.h1);
  await expect(adminPage.getByTestId('draft-banner')).toHaveText(copy.draftBanner.draft);
  await expect(adminPage.locator('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
  await adminContext.close();
});

test('an unknown slug is Page Not Found', async ({ page }) => {
  await open(page, `nothing-here-${unique()}`);
  await expectNotFound(page);
});

test('when the API fails, a built-in sample page is still served', async ({ page }) => {
  const sample = samplePageRecord('strategic-planning')!;
  await page.route('**/api/pages/strategic-planning', (route) => route.abort());

  await open(page, 'strategic-planning');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.h1);
});

test('without a title the page is titled {keyword} | {brand}; every field is plain text', async ({
  page,
}) => {
  const record = {
    ...samplePageRecord('strategic-planning')!,
    slug: 'text-only',
    title: '',
    keyword: 'Pricing Strategy',
    h1: '<img src=x onerror="window.__xss=1">Heading',
    faqs: [{ question: '<b>Q</b>', answer: '<script>window.__xss=2</script>' }],
  };
  await page.route('**/api/pages/text-only', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(record) }),
  );

  await open(page, 'text-only');

  await expect(page).toHaveTitle(`Pricing Strategy | ${siteConfig.brandName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.h1);
  await expect(page.locator('main img, main script, main b')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
});
