/**
 * The Activity tab of /admin/settings: who changed what, newest first, each entry linked to its
 * item (activity-item links). In the list frame: the filters (who, action, item type, and one
 * item's entries with `item_id`) live in the URL, so a filtered view can be shared and survives a
 * reload; Previous and Next walk the pages with the cursors the API hands out.
 */
import { Link } from 'react-router';
import { longDateTime } from '~/lib/date-formats';
import {
  activityActionLabels,
  activityActions,
  activityItemTypeLabels,
  activityItemTypes,
  type ActivityEntry,
} from '@shared/schemas/activity';
import { ListFilter } from '~/components/lists/list-filter';
import { ListFrame } from '~/components/lists/list-frame';
import { ListToolbar } from '~/components/lists/list-toolbar';
import { useListParams } from '~/components/lists/use-list-params';
import { Skeleton } from '~/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { activityFilters, useActivityPage } from '../api/activity';
import { activityItemHref, activityRevisionHref } from '../item-links';

const actionOptions = activityActions.map((value) => ({
  value,
  label: activityActionLabels[value],
}));
const itemTypeOptions = activityItemTypes.map((value) => ({
  value,
  label: activityItemTypeLabels[value],
}));

export function ActivityLog() {
  const params = useListParams(activityFilters);
  const query = useActivityPage(params.apiQuery);
  const items = query.data?.items ?? [];

  const toolbar = (
    <ListToolbar
      params={params}
      searchParam="actor"
      searchLabel="Who"
      searchPlaceholder="name@example.com"
      sorts={[]}
    >
      <ListFilter
        label="Action"
        anyLabel="Any action"
        value={params.value('action')}
        options={actionOptions}
        onChange={(value) => params.set('action', value)}
      />
      <ListFilter
        label="Item"
        anyLabel="Any item"
        value={params.value('item_type')}
        options={itemTypeOptions}
        onChange={(value) => params.set('item_type', value)}
      />
    </ListToolbar>
  );

  return (
    <section aria-labelledby="activity-heading" className="grid gap-2">
      <div className="mb-2">
        <h2 id="activity-heading" className="text-lg font-semibold">
          Activity
        </h2>
        <p className="text-sm text-muted-foreground">
          {params.value('item_id')
            ? 'The changes made to one item, newest first.'
            : 'Every change made in the admin, newest first. Entries are kept for 400 days.'}
        </p>
      </div>
      <ListFrame
        params={params}
        toolbar={toolbar}
        query={query}
        rowCount={items.length}
        nextCursor={query.data?.next_cursor}
        noun={['entry', 'entries']}
        emptyText="No activity yet."
        loading={
          <div role="status" aria-label="Loading activity" className="grid gap-2">
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        }
      >
        <Table label="Activity entries">
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Item</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((entry) => {
              const href = activityItemHref(entry);
              return (
                <TableRow key={entry.id}>
                  <TableCell label="When" className="whitespace-nowrap">
                    <time dateTime={entry.at}>{longDateTime(entry.at)}</time>
                  </TableCell>
                  <TableCell label="Who" className="break-all">
                    {entry.actor}
                  </TableCell>
                  <TableCell label="Action">
                    {activityActionLabels[entry.action]}
                    {entry.revision ? (
                      <RevisionNote entry={entry} revision={entry.revision} />
                    ) : null}
                    {entry.detail ? (
                      <span className="block text-sm text-muted-foreground">{entry.detail}</span>
                    ) : null}
                  </TableCell>
                  <TableCell label="Item" className="max-w-md">
                    <span>
                      <span className="text-muted-foreground">
                        {activityItemTypeLabels[entry.item_type]}:
                      </span>{' '}
                      {href ? (
                        <Link
                          to={href}
                          className="break-words underline underline-offset-2 hover:text-primary"
                        >
                          {entry.item_title}
                        </Link>
                      ) : (
                        <span className="break-words">{entry.item_title}</span>
                      )}
                    </span>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </ListFrame>
    </section>
  );
}

/**
 * The revision a change kept: a link that opens the article's History on it, or, for an item
 * whose History opens from its list row, its number to find there.
 */
function RevisionNote({ entry, revision }: { entry: ActivityEntry; revision: number }) {
  const href = activityRevisionHref(entry, revision);
  const text = `Revision ${revision} in History`;
  return href ? (
    <Link to={href} className="block text-xs underline underline-offset-2 hover:text-primary">
      {text}
    </Link>
  ) : (
    <span className="block text-xs text-muted-foreground">{text}</span>
  );
}
