/**
 * Home page behaviour: the typewriter cycles the five words, the hero loop plays (and stays on its
 * poster for reduced motion), and the page stays light: no admin, Cognito, editor or CSV code,
 * no Intl work while loading, sized images, no layout shift.
 */
import { expect, test } from '@playwright/test';
import { homeHero } from '../../web/app/content/home';
import { onePagePerType, withStoredConsent } from './public-pages';

test.use({ baseURL: process.env.BASE_URL });
test.beforeEach(({ context }) => withStoredConsent(context));

test('the prerendered headline is complete before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

  expect(h1).toBe(`${homeHero.headline} ${homeHero.typewriterWords[0]}`);
});

test('the typewriter cycles through the five words', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const word = page.getByTestId('typewriter-word');

  // Each word is typed, held 2 s and deleted: record every word seen complete.
  const seen = await page.evaluate(
    ({ words }) =>
      new Promise<string[]>((resolve) => {
        const found = new Set<string>();
        const started = Date.now();
        const timer = setInterval(() => {
          const text = document.querySelector('[data-testid="typewriter-word"]')?.textContent ?? '';
          if (words.includes(text)) found.add(text);
          if (found.size === words.length || Date.now() - started > 45_000) {
            clearInterval(timer);
            resolve([...found]);
          }
        }, 100);
      }),
    { words: [...homeHero.typewriterWords] as string[] },
  );

  expect(seen.sort()).toEqual([...homeHero.typewriterWords].sort());
  await expect(word).toBeVisible();
});

test('the hero loop plays muted and looping over its poster', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const video = page.locator('video');

  await expect(video).toHaveAttribute('poster', /.+/);
  await expect(video).toHaveAttribute('loop', '');
  // The loop starts a few seconds after the page has settled (hero-video.tsx, loopDelayMs).
  await expect
    .poll(
      () => video.evaluate((v: HTMLVideoElement) => v.muted && !v.paused && v.currentTime > 0),
      { timeout: 20_000 },
    )
    .toBe(true);
});

test('with reduced motion the hero stays on its poster', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.waitForTimeout(1000);

  expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test('a public page downloads no admin, Cognito, editor or CSV code, nor React Router dev warnings', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });

  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    expect(new URL(url).pathname).not.toMatch(/\/assets\/(admin|auth|editor|csv)/);
    const body = await (await request.get(url)).text();
    expect(body, url).not.toMatch(
      /CognitoUserPool|amazon-cognito-identity|papaparse|Papa\.parse|Admin Portal/,
    );
    // React Router's production build: its development build keeps this warning's text.
    expect(body, url).not.toContain('You rendered descendant <Routes>');
  }
});

/**
 * A tab's first Intl formatter or collator loads ICU data: 30 to 70 ms on these machines, which
 * Lighthouse's 4x slowdown turns into blocking time. One module-level formatter in a module the
 * shared shell imports cost every public page that (see shared/rules/long-date.ts).
 */
test('no public page builds an Intl formatter or collator while it loads', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    const record = (name: string) => calls.push(`${name}\n${new Error().stack ?? ''}`);
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = (Intl as unknown as Record<string, unknown>)[name];
      if (typeof original !== 'function') continue;
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
        construct(target, args, newTarget) {
          record(`Intl.${name}`);
          return Reflect.construct(target, args, newTarget) as object;
        },
        apply(target, thisArg, args) {
          record(`Intl.${name}`);
          return Reflect.apply(target as () => unknown, thisArg, args);
        },
      });
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [owner, name] of methods) {
      const original = (owner as Record<string, (...args: unknown[]) => unknown>)[name]!;
      (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        record(name);
        return original.apply(this, args);
      };
    }
  });

  for (const { path } of onePagePerType) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    const calls = await page.evaluate(
      () => (window as unknown as { intlCalls: string[] }).intlCalls,
    );
    expect(calls, path).toEqual([]);
  }
});

test('images are sized and lazy below the fold; the page does not shift', async ({ page }) => {
  await page.goto('/about');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);

  const images = await page.locator('main img').evaluateAll((nodes) =>
    nodes.map((img) => ({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      alt: img.getAttribute('alt'),
      loading: img.getAttribute('loading'),
      top: img.getBoundingClientRect().top,
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.width && image.height).toBeTruthy();
    expect(image.alt).toBeTruthy();
    if (image.top > 900) expect(image.loading).toBe('lazy');
  }

  await page.goto('/');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 4000);
      }),
  );
  expect(shift).toBeLessThan(0.05);
});
