/**
 * Article page (/insights/{slug}). Not prerendered: served by the SPA fallback and rendered on the
 * client from the API (features/articles), which also sets the head tags (title, description,
 * canonical, Article JSON-LD) once the article is known. `meta` is empty so no tag appears twice.
 */
import { useParams } from 'react-router';
import { ArticleView } from '~/features/articles/components/article-view';
import { QueryProvider } from '~/lib/query-client';

export const meta = () => [];

export default function InsightArticle() {
  const { slug = '' } = useParams();
  return (
    <QueryProvider>
      <ArticleView key={slug} slug={slug} />
    </QueryProvider>
  );
}
