/**
 * Where the podcast's RSS comes from: the configured feed, fetched over HTTP with a timeout and a
 * size cap, or the sample feed shipped with the functions when no feed is configured.
 */
import { podcastSampleFeedXml } from '@functions/adapters/podcast-sample-feed';

/** How long a feed request may take. */
export const feedTimeoutMs = 5000;

/** Largest feed accepted, in bytes; big shows publish a few MB of RSS. */
export const maxFeedBytes = 10 * 1024 * 1024;

/** Reads the feed at `url` ('' means the sample feed); throws on HTTP errors and timeouts. */
export async function fetchPodcastFeed(url: string, timeoutMs = feedTimeoutMs): Promise<string> {
  if (!url) return podcastSampleFeedXml;
  const response = await fetch(url, {
    headers: { accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.1' },
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`The feed answered ${response.status} ${response.statusText}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxFeedBytes) throw new Error(`The feed is larger than ${maxFeedBytes} bytes`);
  const text = await response.text();
  if (Buffer.byteLength(text) > maxFeedBytes)
    throw new Error(`The feed is larger than ${maxFeedBytes} bytes`);
  return text;
}
