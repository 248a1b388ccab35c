/**
 * The redirects manager (issue #21 item 2): a search over from and to kept in the address
 * (`?q=`, so a filtered list can be shared or reloaded), Add Redirect, the table, and the add,
 * edit and delete dialogs. Loading shows a skeleton of the table; a failed load says so and
 * offers to try again.
 */
import { useState, type ReactNode } from 'react';
import { Plus, RotateCw, Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { Redirect } from '@shared/schemas/redirect';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
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
import { Input } from '~/components/ui/input';
import { errorMessage, useErrorToast } from '~/lib/admin-api';
import { useDeleteRedirect, useRedirects } from '../api/redirects';
import { filterRedirects } from '../redirect-display';
import { RedirectForm } from './redirect-form';
import { RedirectsTable, RedirectsTableSkeleton } from './redirects-table';

/** What the form dialog shows: a new redirect, or the one being edited. */
type Editing = { redirect?: Redirect } | null;

function Message({ children }: { children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-10 text-center text-muted-foreground">
      {children}
    </div>
  );
}

export function RedirectsManager() {
  const { data, error, isPending, isFetching, refetch } = useRedirects();
  const remove = useDeleteRedirect();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<Redirect | null>(null);
  useErrorToast('Failed to load redirects', error);

  const query = searchParams.get('q') ?? '';
  const setQuery = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set('q', value);
    else next.delete('q');
    // Typing replaces the entry: Back leaves the screen instead of undoing letters.
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const items = data?.items ?? [];
  const shown = filterRedirects(items, query);

  let body: ReactNode;
  if (isPending) {
    body = <RedirectsTableSkeleton />;
  } else if (error && !data) {
    body = (
      <Alert variant="destructive" className="grid gap-3 bg-background dark:text-red-400">
        <div>
          <AlertTitle>The redirects could not be loaded.</AlertTitle>
          <AlertDescription>{errorMessage(error)}</AlertDescription>
        </div>
        <div>
          <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw aria-hidden="true" />
            {isFetching ? 'Trying again...' : 'Try Again'}
          </Button>
        </div>
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Message>
        <p>No redirects yet. Add your first redirect!</p>
      </Message>
    );
  } else if (shown.length === 0) {
    body = (
      <Message>
        <p>No redirects match “{query.trim()}”.</p>
        <Button variant="outline" size="sm" onClick={() => setQuery('')}>
          Clear search
        </Button>
      </Message>
    );
  } else {
    body = (
      <RedirectsTable
        items={shown}
        onEdit={(redirect) => setEditing({ redirect })}
        onDelete={setPendingDelete}
      />
    );
  }

  const close = () => setEditing(null);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="relative w-full sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search redirects"
            placeholder="Search by from or to path"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button variant="brand" onClick={() => setEditing({})}>
          <Plus aria-hidden="true" />
          Add Redirect
        </Button>
      </div>

      {/* Announces how many redirects the search leaves, as the list changes under the box. */}
      <p role="status" className="sr-only">
        {!isPending && query.trim() ? `${shown.length} of ${items.length} redirects match.` : ''}
      </p>

      {body}

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
