/**
 * The podcast page (public-site.md sections 2, 4, 8 and 9): the show header, count and order
 * note, page sizes and 'Page X of Y', skeletons, the error card, 'Audio coming soon' for episodes
 * without audio, a broken audio file ('Unable to load audio'), playback with a real (generated)
 * file, and a page change stopping it. The sample feed's first three episodes play generated WAV
 * files from the repo (web/scripts/make-podcast-audio.ts); elsewhere audio is
 * served through page.route.
 */
import { expect, test, type Page } from '@playwright/test';
import type { PodcastEpisode, PodcastResponse } from '../../shared/schemas/podcast';
import { audioPlayerCopy, podcastCopy } from '../../web/app/content/podcast';
import { siteConfig } from './public-pages';
import { baseUrl, hydrated, jsonLdBlocks } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });

const episodes = (page: Page) => page.getByTestId('episode-card');

/** One second of silence as a 16-bit mono WAV file. */
function silentWav(seconds = 1, rate = 8000): Buffer {
  const samples = seconds * rate;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}

async function realPodcast(page: Page): Promise<PodcastResponse> {
  return (await (await page.request.get(`${baseUrl()}/api/podcast`)).json()) as PodcastResponse;
}

/** Serves the real show with the given episodes instead of its own. */
async function withEpisodes(page: Page, list: PodcastEpisode[]) {
  const show = await realPodcast(page);
  await page.route('**/api/podcast', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ ...show, episodes: list }),
    }),
  );
}

function episode(n: number, audioUrl: string): PodcastEpisode {
  return {
    title: `Episode title number ${n} with a rather long name that needs cutting`,
    description: `About episode ${n}.`,
    pubDate: new Date(Date.UTC(2025, 4, 13 - n)).toISOString(),
    duration: '1:00',
    audioUrl,
    episodeNumber: n,
  };
}

async function openPodcast(page: Page) {
  await page.goto('/podcast');
  await hydrated(page);
  await expect(page.getByTestId('episode-skeleton')).toHaveCount(0);
}

test('the show header, count, page sizes and pages', async ({ page }) => {
  const show = await realPodcast(page);
  const total = show.episodes.length;
  await openPodcast(page);

  await expect(page.getByRole('heading', { level: 2, name: show.title })).toBeVisible();
  await expect(page.getByTestId('podcast-badge')).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(podcastCopy.viewOnHost) }),
  ).toHaveAttribute('href', show.link || siteConfig.podcastHostUrl);
  await expect(page.getByText(podcastCopy.subscribe)).toBeVisible();
  await expect(page.getByRole('heading', { name: podcastCopy.latestHeading })).toBeVisible();
  await expect(page.getByText(podcastCopy.episodeCount(total))).toBeVisible();
  await expect(page.getByText(podcastCopy.orderNote)).toBeVisible();
  await expect(page.getByRole('heading', { name: podcastCopy.about.heading })).toBeVisible();
  const series = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'PodcastSeries');
  expect(series?.name).toBe(show.title);

  // Default five per page.
  await expect(episodes(page)).toHaveCount(Math.min(5, total));
  const pages = Math.ceil(total / 5);
  const nav = page.getByRole('navigation', { name: podcastCopy.pagination });
  await expect(nav).toContainText(podcastCopy.pageOf(1, pages));
  await nav.getByRole('button', { name: 'Page 2' }).click();
  await expect(nav).toContainText(podcastCopy.pageOf(2, pages));
  await expect(episodes(page)).toHaveCount(Math.min(5, total - 5));
  await expect(episodes(page).first()).toContainText(show.episodes[5]!.title);

  // A size change returns to page 1.
  await page.getByRole('combobox', { name: podcastCopy.perPage }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await expect(nav).toContainText(podcastCopy.pageOf(1, Math.ceil(total / 3)));
  await expect(episodes(page)).toHaveCount(3);
  await expect(episodes(page).first()).toContainText(show.episodes[0]!.title);

  await page.getByRole('combobox', { name: podcastCopy.perPage }).click();
  await page.getByRole('option', { name: '20', exact: true }).click();
  await expect(episodes(page)).toHaveCount(Math.min(20, total));
  await expect(nav).toHaveCount(total > 20 ? 1 : 0);
});

