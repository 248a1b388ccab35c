/**
 * GET /api/podcast (public): the show and its episodes, parsed from the configured feed (or the
 * sample feed) and cached in this function's memory for 15 minutes. 502 with the spec's message
 * when the feed can be neither fetched nor parsed.
 */
import { PodcastUnavailableError } from '@functions/domain/podcast/podcast';
import { HttpError } from '@functions/lib/http-error';
import { route } from '@functions/lib/http';
import { podcastReader } from '@functions/wiring/podcast';

export const handler = route({ access: 'public' }, async () => {
  try {
    return { body: await podcastReader()(), headers: { 'cache-control': 'public, max-age=300' } };
  } catch (error) {
    if (error instanceof PodcastUnavailableError)
      throw new HttpError(502, 'bad_gateway', error.message);
    throw error;
  }
});
