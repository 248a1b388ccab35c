/**
 * /admin/articles/new and /admin/articles/edit/{id}: the article editor, composed with the author
 * and category lists (for its selects), the image upload and the content workflow (preview
 * links, history, schedule, review, SEO).
 */
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { MediaPicker } from '~/components/media/media-picker';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { useAuthors } from '~/features/authors/api/authors';
import { useCategories } from '~/features/categories/api/categories';
import {
  EditorWorkflowActions,
  EditorWorkflowPanel,
  type EditorWorkflowProps,
} from '~/features/content-workflow/components/editor-workflow';
import { CollapsibleSeoPanel } from '~/features/content-workflow/components/seo-panel';
import { useArticle } from '~/features/editor/api/article';
import {
  ArticleEditor,
  type EditorWorkflowContext,
} from '~/features/editor/components/article-editor';
import { NewsletterSendPanel } from '~/features/newsletters-admin/components/send-panel';
import { ImageUpload } from '~/features/uploads/components/image-upload';
import { isNotFound, useErrorToast } from '~/lib/admin-api';
import type { ArticleRecord } from '@shared/schemas/article';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit Article' : 'New Article');

export default function ArticleEditorRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  // `?revision=N`: an activity entry's link opens History on the revision its change kept.
  const openRevision = Number(search.get('revision')) || undefined;
  const navigate = useNavigate();
  const article = useArticle(id);
  const authors = useAuthors();
  const categories = useCategories();
  // A missing article is a state of this screen, not a failure to report.
  const missing = isNotFound(article.error);
  useErrorToast(
    'Error fetching data',
    (missing ? null : article.error) ?? authors.error ?? categories.error,
  );

  const loading =
    (id !== undefined && article.isPending) || authors.isPending || categories.isPending;
  if (loading) return <Spinner label="Loading the editor" className="py-10" />;
  if (missing) {
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold">Article Not Found</h1>
        <p className="mt-2 text-muted-foreground">
          This article does not exist. It may have been deleted, or the link is wrong.
        </p>
        <Button asChild variant="brand" className="mt-6">
          <Link to="/admin/articles">Back to Articles</Link>
        </Button>
      </div>
    );
  }
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
        <div className="grid gap-2">
          <ImageUpload
            id={field.id}
            label="Featured Image"
            value={field.value}
            onChange={field.onChange}
          />
          <MediaPicker fieldLabel="Featured Image" onPick={field.onChange} />
        </div>
      )}
      onBack={() => navigate('/admin/articles')}
      onSaved={(record, created) => {
        if (created) navigate(`/admin/articles/edit/${record.id}`, { replace: true });
      }}
      renderSeo={({ title, slug, excerpt, imageUrl, ...fields }) => (
        <CollapsibleSeoPanel
          subject={{ kind: 'article', title, slug, excerpt, imageUrl }}
          {...fields}
        />
      )}
      renderWorkflow={(context) => {
        const props = { ...articleWorkflow(context), openRevision };
        return {
          actions: <EditorWorkflowActions {...props} />,
          panel: (
            <>
              <EditorWorkflowPanel {...props} />
              <NewsletterSendPanel article={context.article} dirty={context.dirty} />
            </>
          ),
        };
      }}
    />
  );
}

function articleWorkflow(context: EditorWorkflowContext): EditorWorkflowProps<ArticleRecord> {
  return {
    kind: 'article',
    item: context.article,
    version: context.version,
    dirty: context.dirty,
    mayChange: context.mayChange,
    onLoaded: context.loadSaved,
    onVersionMoved: context.followVersion,
    onConflict: context.showConflict,
  };
}
