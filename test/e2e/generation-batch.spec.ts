/**
 * The Batch Article Generator in the browser with the offline model (admin-portal.md sections 2,
 * 4 and 5; DESIGN.md deviation 3): the spec's validation messages, a 3-entry batch reaching
 * Complete with the summary, a reload mid-batch showing the same batch still progressing, and the
 * programmatic pages manager: a page created there gets content and can be published and
 * previewed.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { adminApi, baseUrl, openSignedIn, signIn, unique } from './admin-helpers';

interface Named {
  id: string;
  name: string;
}

/** An author and a category of this test's own, made through the API. */
async function references(request: Parameters<typeof adminApi>[0]) {
  const suffix = unique();
  const author = await adminApi<Named>(request, 'POST', '/api/admin/authors', {
    name: `Batch Author ${suffix}`,
  });
  const category = await adminApi<Named>(request, 'POST', '/api/admin/categories', {
    name: `Batch Category ${suffix}`,
  });
  return { author, category };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

const generator = () => `${baseUrl()}/admin/articles/batch-generator`;

test.describe('batch article generator', () => {
  test('shows the spec messages for an empty batch', async ({ page }) => {
    await signIn(page);
    await page.goto(generator());

    await page.getByRole('button', { name: /^Generate 1 Article$/ }).click();

    await expect(page.getByText('Author is required')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Keyword is required')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove article 1' })).toBeDisabled();
  });

  test('runs a 3-entry batch to Complete and shows the summary', async ({ page, request }) => {
    const { author, category } = await references(request);
    const suffix = unique();
    await signIn(page);
    await page.goto(generator());

    await choose(page, 'Author', author.name);
    await choose(page, 'Category', category.name);
    for (let index = 0; index < 3; index += 1) {
      if (index > 0) await page.getByRole('button', { name: 'Add Article' }).click();
      await page.locator(`#entry-${index}-title`).fill(`Browser batch ${suffix} ${index + 1}`);
      await page.locator(`#entry-${index}-keyword`).fill(`browser keyword ${index + 1}`);
    }
    await page.getByRole('button', { name: 'Generate 3 Articles' }).click();

    await expect(page).toHaveURL(/\?job=[0-9a-f-]{36}$/);
    await expect(
      page
        .getByText('Batch processing complete: Successfully generated 3 out of 3 articles.')
        .first(),
    ).toBeVisible({ timeout: 30_000 });
    const items = page.getByRole('list', { name: 'Batch items' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.getByText('Complete', { exact: true })).toHaveCount(3);
    await expect(page.getByText('3 of 3 finished')).toBeVisible();
    // Finished: nothing is left running to come back to.
    await expect(page.getByText(/you can close this page/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await items.first().getByRole('link', { name: 'View Article' }).click();
    await expect(page).toHaveURL(/\/admin\/articles\/edit\/[0-9a-f-]{36}$/);
  });

  test('shows the same batch still progressing after a reload', async ({ page, request }) => {
    // 150 drafts, 10 at a time, each taking the sandbox's simulated model latency (500 ms, see
    // global-setup.ts): at least 7.5 s of work, so the batch still runs after the reload below.
    test.setTimeout(120_000);
    const { author, category } = await references(request);
    const total = 150;
    const { jobId } = await adminApi<{ jobId: string }>(request, 'POST', '/api/admin/jobs', {
      author_id: author.id,
      category_id: category.id,
      entries: Array.from({ length: total }, (_, i) => ({
        title: `Reload batch ${unique()} ${i}`,
        keyword: `reload ${i}`,
      })),
    });
    await signIn(page);
    await page.goto(`${generator()}?job=${jobId}`);
    await expect(page.getByRole('heading', { name: 'Generating articles' })).toBeVisible();

    await page.reload();

    await expect(page.getByRole('list', { name: 'Batch items' }).getByRole('listitem')).toHaveCount(
      total,
    );
    const finished = async () =>
      Number((await page.getByText(/\d+ of \d+ finished/).textContent())?.split(' ')[0]);
    const first = await finished();
    await expect.poll(finished, { timeout: 60_000 }).toBeGreaterThan(first);
    await expect(
      page
        .getByText(
          `Batch processing complete: Successfully generated ${total} out of ${total} articles.`,
        )
        .first(),
    ).toBeVisible({ timeout: 90_000 });
  });
});

test.describe('programmatic pages manager', () => {
  test('a page created in the manager gets content, is published and can be previewed', async ({
    page,
    context,
    request,
  }) => {
    const slug = `e2e-page-${unique()}`;
    await openSignedIn(page, '/admin/programmatic-pages');
    await page.getByRole('tab', { name: 'Create New Page' }).click();
    const form = page.getByRole('form', { name: 'Create Page' });
    await form.getByLabel('Target Keyword').fill('supply chain analytics');
    await form.getByLabel('Industry').fill('Logistics');
    await form
      .getByLabel('Pain Point')
      .fill('Late deliveries and no visibility into carrier performance.');
    await choose(page, 'Intent Level', 'commercial');
    await choose(page, 'CTA Type', 'consultation');
    await form.getByLabel('URL Slug').fill(slug);
    await form.getByRole('button', { name: 'Create Page' }).click();
    // Leaving the tab before the create call has answered would unmount the form mid-submit.
    await expect(page.getByText('Page created', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Pages' }).click();
    const row = page.getByRole('row').filter({ hasText: slug });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible({ timeout: 30_000 });
    // The offline model's title for these inputs (deterministic: the same inputs, the same draft).
    await expect(row.getByText('Supply chain analytics: advice for logistics')).toBeVisible();
    await row.getByRole('switch').click();
    await expect(page.getByText('Page published successfully!')).toBeVisible();

    await row.getByRole('button', { name: /^More actions/ }).click();
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('menuitem', { name: 'Preview (opens in a new tab)' }).click(),
    ]);
    await preview.waitForLoadState();
    await expect(preview).toHaveURL(new RegExp(`/solutions/${slug}$`));
    // What the preview renders comes from the public page API, which a visitor now reads (the
    // public page component itself belongs to the public site).
    const visitor = await request.get(`${baseUrl()}/api/pages/${slug}`);
    expect(visitor.status()).toBe(200);
    const published = (await visitor.json()) as {
      status: string;
      h1: string;
      intro_paragraph: string;
    };
    expect(published.status).toBe('published');
    expect(published.h1.length).toBeGreaterThan(0);
    expect(published.intro_paragraph).toMatch(/^Offline draft:/);
  });
});
