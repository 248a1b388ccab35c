/**
 * The podcast (public-site.md section 3): episodes parsed from the feed on the server and the
 * answer of the public podcast call.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';

/** Title of an episode the feed left untitled. */
export const untitledEpisodeTitle = 'Untitled Episode';

/**
 * An episode. `description` is plain text (the server strips markup); `duration` is the feed's
 * text such as '32:15'; `audioUrl` is '#' for the sample episodes, which have no audio.
 */
export const podcastEpisodeSchema = z.object({
  title: z.string(),
  description: z.string(),
  pubDate: z.iso.datetime(),
  duration: z.string(),
  audioUrl: z.string(),
  episodeNumber: z.int().min(1).optional(),
});

/** An episode. */
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;

/** Answer of the public podcast call: the show and its episodes, most recent first. */
export const podcastResponseSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** The show's page on its host. */
  link: z.string(),
  /** The RSS feed, for 'Subscribe via RSS'. */
  feedUrl: z.string(),
  episodes: z.array(podcastEpisodeSchema),
});

/** Answer of the public podcast call. */
export type PodcastResponse = z.infer<typeof podcastResponseSchema>;
