/**
 * Article page (/insights/{slug}). Rendered to HTML when the article is published: the render
 * worker runs this route with the article as its load context (shared/schemas/render.ts), so the
 * document carries the head tags (title, description, canonical, Open Graph, Article JSON-LD) and
 * the body, and client navigation reads the same data from `/insights/{slug}.data`.
 *
 * Prerendered once at build time as `/insights/_not-found`, with no article: the document the edge
 * serves, with status 404, for a slug that has no rendered page. There, and when a client
 * navigation finds no `.data` (the error boundary), the view asks the API itself (with the data
 * cache, which only that path loads).
 */
import { useLoaderData, useParams, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import { renderInputOf } from '@shared/schemas/render';
import { articleHeadTags } from '~/features/articles/components/article-head-tags';
import { ArticleView } from '~/features/articles/components/article-view';

export function loader({ context }: LoaderFunctionArgs) {
  const article = renderInputOf(context)?.article ?? null;
  return { article, meta: article ? articleHeadTags(article) : [] };
}

/** The article's head tags; the not-found view sets its own (noindex). */
export const meta = ({ loaderData }: MetaArgs<typeof loader>) => loaderData?.meta ?? [];

export default function InsightArticle() {
  const { slug = '' } = useParams();
  const { article } = useLoaderData<typeof loader>();
  return <ArticleView key={slug} slug={slug} initial={article} />;
}

/** A client navigation to a slug with no rendered page (its `.data` is a 404). */
export function ErrorBoundary() {
  const { slug = '' } = useParams();
  return <ArticleView key={slug} slug={slug} initial={null} />;
}
