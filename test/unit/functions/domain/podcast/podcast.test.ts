import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { podcastFeedPath } from '@shared/content/site-paths';
import { podcastResponseSchema } from '@shared/schemas/podcast';
import {
  createPodcastReader,
  podcastCacheMs,
  podcastUnavailableMessage,
  PodcastUnavailableError,
  type PodcastDeps,
} from '@functions/domain/podcast/podcast';
import { sampleEpisodes } from '@functions/domain/podcast/sample-episodes';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const dayMs = 24 * 60 * 60 * 1000;

function setup(xml: () => Promise<string>, overrides: Partial<PodcastDeps> = {}) {
  let now = Date.parse('2025-05-13T12:00:00.000Z');
  const fetchFeed = vi.fn(xml);
  const log = { error: vi.fn() };
  const read = createPodcastReader({
    fetchFeed,
    feedUrl: 'https://feeds.example.com/growth.xml',
    hostUrl: 'https://host.example.com/show',
    now: () => new Date(now),
    log,
    ...overrides,
  });
  return { read, fetchFeed, log, advance: (ms: number) => (now += ms) };
}

describe('the podcast reader', () => {
  it('dates episode i today minus 7 x i days and numbers them down from the total', async () => {
    const { read } = setup(async () => fixture('plain-feed.xml'));

    const podcast = await read();

    expect(podcastResponseSchema.parse(podcast)).toEqual(podcast);
    expect(podcast.episodes.map((episode) => [episode.episodeNumber, episode.pubDate])).toEqual([
      [3, '2025-05-13T12:00:00.000Z'],
      [2, new Date(Date.parse('2025-05-13T12:00:00.000Z') - 7 * dayMs).toISOString()],
      [1, new Date(Date.parse('2025-05-13T12:00:00.000Z') - 14 * dayMs).toISOString()],
    ]);
    expect(podcast).toMatchObject({
      title: 'The Growth Briefing',
      link: 'https://podcasts.example.com/growth-briefing',
      feedUrl: 'https://feeds.example.com/growth.xml',
    });
  });

  it('shows the two sample episodes, without audio, when the feed has none', async () => {
    const { read } = setup(async () => fixture('empty-feed.xml'), { feedUrl: '' });

    const podcast = await read();

    expect(podcast.episodes.map((episode) => episode.title)).toEqual(
      sampleEpisodes.map((episode) => episode.title),
    );
    expect(podcast.episodes.map((episode) => episode.audioUrl)).toEqual(['#', '#']);
    expect(podcast.episodes.map((episode) => episode.episodeNumber)).toEqual([2, 1]);
    expect(podcast.link).toBe('https://host.example.com/show');
  });

  it("links 'Subscribe via RSS' to the site's served feed when no feed address is known", async () => {
    const { read } = setup(async () => fixture('empty-feed.xml'), { feedUrl: '' });

    const podcast = await read();

    expect(podcast.feedUrl).toBe(podcastFeedPath);
  });

  it('serves the feed from memory for 15 minutes, then fetches it again', async () => {
    const { read, fetchFeed, advance } = setup(async () => fixture('plain-feed.xml'));

    await Promise.all([read(), read()]);
    advance(podcastCacheMs - 1);
    await read();
    advance(1);
    await read();

    expect(fetchFeed).toHaveBeenCalledTimes(2);
  });

  it('logs a failed fetch and answers the spec message when there is nothing to fall back on', async () => {
    const { read, log } = setup(async () => {
      throw new Error('connect ECONNREFUSED');
    });

    const result = read();

    await expect(result).rejects.toBeInstanceOf(PodcastUnavailableError);
    await expect(result).rejects.toThrow(podcastUnavailableMessage);
    expect(log.error).toHaveBeenCalledWith(
      'Failed to fetch RSS feed',
      expect.objectContaining({ error: expect.any(Error) }),
    );
  });

  it('logs unparseable XML as a parse failure', async () => {
    const { read, log } = setup(async () => fixture('malformed.xml'));

    await expect(read()).rejects.toThrow(podcastUnavailableMessage);
    expect(log.error).toHaveBeenCalledWith('Failed to parse RSS XML', expect.anything());
  });

  it('keeps serving the last good copy when a refresh fails, and retries a minute later', async () => {
    let healthy = true;
    const { read, fetchFeed, log, advance } = setup(async () => {
      if (!healthy) throw new Error('timeout');
      return fixture('plain-feed.xml');
    });
    const first = await read();
    healthy = false;
    advance(podcastCacheMs);

    const stale = await read();
    await read();
    advance(60 * 1000);
    await read();

    expect(stale).toEqual(first);
    expect(log.error).toHaveBeenCalledTimes(2);
    expect(fetchFeed).toHaveBeenCalledTimes(3);
  });
});
