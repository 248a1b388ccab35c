/** /admin/authors: the author list and New Author. */
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { AdminPageHeader } from '~/features/admin-shell/components/admin-page-header';
import { adminMeta } from '~/features/admin-shell/admin-meta';
import { AuthorsList } from '~/features/authors/components/authors-list';

export const meta = () => adminMeta('Authors');

export default function AuthorsRoute() {
  return (
    <>
      <AdminPageHeader
        title="Authors"
        description="The people articles are written by."
        actions={
          <Button asChild variant="brand">
            <Link to="/admin/authors/new">
              <Plus aria-hidden="true" />
              New Author
            </Link>
          </Button>
        }
      />
      <AuthorsList />
    </>
  );
}
