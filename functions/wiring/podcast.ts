/**
 * The podcast domain's wiring: the configured feed fetched over HTTP (or the sample feed shipped
 * with the functions), read through one reader per process, whose memory is the 15-minute cache.
 */
import { fetchPodcastFeed } from '@functions/adapters/podcast-feed';
import { podcastSampleFeedXml } from '@functions/adapters/podcast-sample-feed';
import { createPodcastReader } from '@functions/domain/podcast/podcast';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';

let readPodcast: ReturnType<typeof createPodcastReader> | undefined;

/** The process's podcast reader, built on first use (it reads the configuration). */
export function podcastReader(): ReturnType<typeof createPodcastReader> {
  const { podcastFeedUrl, podcastHostUrl } = config().site;
  readPodcast ??= createPodcastReader({
    fetchFeed: () => fetchPodcastFeed(podcastFeedUrl),
    feedUrl: podcastFeedUrl,
    hostUrl: podcastHostUrl,
    now: () => new Date(),
    log: { error: (message, details) => logger.error(message, details ?? {}) },
  });
  return readPodcast;
}

/** The RSS served when no feed is configured. */
export const sampleFeedXml = podcastSampleFeedXml;