test('an episode without audio has a disabled Play and says Audio coming soon', async ({
  page,
}) => {
  await withEpisodes(page, [episode(2, '#'), episode(1, '')]);
  await openPodcast(page);

  for (const card of await episodes(page).all()) {
    await expect(card.getByText(audioPlayerCopy.comingSoon)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Play / })).toBeDisabled();
  }
});

test('a broken audio address shows Unable to load audio', async ({ page }) => {
  await withEpisodes(page, [episode(1, '/media/podcast/missing-episode.mp3')]);
  await page.route('**/media/podcast/missing-episode.mp3', (route) =>
    route.fulfill({ status: 404, body: 'not here' }),
  );
  await openPodcast(page);

  await episodes(page)
    .first()
    .getByRole('button', { name: /^Play / })
    .click();

  await expect(episodes(page).first().getByRole('alert')).toHaveText(audioPlayerCopy.loadError);
  await expect(page.getByTestId('audio-player')).toHaveAttribute('data-state', 'error');
});

test('an episode plays; a page change stops it; the title is cut at 200 px', async ({ page }) => {
  const wav = silentWav(30);
  const list = Array.from({ length: 6 }, (_, i) =>
    episode(6 - i, `/media/podcast/ep-${6 - i}.wav`),
  );
  await withEpisodes(page, list);
  await page.route('**/media/podcast/*.wav', (route) =>
    route.fulfill({ status: 200, contentType: 'audio/wav', body: wav }),
  );
  await openPodcast(page);
  const player = page.getByTestId('audio-player').first();
  const title = player.locator('p[title]');
  expect((await title.boundingBox())!.width).toBeLessThanOrEqual(200);

  await player.getByRole('button', { name: /^Play / }).click();
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect(player.getByRole('slider', { name: audioPlayerCopy.volume })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(player.getByRole('slider', { name: audioPlayerCopy.seek })).toHaveAttribute(
    'aria-valuemax',
    '100',
  );
  await player.getByRole('button', { name: /^Pause / }).click();
  await expect(player).toHaveAttribute('data-state', 'paused');
  await player.getByRole('button', { name: /^Play / }).click();
  await expect(player).toHaveAttribute('data-state', 'playing');

  await page
    .getByRole('navigation', { name: podcastCopy.pagination })
    .getByRole('button', { name: 'Page 2' })
    .click();

  await expect(episodes(page)).toHaveCount(1);
  expect(
    await page.evaluate(() => [...document.querySelectorAll('audio')].every((a) => a.paused)),
  ).toBe(true);
});

test("the sandbox's own sample episodes play their generated audio to the end", async ({
  page,
}) => {
  // No mocking: the sample feed's first episodes point at the WAV files made in the repo.
  await openPodcast(page);
  const player = page.getByTestId('audio-player').first();
  await expect(player.getByRole('button', { name: /^Play / })).toBeEnabled();

  await player.getByRole('button', { name: /^Play / }).click();
  await expect(player).toHaveAttribute('data-state', 'playing');
  await expect
    .poll(() => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThan(0.2);
  // Seek near the end: the file plays out, and the player returns to its start, ready to replay.
  await player
    .locator('audio')
    .evaluate((audio: HTMLAudioElement) => (audio.currentTime = audio.duration - 0.3));
  await expect(player).toHaveAttribute('data-state', 'idle', { timeout: 10_000 });
  expect(
    await player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime),
  ).toBe(0);
});

test('skeletons (one per page size) while loading, then the error card whose Try Again reloads', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/podcast', async (route) => {
    await held;
    await route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'bad_gateway', message: podcastCopy.error, requestId: 'r' },
      }),
    });
  });
  await page.goto('/podcast');
  await hydrated(page);
  await expect(page.getByTestId('episode-skeleton')).toHaveCount(5);

  release();

  await expect(page.getByText(podcastCopy.error)).toBeVisible();
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: podcastCopy.tryAgain }).click(),
  ]);
});
