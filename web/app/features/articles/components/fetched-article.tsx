/**
 * An article page with no rendered article: the view asks the API (through the data cache) once
 * the page has hydrated. Loaded on demand by `ArticleView`, so a rendered article's page carries
 * neither the data cache nor the API client.
 */
import { useQuery } from '@tanstack/react-query';
import { QueryProvider } from '~/lib/query-client';
import { articleQuery } from '../api/get-article';
import { articleHeadTags } from './article-head-tags';
import { ArticleBody, ArticleNotFound, ArticleSkeleton } from './article-view';

function Fetched({ slug }: { slug: string }) {
  const article = useQuery(articleQuery(slug));
  if (article.isError) return <ArticleNotFound />;
  if (article.isPending) return <ArticleSkeleton />;
  return <ArticleBody data={article.data} headTags={articleHeadTags(article.data)} />;
}

export default function FetchedArticle({ slug }: { slug: string }) {
  return (
    <QueryProvider>
      <Fetched slug={slug} />
    </QueryProvider>
  );
}
