/**
 * First-party analytics and lead attribution end to end (DESIGN.md section 13): a visitor who
 * accepts analytics and arrives through a link with UTM tags sends view beacons for the pages
 * read, client-side navigations included; the contact they send carries that visit, which the
 * contact's detail shows as its source and path, and the dashboard counts the views and the lead.
 * A visitor who declines analytics sends no beacon at all, and their lead carries its page alone.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { interestLabels } from '../../shared/content/interests';
import { contactFormCopy, contactSuccessAlert } from '../../web/app/content/contact';
import { consentDialogCopy } from '../../web/app/content/cookie-consent';
import { openSignedIn } from './admin-helpers';
import { adminApi } from './admin-helpers';
import { firstVisit, hydrated, unique, useFreshClientIp } from './site-helpers';

test.use({
  baseURL: process.env.BASE_URL,
  storageState: firstVisit,
  // A visitor's browser: the beacon drops bots, and headless Chromium names itself one.
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
});

interface BeaconEvent {
  type: string;
  path: string;
  utm?: Record<string, string>;
  sessionId: string;
}

/**
 * Every event the page sends to /api/beacon, as sent. The browser's own sendBeacon sends them
 * (the request is real); the page tells the test each body too, since a beacon's Blob body is not
 * readable from the request Playwright reports.
 */
async function watchBeacons(
  page: Page,
): Promise<{ events: BeaconEvent[]; calls: string[]; requests: string[] }> {
  const events: BeaconEvent[] = [];
  // One entry per sendBeacon call: the tracker sends the views queued since its last idle moment
  // in one beacon, so quick navigations may share one.
  const calls: string[] = [];
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/beacon') requests.push(request.url());
  });
  await page.exposeFunction('__beaconSent', (url: string, text: string) => {
    if (new URL(url, 'http://x').pathname !== '/api/beacon') return;
    calls.push(url);
    events.push(...(JSON.parse(text) as { events: BeaconEvent[] }).events);
  });
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const tell = (window as unknown as { __beaconSent: (url: string, text: string) => void })
      .__beaconSent;
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => tell(String(url), text));
      return send(url, data);
    };
  });
  return { events, calls, requests };
}

/** A client-side navigation, as a click on a site link makes it. */
async function navigate(page: Page, path: string) {
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => unknown } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

/** Fills and sends the contact form; returns the attribution its request carried. */
async function sendContact(page: Page, lastName: string): Promise<unknown> {
  const sent = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/contact' && request.method() === 'POST',
  );
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  const copy = contactFormCopy;
  await field(copy.firstName.label).fill('Ada');
  await field(copy.lastName.label).fill(lastName);
  await field(copy.email.label).fill(`ada.${lastName.toLowerCase()}@example.com`);
  await field(copy.companyName.label).fill('Analytical Engines Ltd');
  await page.getByRole('combobox', { name: copy.interest.label }).click();
  await page.getByRole('option', { name: interestLabels.growth }).click();
  await field(copy.message.label).fill('We want to rebuild our partner channel this year.');
  await page.getByRole('button', { name: copy.submit }).click();
  await expect(page.getByText(contactSuccessAlert.title)).toBeVisible();
  return ((await sent).postDataJSON() as { attribution?: unknown }).attribution;
}

