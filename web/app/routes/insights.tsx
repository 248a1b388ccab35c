/**
 * Insights (/insights): heading, subtitle and the article list (features/insights).
 *
 * Rendered to HTML on publish: the render worker runs this route with the first view (page 1 of
 * all categories, or of one category tab) as its load context, so the document lists the
 * articles with real links. The build's prerendered copy has no first view: it shows six skeleton
 * cards and loads the list on the client (the edge serves it until a rendered copy exists).
 * After the first view the list reads the API itself (with the data cache, which it loads only
 * then), so changing tab or page never asks for `.data` again.
 */
import { Rss } from 'lucide-react';
import { useLoaderData, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { insightsFeeds } from '@shared/content/feeds';
import { renderInputOf } from '@shared/schemas/render';
import { PageHeader } from '~/components/layout/page-header';
import { insightsCopy } from '~/content/insights';
import { getRouteMeta } from '~/content/seo';
import { InsightsList } from '~/features/insights/components/insights-list';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';

/**
 * The head tags and the description are built by the loader (at build and render time) and read
 * from its data, so the page does not download every static route's meta to pick its own.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const routeMeta = getRouteMeta('/insights', siteConfig.brandName);
  return {
    firstView: renderInputOf(context)?.insights ?? null,
    description: routeMeta.description,
    meta: buildMeta({ path: '/insights', ...routeMeta }),
  };
}

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => loaderData?.meta ?? [];

/** The list keeps its own data after the first view (see above). */
export const shouldRevalidate = () => false;

export default function Insights() {
  const { firstView, description } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={insightsCopy.heading}
        description={
          <>
            <p>{insightsCopy.subtitle}</p>
            <p className="mt-4 flex items-center justify-center gap-2 text-sm">
              <Rss aria-hidden="true" className="size-4 text-brand-text" />
              <span>{insightsCopy.follow}</span>
              {Object.values(insightsFeeds).map((feed, index) => (
                <span key={feed.path}>
                  {index > 0 ? <span aria-hidden="true">· </span> : null}
                  <a
                    href={feed.path}
                    type={feed.type}
                    className="font-medium underline underline-offset-4 hover:text-brand-text"
                  >
                    {feed.label}
                  </a>
                </span>
              ))}
            </p>
          </>
        }
      />
      <InsightsList description={description} firstView={firstView} />
    </>
  );
}
