/**
 * The author list (admin-portal.md section 2, "Authors"): avatar initials, name, bio, edit (to
 * /admin/authors/edit/{id}) and delete with confirmation.
 */
import { useState } from 'react';
import type { AuthorRecord } from '@shared/schemas/author';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DeleteButton, EditLink } from '~/components/ui/row-actions';
import { Card, CardContent } from '~/components/ui/card';
import { Spinner } from '~/components/ui/spinner';
import { useErrorToast } from '~/lib/admin-api';
import { useAuthors, useDeleteAuthor } from '../api/authors';
import { AuthorAvatar } from './author-avatar';

export function AuthorsList() {
  const { data, error, isPending } = useAuthors();
  const remove = useDeleteAuthor();
  const [pendingDelete, setPendingDelete] = useState<AuthorRecord | null>(null);
  useErrorToast('Failed to load authors', error);

  if (isPending) return <Spinner label="Loading authors" className="py-10" />;
  const authors = data?.items ?? [];
  if (authors.length === 0) {
    return (
      <p className="rounded-lg border bg-background p-10 text-center text-muted-foreground">
        {error ? 'The authors could not be loaded.' : 'No authors found. Create your first author!'}
      </p>
    );
  }

  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Authors">
        {authors.map((author) => (
          <li key={author.id}>
            <Card className="h-full">
              <CardContent className="flex gap-4 pt-6">
                <AuthorAvatar name={author.name} avatarUrl={author.avatar_url} />
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold">{author.name}</h2>
                  <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">
                    {author.bio || 'No bio yet.'}
                  </p>
                </div>
                <div className="flex shrink-0 items-start gap-1">
                  <EditLink to={`/admin/authors/edit/${author.id}`} label={`Edit ${author.name}`} />
                  <DeleteButton
                    label={`Delete ${author.name}`}
                    onClick={() => setPendingDelete(author)}
                  />
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        item={pendingDelete}
        title="Delete this author?"
        description={(author) => (
          <>
            {author.name} will be deleted permanently. Authors who still have articles cannot be
            deleted.
          </>
        )}
        confirmLabel="Delete"
        onConfirm={(author) => {
          remove.mutate(author.id);
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </>
  );
}
