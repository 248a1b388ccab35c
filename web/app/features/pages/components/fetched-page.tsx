/**
 * A programmatic page with no rendered copy: the view asks the API (through the data cache) once
 * the page has hydrated, with the admin's token when one is stored. Loaded on demand by
 * `ProgrammaticPageView`, so a rendered page carries neither the data cache nor the API client.
 */
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '~/lib/query-client';
import { publicPageQuery } from '../api/get-public-page';
import { pageMeta } from './page-head-tags';
import { NotFound, PageBody, PageLoading } from './programmatic-page-view';

function Fetched({ slug }: { slug: string }) {
  const query = useQuery(publicPageQuery(slug));
  if (query.isPending) return <PageLoading />;
  if (!query.data) return <NotFound />;
  return <PageBody page={query.data} related={[]} headTags={pageMeta(query.data)} />;
}

export default function FetchedPage({ slug }: { slug: string }) {
  return (
    <QueryProvider>
      <Fetched slug={slug} />
    </QueryProvider>
  );
}
