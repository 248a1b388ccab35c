/**
 * The redirects manager in the list frame: a search over from and to kept in
 * the address (`?q=`, so a filtered list can be shared or reloaded), the count of what it leaves,
 * Add Redirect, the table, and the add, edit and delete dialogs. The API answers every redirect
 * at once (a short list), so the search runs here and there is no second page.
 */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Redirect } from '@shared/schemas/redirect';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { ListFrame } from '~/components/lists/list-frame';
import { ListToolbar } from '~/components/lists/list-toolbar';
import { useListParams } from '~/components/lists/use-list-params';
import { useErrorToast } from '~/lib/admin-api';
import { useDeleteRedirect, useRedirects } from '../api/redirects';
import { filterRedirects } from '../redirect-display';
import { RedirectForm } from './redirect-form';
import { RedirectsTable, RedirectsTableSkeleton } from './redirects-table';

/** What the form dialog shows: a new redirect, or the one being edited. */
type Editing = { redirect?: Redirect } | null;

export function RedirectsManager() {
  const query = useRedirects();
  const remove = useDeleteRedirect();
  const params = useListParams([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<Redirect | null>(null);
  useErrorToast('Failed to load redirects', query.error);

  const shown = filterRedirects(query.data?.items ?? [], params.value('q'));

  const close = () => setEditing(null);

  return (
    <div>
      <ListFrame
        params={params}
        toolbar={
          <ListToolbar
            params={params}
            searchLabel="Search redirects"
            searchPlaceholder="Search by from or to path"
            sorts={[]}
            actions={
              <Button variant="brand" onClick={() => setEditing({})}>
                <Plus aria-hidden="true" />
                Add Redirect
              </Button>
            }
          />
        }
        query={query}
        rowCount={shown.length}
        total={query.data ? shown.length : undefined}
        nextCursor={null}
        noun={['redirect', 'redirects']}
        emptyText="No redirects yet. Add your first redirect!"
        loading={<RedirectsTableSkeleton />}
      >
        <RedirectsTable
          items={shown}
          onEdit={(redirect) => setEditing({ redirect })}
          onDelete={setPendingDelete}
        />
      </ListFrame>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && close()}>
        {editing ? (
          <DialogContent>
            <DialogHeader>
              <DialogTitle>{editing.redirect ? 'Edit Redirect' : 'Add Redirect'}</DialogTitle>
              <DialogDescription>
                {editing.redirect
                  ? `Where visitors to ${editing.redirect.from} are sent.`
                  : 'Send visitors of an old address to a new one.'}
              </DialogDescription>
            </DialogHeader>
            <RedirectForm redirect={editing.redirect} onCancel={close} onDone={close} />
          </DialogContent>
        ) : null}
      </Dialog>

      <AlertDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this redirect?</AlertDialogTitle>
            <AlertDialogDescription>
              {pendingDelete
                ? `Visitors to ${pendingDelete.from} will no longer be sent to ${pendingDelete.to}.`
                : ''}{' '}
              This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (pendingDelete) remove.mutate(pendingDelete);
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