test('an accepted visit from a campaign link is the source of its lead, and is counted', async ({
  page,
}) => {
  const run = unique();
  const campaign = `e2e-${run}`;
  const lastName = `Source${run}`;
  await useFreshClientIp(page);
  const { events: beacons, calls, requests } = await watchBeacons(page);

  // Arrive through a campaign link and accept analytics (Accept All reloads the same URL).
  await page.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  await hydrated(page);
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: consentDialogCopy.simple.acceptAll })
    .click();
  await page.waitForLoadState('load');
  await hydrated(page);

  // Read three pages by client-side navigation; the contact page is the third.
  await navigate(page, '/about');
  await navigate(page, '/faq');
  await navigate(page, '/contact');
  await expect
    .poll(() => beacons.filter((event) => event.type === 'view').map((event) => event.path))
    .toEqual(['/', '/about', '/faq', '/contact']);
  expect(beacons[0]!.utm).toEqual({ source: 'newsletter', medium: 'email', campaign });
  // The wrapper reports a beacon as it is handed over; its request is seen a moment later.
  expect(calls.length).toBeGreaterThan(0);
  await expect.poll(() => requests.length).toBeGreaterThanOrEqual(calls.length);
  expect(new Set(beacons.map((event) => event.sessionId)).size).toBe(1);

  expect(await sendContact(page, lastName)).toEqual({
    sourcePath: '/contact',
    firstTouch: {
      landingPath: '/',
      referrer: '',
      utm: { source: 'newsletter', medium: 'email', campaign },
      at: expect.any(String),
    },
    pages: ['/', '/about', '/faq', '/contact'],
  });

  // The contact's detail shows where the lead came from and the path it took.
  await openSignedIn(page, '/admin/contact-submissions');
  await page.getByRole('button', { name: `View submission from Ada ${lastName}` }).click();
  const source = page.getByRole('dialog').getByRole('region', { name: 'Source' });
  await expect(source).toContainText('Sent from/contact');
  await expect(source).toContainText('Landing page/Referrer');
  await expect(source).toContainText(`newsletter / email / ${campaign}`);
  await expect(source.getByRole('list', { name: 'Pages read, in order' })).toHaveText(
    ['/', '/about', '/faq', '/contact'].join(''),
  );

  // The dashboard counts the campaign's views and its lead (counters fill asynchronously).
  await page.goto('/admin/analytics?days=7');
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  await expect(async () => {
    await page.reload();
    const row = campaigns.getByRole('row').filter({ hasText: campaign });
    await expect(row).toBeVisible({ timeout: 2_000 });
    // Its one lead (the last column); how many views a campaign gets is the server's rule.
    await expect(row.getByRole('cell').last()).toHaveText('1', { timeout: 2_000 });
    // The views: each page read is a row of Top pages with its one view.
    const topPages = page.getByRole('region', { name: 'Top pages' }).first();
    for (const path of ['/about', '/faq']) {
      const pageRow = topPages.getByRole('row').filter({ hasText: path });
      await expect(pageRow.getByRole('cell').nth(1)).not.toHaveText('0', { timeout: 2_000 });
    }
  }).toPass({ timeout: 45_000 });
});

test('a click on Schedule a Call sends a schedule_call lead with the visit', async ({
  page,
  context,
}) => {
  await useFreshClientIp(page);
  const { events } = await watchBeacons(page);
  // The booking site is another origin; the test never leaves the machine.
  await context.route(/calendly\.com/, (route) => route.abort());
  await page.goto('/about?utm_source=partner');
  await hydrated(page);
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: consentDialogCopy.simple.acceptAll })
    .click();
  await page.waitForLoadState('load');
  await hydrated(page);
  await expect.poll(() => events.filter((event) => event.type === 'view').length).toBe(1);

  const popup = context.waitForEvent('page');
  await page.getByRole('main').getByRole('link', { name: 'Schedule a Call' }).first().click();
  await (await popup).close();

  await expect
    .poll(() => events.filter((event) => event.type === 'lead'))
    .toEqual([
      {
        type: 'lead',
        kind: 'schedule_call',
        path: '/about',
        sessionId: events[0]!.sessionId,
        attribution: {
          sourcePath: '/about',
          firstTouch: expect.objectContaining({
            landingPath: '/about',
            utm: { source: 'partner' },
          }),
          pages: ['/about'],
        },
      },
    ]);
});

test('a visitor who declines analytics sends no beacon, and their lead carries its page alone', async ({
  page,
  request,
}) => {
  const lastName = `Declined${unique()}`;
  await useFreshClientIp(page);
  const analyticsRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/beacon')) analyticsRequests.push(sent.url());
  });

  await page.goto('/?utm_source=newsletter&utm_campaign=declined');
  await hydrated(page);
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: consentDialogCopy.simple.rejectAll })
    .click();
  await navigate(page, '/about');
  // Not even a lead event for a Schedule a Call click.
  await page.context().route(/calendly\.com/, (route) => route.abort());
  const popup = page.context().waitForEvent('page');
  await page.getByRole('main').getByRole('link', { name: 'Schedule a Call' }).first().click();
  await (await popup).close();
  await navigate(page, '/contact');
  expect(await sendContact(page, lastName)).toEqual({ sourcePath: '/contact' });
  // Time for any late beacon (they wait for an idle moment) to have gone.
  await page.waitForTimeout(1_500);

  expect(analyticsRequests).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  const { items } = await adminApi<{ items: { last_name: string; attribution?: unknown }[] }>(
    request,
    'GET',
    `/api/admin/contacts?q=${lastName}`,
  );
  expect(items.find((item) => item.last_name === lastName)?.attribution).toEqual({
    sourcePath: '/contact',
  });
});
