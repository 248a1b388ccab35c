/**
 * The podcast episodes of the public site (DESIGN.md section 12, deviation 2): the feed is fetched
 * and parsed on the server, cached in memory for 15 minutes, and answered in the shape the podcast
 * page reads. Episode dates and numbers are synthesised as the spec says (public-site.md section
 * 9): item i is dated today minus 7 x i days, and numbers count down from the item total.
 */
import { podcastFeedPath } from '@shared/content/site-paths';
import type { PodcastEpisode, PodcastResponse } from '@shared/schemas/podcast';
import { parseFeed, type FeedEpisode, type ParsedFeed } from '@functions/domain/podcast/parse-feed';
import { sampleEpisodes } from '@functions/domain/podcast/sample-episodes';

/** What visitors read when the episodes cannot be loaded (the error card). */
export const podcastUnavailableMessage = 'Failed to load podcast episodes. Please try again later.';

/** How long a fetched feed is served from memory. */
export const podcastCacheMs = 15 * 60 * 1000;

/** Show title used when the feed has none. */
export const defaultPodcastTitle = 'Podcast';

const dayMs = 24 * 60 * 60 * 1000;

const retryAfterFailureMs = 60 * 1000;

/** The feed could neither be fetched nor parsed, and no earlier copy is at hand. */
export class PodcastUnavailableError extends Error {
  override name = 'PodcastUnavailableError';
  constructor() {
    super(podcastUnavailableMessage);
  }
}

/** Episodes with the spec's synthesised dates and numbers, in feed order (most recent first). */
export function numberEpisodes(episodes: readonly FeedEpisode[], now: Date): PodcastEpisode[] {
  return episodes.map((episode, index) => ({
    title: episode.title,
    description: episode.description,
    pubDate: new Date(now.getTime() - 7 * index * dayMs).toISOString(),
    duration: episode.duration,
    audioUrl: episode.audioUrl,
    episodeNumber: episodes.length - index,
  }));
}

/**
 * The podcast answer of a parsed feed. A feed without items gives the two sample episodes; the
 * show's link falls back to `hostUrl`; the RSS link to the feed's declared own address, then to
 * the site's served copy.
 */
export function toPodcastResponse(
  feed: ParsedFeed,
  options: { now: Date; feedUrl: string; hostUrl: string },
): PodcastResponse {
  const episodes = feed.episodes.length > 0 ? feed.episodes : sampleEpisodes;
  return {
    title: feed.title || defaultPodcastTitle,
    description: feed.description,
    link: feed.link || options.hostUrl,
    feedUrl: options.feedUrl || feed.selfUrl || podcastFeedPath,
    episodes: numberEpisodes(episodes, options.now),
  };
}

export interface PodcastDeps {
  /** Reads the feed's XML (an HTTP fetch with a timeout, or the sample feed). */
  fetchFeed: () => Promise<string>;
  /** The configured feed address; '' when the sample feed is used. */
  feedUrl: string;
  /** The show's page on its host. */
  hostUrl: string;
  now: () => Date;
  log: { error(message: string, details?: Record<string, unknown>): void };
  /** Default {@link podcastCacheMs}. */
  cacheMs?: number;
}

/**
 * A reader of the podcast with its own memory cache: a fresh copy is served for `cacheMs`;
 * concurrent misses share one fetch; when a refresh fails the last good copy is served for another
 * minute (the failure is still logged). Throws PodcastUnavailableError when there is no copy at all.
 */
export function createPodcastReader(deps: PodcastDeps): () => Promise<PodcastResponse> {
  const cacheMs = deps.cacheMs ?? podcastCacheMs;
  let cached: { value: PodcastResponse; fetchedAt: number } | undefined;
  let loading: Promise<PodcastResponse> | undefined;

  async function load(): Promise<PodcastResponse> {
    let xml: string;
    try {
      xml = await deps.fetchFeed();
    } catch (error) {
      deps.log.error('Failed to fetch RSS feed', { feedUrl: deps.feedUrl, error: error as Error });
      return fallback();
    }
    let feed: ParsedFeed;
    try {
      feed = parseFeed(xml);
    } catch (error) {
      deps.log.error('Failed to parse RSS XML', { feedUrl: deps.feedUrl, error: error as Error });
      return fallback();
    }
    const now = deps.now();
    const value = toPodcastResponse(feed, { now, feedUrl: deps.feedUrl, hostUrl: deps.hostUrl });
    cached = { value, fetchedAt: now.getTime() };
    return value;
  }

  function fallback(): PodcastResponse {
    if (!cached) throw new PodcastUnavailableError();
    // Serve the old copy, and try the feed again in a minute rather than on every request.
    cached.fetchedAt = deps.now().getTime() - cacheMs + retryAfterFailureMs;
    return cached.value;
  }

  return async () => {
    if (cached && deps.now().getTime() - cached.fetchedAt < cacheMs) return cached.value;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  };
}
