/**
 * Public programmatic landing page (/solutions/{slug} for slugs that are not fixed service pages),
 * outside the shared layout. Rendered to HTML when the page is published: the render worker runs
 * this route with the page as its load context (shared/schemas/render.ts), so the document
 * carries its head tags (title, description, canonical, FAQPage JSON-LD) and its copy.
 *
 * Prerendered once at build time as `/solutions/_not-found`, with no page: the document the edge
 * serves, with status 404, for a slug that has no rendered page. There, and when a client
 * navigation finds no `.data` (the error boundary), the view asks the API (with the data cache,
 * which only that path loads), so a signed-in admin still previews drafts.
 */
import { useLoaderData, useParams, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { renderInputOf } from '@shared/schemas/render';
import { pageMeta } from '~/features/pages/components/page-head-tags';
import { ProgrammaticPageView } from '~/features/pages/components/programmatic-page-view';

export function loader({ context }: LoaderFunctionArgs) {
  const input = renderInputOf(context);
  const page = input?.page ?? null;
  return { page, related: input?.related ?? [], meta: page ? pageMeta(page) : [] };
}

/** The page's head tags; the not-found view sets its own (noindex). */
export const meta = ({ loaderData }: MetaArgs<typeof loader>) => loaderData?.meta ?? [];

export default function ProgrammaticPage() {
  const { slug = '' } = useParams();
  const { page, related } = useLoaderData<typeof loader>();
  return <ProgrammaticPageView key={slug} slug={slug} initial={page} related={related} />;
}

/** A client navigation to a slug with no rendered page (its `.data` is a 404). */
export function ErrorBoundary() {
  const { slug = '' } = useParams();
  return <ProgrammaticPageView key={slug} slug={slug} initial={null} />;
}
