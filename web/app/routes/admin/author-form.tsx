/**
 * /admin/authors/new and /admin/authors/edit/{id}: the author form, with the avatar upload from
 * the uploads feature.
 */
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { MediaPicker } from '~/components/media/media-picker';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { useAuthor } from '~/features/authors/api/authors';
import { AuthorForm } from '~/features/authors/components/author-form';
import { ImageUpload } from '~/features/uploads/components/image-upload';
import { useErrorToast } from '~/lib/admin-api';

export const meta = ({ params }: { params: { id?: string } }) =>
  adminMeta(params.id ? 'Edit Author' : 'New Author');

export default function AuthorFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const author = useAuthor(id);
  useErrorToast('Failed to load authors', author.error);

  const back = (
    <Button asChild variant="outline">
      <Link to="/admin/authors">
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
    </Button>
  );

  if (id && author.isPending) return <Spinner label="Loading author" className="py-10" />;
  if (id && !author.data) {
    return (
      <>
        <AdminPageHeader title="Edit Author" actions={back} />
        <p className="text-muted-foreground">This author could not be loaded.</p>
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title={id ? 'Edit Author' : 'New Author'} actions={back} />
      <AuthorForm
        key={id ?? 'new'}
        author={author.data}
        renderAvatarField={(field) => (
          <div className="grid gap-2">
            <ImageUpload
              id={field.id}
              label="Avatar"
              value={field.value}
              onChange={field.onChange}
            />
            <MediaPicker fieldLabel="Avatar" onPick={field.onChange} />
          </div>
        )}
        onCancel={() => navigate('/admin/authors')}
        onSaved={() => navigate('/admin/authors')}
      />
    </>
  );
}
