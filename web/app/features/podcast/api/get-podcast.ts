/**
 * GET /api/podcast (public): the show and its episodes, most recent first, parsed from the feed
 * on the server (DESIGN.md section 12, deviation 2). A feed without items answers the two sample
 * episodes (audioUrl '#'); a feed that cannot be read answers 502.
 */
import { queryOptions } from '@tanstack/react-query';
import type { PodcastResponse } from '@shared/schemas/podcast';
import { publicRequest } from '~/lib/public-api';

export const podcastQuery = queryOptions({
  queryKey: ['public', 'podcast'] as const,
  queryFn: ({ signal }) => publicRequest<PodcastResponse>('/api/podcast', { signal }),
  staleTime: 5 * 60 * 1000,
});
