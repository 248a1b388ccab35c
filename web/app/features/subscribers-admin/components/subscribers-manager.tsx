/**
 * The subscribers list (issue 22, item 6): confirmed and pending subscribers newest first with
 * their sign-up and confirmation dates, filtered by state, searched by address, a page at a time
 * ("Load more"), exported as CSV, and deleted after a confirmation (which also voids their links).
 */
import { useState } from 'react';
import { Download } from 'lucide-react';
import type { SubscriberView } from '@shared/schemas/newsletter';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { DeleteButton } from '~/components/ui/row-actions';
import { Spinner } from '~/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { errorMessage, useErrorToast } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { tableDate } from '~/features/subscribers-admin/subscriber-format';
import {
  subscribersCsv,
  useDeleteSubscriber,
  useSubscribers,
  type StatusFilter,
} from '../api/subscribers';

const filters: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
];

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function SubscribersManager() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [exporting, setExporting] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<SubscriberView | null>(null);
  const list = useSubscribers({ status, q: search });
  const remove = useDeleteSubscriber();
  useErrorToast('Failed to load subscribers', list.error);

  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const counts = pages[0]?.counts;

  const onExport = async () => {
    setExporting(true);
    try {
      download(await subscribersCsv({ status, q: search }), `subscribers-${status}.csv`);
    } catch (error) {
      toast.error('Failed to export subscribers', { description: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Status" className="flex gap-1">
          {filters.map((filter) => (
            <Button
              key={filter.value}
              variant={status === filter.value ? 'brand' : 'outline'}
              size="sm"
              aria-pressed={status === filter.value}
              onClick={() => setStatus(filter.value)}
            >
              {filter.label}
              {counts && filter.value !== 'all' ? ` (${counts[filter.value]})` : ''}
            </Button>
          ))}
        </div>
        <div className="grid w-64 gap-1">
          <Label htmlFor="subscriber-search">Search</Label>
          <Input
            id="subscriber-search"
            type="search"
            placeholder="E-mail address"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button
          variant="outline"
          className="ml-auto"
          disabled={exporting}
          onClick={() => void onExport()}
        >
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      {list.isPending ? (
        <Spinner label="Loading subscribers" className="py-10" />
      ) : items.length === 0 ? (
        <p className="rounded-lg border bg-background p-10 text-center text-muted-foreground">
          {list.error ? 'The subscribers could not be loaded.' : 'No subscribers found.'}
        </p>
      ) : (
        <div className="rounded-lg border bg-background">
          <Table label="Subscribers">
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Signed up</TableHead>
                <TableHead>Confirmed</TableHead>
                <TableHead align="right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((subscriber) => (
                <TableRow key={subscriber.email}>
                  <TableCell label="Email" className="font-medium">
                    {subscriber.email}
                  </TableCell>
                  <TableCell label="Status">
                    <Badge variant={subscriber.status === 'confirmed' ? 'default' : 'outline'}>
                      {subscriber.status === 'confirmed' ? 'Confirmed' : 'Pending'}
                    </Badge>
                  </TableCell>
                  <TableCell label="Signed up" className="whitespace-nowrap">
                    {tableDate(subscriber.created_at)}
                  </TableCell>
                  <TableCell label="Confirmed" className="whitespace-nowrap">
                    {subscriber.confirmed_at ? tableDate(subscriber.confirmed_at) : '-'}
                  </TableCell>
                  <TableCell label="Actions">
                    <div className="flex justify-end">
                      <DeleteButton
                        label={`Delete subscriber ${subscriber.email}`}
                        onClick={() => setPendingDelete(subscriber)}
                      />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}

      <ConfirmDialog
        item={pendingDelete}
        title="Delete this subscriber?"
        description={(subscriber) => (
          <>
            {subscriber.email} will be erased from the newsletter, with any confirmation link still
            open. This cannot be undone.
          </>
        )}
        confirmLabel="Delete"
        onConfirm={(subscriber) => {
          remove.mutate(subscriber.email);
          setPendingDelete(null);
        }}
        onCancel={() => setPendingDelete(null)}
      />
    </div>
  );
}
