/**
 * Public programmatic landing page (/solutions/{slug} for slugs that are not fixed service pages),
 * outside the shared layout. Not prerendered: the SPA fallback serves it and features/pages
 * renders it on the client from the API, with its own head tags (so `meta` is empty here).
 */
import { useParams } from 'react-router';
import { ProgrammaticPageView } from '~/features/pages/components/programmatic-page-view';
import { QueryProvider } from '~/lib/query-client';

export const meta = () => [];

export default function ProgrammaticPage() {
  const { slug = '' } = useParams();
  return (
    <QueryProvider>
      <ProgrammaticPageView key={slug} slug={slug} />
    </QueryProvider>
  );
}
