/** /admin/articles: the article table, Batch Generator and New Article. */
import { FilePlus2, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { ArticlesTable } from '~/features/articles-admin/components/articles-table';
import { useAuthors } from '~/features/authors/api/authors';
import { useCategories } from '~/features/categories/api/categories';

export const meta = () => adminMeta('Articles');

export default function ArticlesRoute() {
  // The list's filter options: the route composes them, so the features stay apart.
  const categories = useCategories().data?.items ?? [];
  const authors = useAuthors().data?.items ?? [];
  return (
    <>
      <AdminPageHeader
        title="Articles"
        description="Create, edit, publish and delete the articles of the Insights section."
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/articles/batch-generator">
                <Sparkles aria-hidden="true" />
                Batch Generator
              </Link>
            </Button>
            <Button asChild variant="brand">
              <Link to="/admin/articles/new">
                <FilePlus2 aria-hidden="true" />
                New Article
              </Link>
            </Button>
          </>
        }
      />
      <ArticlesTable
        categories={categories.map((category) => ({ value: category.id, label: category.name }))}
        authors={authors.map((author) => ({ value: author.id, label: author.name }))}
      />
    </>
  );
}
