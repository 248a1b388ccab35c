/**
 * /admin/articles/new and /admin/articles/edit/{id}: the article editor, composed with the author
 * and category lists (for its selects) and the image upload.
 */
import { useNavigate, useParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { useAuthors } from '~/features/authors/api/authors';
import { useCategories } from '~/features/categories/api/categories';
import { useArticle } from '~/features/editor/api/article';
import { ArticleEditor } from '~/features/editor/components/article-editor';
import { ImageUpload } from '~/features/uploads/components/image-upload';
import { useErrorToast } from '~/lib/admin-api';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit Article' : 'New Article');

export default function ArticleEditorRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const article = useArticle(id);
  const authors = useAuthors();
  const categories = useCategories();
  useErrorToast('Error fetching data', article.error ?? authors.error ?? categories.error);

  const loading =
    (id !== undefined && article.isPending) || authors.isPending || categories.isPending;
  if (loading) return <Spinner label="Loading the editor" className="py-10" />;
  if (id !== undefined && !article.data) {
    return (
      <>
        <AdminPageHeader title="Edit Article" />
        <p className="text-muted-foreground">This article could not be loaded.</p>
        <Button className="mt-4" variant="outline" onClick={() => navigate('/admin/articles')}>
          Back
        </Button>
      </>
    );
  }

  return (
    <ArticleEditor
      key={id ?? 'new'}
      article={article.data}
      authors={authors.data?.items ?? []}
      categories={categories.data?.items ?? []}
      renderImageField={(field) => (
        <ImageUpload
          id={field.id}
          label="Featured Image"
          value={field.value}
          onChange={field.onChange}
        />
      )}
      onBack={() => navigate('/admin/articles')}
      onSaved={(record, created) => {
        if (created) navigate(`/admin/articles/edit/${record.id}`, { replace: true });
      }}
    />
  );
}
