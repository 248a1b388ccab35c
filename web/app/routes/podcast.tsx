/**
 * Podcast (/podcast): the page heading, then the show, its episodes with players and the About
 * section (features/podcast), loaded on the client from GET /api/podcast.
 */
import { PageHeader } from '~/components/layout/page-header';
import { podcastCopy } from '~/content/podcast';
import { getRouteMeta } from '~/content/seo';
import { PodcastView } from '~/features/podcast/components/podcast-view';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { QueryProvider } from '~/lib/query-client';

export const meta = () =>
  buildMeta({ path: '/podcast', ...getRouteMeta('/podcast', siteConfig.brandName) });

export default function Podcast() {
  return (
    <>
      <PageHeader title={podcastCopy.heading} description={<p>{podcastCopy.subtitle}</p>} />
      <QueryProvider>
        <PodcastView hostUrl={siteConfig.podcastHostUrl} feedUrl={siteConfig.podcastFeedUrl} />
      </QueryProvider>
    </>
  );
}
