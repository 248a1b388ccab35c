/**
 * The subscribers list: confirmed and pending subscribers newest first with
 * their sign-up and confirmation dates, filtered by state, searched by address, a page at a time in
 * the list frame (state, search and page in the URL), counted by state, exported as CSV, and deleted after a confirmation (which also voids their links).
 */
import { useState } from 'react';
import { Download } from 'lucide-react';
import type { SubscriberView } from '@shared/schemas/newsletter';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DeleteButton } from '~/components/ui/row-actions';
import { ListFilter } from '~/components/lists/list-filter';
import { ListFrame } from '~/components/lists/list-frame';
import { ListToolbar } from '~/components/lists/list-toolbar';
import { useListParams } from '~/components/lists/use-list-params';
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
  subscriberFilters,
  subscribersCsv,
  useDeleteSubscriber,
  useSubscribers,
  type StatusFilter,
} from '../api/subscribers';

const states = [
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'pending', label: 'Pending' },
] as const;

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function SubscribersManager() {
  const params = useListParams(subscriberFilters);
  const status = (params.value('status') || 'all') as StatusFilter;
  const search = params.value('q');
  const [exporting, setExporting] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<SubscriberView | null>(null);
  const list = useSubscribers(params.apiQuery);
  const remove = useDeleteSubscriber();
  useErrorToast('Failed to load subscribers', list.error);

  const items = list.data?.items ?? [];
  const counts = list.data?.counts;
  // The API counts each state, not a search's matches.
  const total =
    counts && !search
      ? status === 'all'
        ? counts.confirmed + counts.pending
        : counts[status]
      : undefined;

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

  const toolbar = (
    <ListToolbar
      params={params}
      searchLabel="Search subscribers"
      searchPlaceholder="E-mail address"
      sorts={[]}
      actions={
        <Button variant="outline" disabled={exporting} onClick={() => void onExport()}>
          <Download aria-hidden="true" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <ListFilter
        label="Status"
        anyLabel="All statuses"
        value={params.value('status')}
        options={states.map(({ value, label }) => ({
          value,
          label: counts ? `${label} (${counts[value]})` : label,
        }))}
        onChange={(value) => params.set('status', value)}
      />
    </ListToolbar>
  );

  return (
    <div>
      <ListFrame
        params={params}
        toolbar={toolbar}
        query={list}
        rowCount={items.length}
        total={total}
        nextCursor={list.data?.nextCursor}
        noun={['subscriber', 'subscribers']}
        emptyText="No subscribers found."
      >
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
      </ListFrame>

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
