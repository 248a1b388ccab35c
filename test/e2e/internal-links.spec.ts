/**
 * Internal links (DESIGN.md section 14) in the browser, state made through the API: a published
 * programmatic page lists its nearest published pages under "Related Reading" and a click opens
 * one; the article editor suggests a link for the draft and inserts it only on "Insert", in
 * simple and advanced mode.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { PageRecord } from '../../shared/schemas/page';
import { adminApi, baseUrl, openSignedIn, unique } from './admin-helpers';

/** A page generated straight into published (the generation worker writes its content). */
async function publishedPage(
  request: APIRequestContext,
  keyword: string,
  industry: string,
): Promise<PageRecord> {
  const created = await adminApi<PageRecord>(request, 'POST', '/api/admin/pages', {
    keyword,
    industry,
    pain_point: 'Every disruption costs a week of deliveries.',
    intent_level: 'commercial',
    cta_type: 'consultation',
    lands_in: 'published',
  });
  await expect
    .poll(
      async () =>
        (await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`)).status,
      { timeout: 30_000 },
    )
    .toBe('published');
  return adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
}

test('a published programmatic page lists its related pages, and following one opens it', async ({
  page,
  request,
}) => {
  const topic = unique();
  const industry = `Harbour Logistics ${topic}`;
  const first = await publishedPage(request, `Port Congestion ${topic}`, industry);
  const second = await publishedPage(request, `Port Automation ${topic}`, industry);

  // The second publish renders the first again with the second among its related links.
  const related = page.getByRole('region', { name: 'Related Reading' });
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl()}/solutions/${first.slug}`);
        return related.getByRole('link', { name: new RegExp(second.title) }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);

  await related.getByRole('link', { name: new RegExp(second.title) }).click();

  await expect(page).toHaveURL(new RegExp(`/solutions/${second.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.h1 })).toBeVisible();
});

test('the editor suggests an internal link for the draft and inserts it only on Insert', async ({
  page,
  request,
}) => {
  const topic = unique();
  const target = await publishedPage(request, `Tariff Planning ${topic}`, `Customs ${topic}`);
  const content = `Importers rarely budget for duty changes. Tariff planning ${topic} turns them into a line item.`;

  await openSignedIn(page, '/admin/articles/new');
  await page.getByLabel('Title').fill(`Duty shocks and tariff planning ${topic}`);
  const body = page.getByRole('textbox', { name: 'Content', exact: true });
  await body.fill(content);

  await page.getByRole('button', { name: 'Suggest internal links' }).click();

  const suggestions = page.getByRole('list', { name: 'Suggested internal links' });
  const suggestion = suggestions
    .getByRole('listitem')
    .filter({ hasText: `/solutions/${target.slug}` });
  await expect(suggestion).toContainText(`links “Tariff planning ${topic}”`);
  // Suggested, not inserted: the text is as typed until Insert is clicked.
  await expect(body).toHaveValue(content);

  await suggestion.getByRole('button', { name: /^Insert/ }).click();

  await expect(body).toHaveValue(
    content.replace(
      `Tariff planning ${topic}`,
      `[Tariff planning ${topic}](/solutions/${target.slug})`,
    ),
  );
  await expect(suggestion).toHaveCount(0);
});

test('the advanced editor suggests internal links too, inserting into the field that has the phrase', async ({
  page,
  request,
}) => {
  const topic = unique();
  const target = await publishedPage(request, `Freight Audit ${topic}`, `Carriers ${topic}`);
  const section = `Carriers overbill quietly. Freight audit ${topic} finds it.`;

  await openSignedIn(page, '/admin/articles/new');
  await page.getByLabel('Title').fill(`Overbilling and freight audit ${topic}`);
  await page
    .getByRole('textbox', { name: 'Content', exact: true })
    .fill(`Invoices hide errors.\n\n## Where money leaks\n\n${section}`);
  await page.getByRole('button', { name: 'Advanced Mode' }).click();
  const sectionContent = page.getByRole('textbox', { name: 'Section content' });
  await expect(sectionContent).toHaveValue(section);

  await page.getByRole('button', { name: 'Suggest internal links' }).click();
  const suggestion = page
    .getByRole('list', { name: 'Suggested internal links' })
    .getByRole('listitem')
    .filter({ hasText: `/solutions/${target.slug}` });
  await suggestion.getByRole('button', { name: /^Insert/ }).click();

  await expect(sectionContent).toHaveValue(
    section.replace(
      `Freight audit ${topic}`,
      `[Freight audit ${topic}](/solutions/${target.slug})`,
    ),
  );
  await expect(page.getByRole('textbox', { name: 'Introduction' })).toHaveValue(
    'Invoices hide errors.',
  );
});
