/**
 * Prerendered copy is kept as the server wrote it instead of being hydrated
 * (components/layout/static-html.tsx): React never renders it on the first load, its site links
 * still navigate in the app, and a client navigation back to the page renders it as usual.
 */
import { expect, test, type Locator } from '@playwright/test';
import { caseStudiesPageCopy } from '../../web/app/content/case-studies';
import { homeClientSuccess, homeServices } from '../../web/app/content/home';
import { serviceTemplateCopy } from '../../web/app/content/services';
import { withStoredConsent } from './public-pages';

test.use({ baseURL: process.env.BASE_URL });
test.beforeEach(({ context }) => withStoredConsent(context));

/** Whether React rendered (or hydrated) this element: it then carries React's fiber reference. */
function renderedByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );
}

test('the home copy keeps its prerendered markup, and its site links navigate in the app', async ({
  page,
}) => {
  await page.goto('/');
  const headerLink = page.getByRole('banner').getByRole('link', { name: 'About', exact: true });
  const servicesHeading = page.getByRole('heading', { level: 2, name: homeServices.heading });
  // The header hydrates; once it has, the copy below the hero has been passed over.
  await expect.poll(() => renderedByReact(headerLink)).toBe(true);
  await expect(servicesHeading).toBeVisible();
  expect(await renderedByReact(servicesHeading)).toBe(false);

  await page.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));
  await page.getByRole('link', { name: homeClientSuccess.link.label }).click();

  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(caseStudiesPageCopy.title);
  expect(await page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark)).toBe(true);

  // Back on home by client navigation: the copy is rendered by React this time.
  await page.goBack();
  await expect(servicesHeading).toBeVisible();
  expect(await renderedByReact(servicesHeading)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark)).toBe(true);
});

test('a page reached by client navigation renders its copy in full', async ({ page }) => {
  await page.goto('/');
  const headerLink = page.getByRole('banner').getByRole('link', { name: 'About', exact: true });
  await expect.poll(() => renderedByReact(headerLink)).toBe(true);

  // The footer's links are kept too, on every page; they navigate in the app all the same.
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Growth Enablement' });
  expect(await renderedByReact(footerLink)).toBe(false);
  await page.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));
  await footerLink.click();

  await expect(page).toHaveURL(/\/solutions\/growth-enablement/);
  for (const heading of [serviceTemplateCopy.benefitsHeading, serviceTemplateCopy.featuresHeading])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark)).toBe(true);
  expect(await renderedByReact(footerLink)).toBe(false);
});
