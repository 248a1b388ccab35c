/**
 * The Activity tab of /admin/settings: who changed what, newest first. Filters (actor, action,
 * item type) live in the URL, so a filtered view can be shared and survives a reload; Older and
 * Newer walk the pages with the cursors the API hands out.
 */
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { longDateTime } from '~/lib/date-formats';
import {
  activityActionLabels,
  activityActions,
  activityItemTypeLabels,
  activityItemTypes,
  type ActivityAction,
  type ActivityItemType,
} from '@shared/schemas/activity';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';
import { Skeleton } from '~/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '~/components/ui/table';
import { errorMessage } from '~/lib/admin-api';
import { useActivityPage, type ActivityFilters } from '../api/activity';

const any = 'any';

function isAction(value: string | null): value is ActivityAction {
  return (activityActions as readonly string[]).includes(value ?? '');
}

function isItemType(value: string | null): value is ActivityItemType {
  return (activityItemTypes as readonly string[]).includes(value ?? '');
}

/** The filters the URL holds (unknown values are ignored, as if absent). */
function filtersOf(params: URLSearchParams): ActivityFilters {
  const action = params.get('action');
  const itemType = params.get('item_type');
  return {
    ...(params.get('actor') ? { actor: params.get('actor')! } : {}),
    ...(isAction(action) ? { action } : {}),
    ...(isItemType(itemType) ? { item_type: itemType } : {}),
    ...(params.get('item_id') ? { item_id: params.get('item_id')! } : {}),
  };
}

/** Where an entry's item is edited, when it has a page of its own and still exists. */
function itemHref(entry: { item_type: ActivityItemType; item_id: string; action: ActivityAction }) {
  if (entry.action === 'deleted') return undefined;
  if (entry.item_type === 'article') return `/admin/articles/edit/${entry.item_id}`;
  return undefined;
}

function FilterSelect<T extends string>(props: {
  id: string;
  label: string;
  value: T | undefined;
  options: readonly T[];
  labels: Record<T, string>;
  anyLabel: string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select
        value={props.value ?? any}
        onValueChange={(value) => props.onChange(value === any ? undefined : (value as T))}
      >
        <SelectTrigger id={props.id} className="w-full sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={any}>{props.anyLabel}</SelectItem>
          {props.options.map((option) => (
            <SelectItem key={option} value={option}>
              {props.labels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

export function ActivityLog() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  // Cursors of the pages before this one (the first page has none).
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const page = useActivityPage(filters, cursor);
  const [actorDraft, setActorDraft] = useState(filters.actor ?? '');

  function setFilter(name: keyof ActivityFilters, value: string | undefined) {
    setCursors([]);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  function onActorSubmit(event: FormEvent) {
    event.preventDefault();
    setFilter('actor', actorDraft.trim() || undefined);
  }

  const items = page.data?.items ?? [];
  const filtered = Object.keys(filters).length > 0;

  return (
    <section aria-labelledby="activity-heading" className="grid gap-4">
      <div>
        <h2 id="activity-heading" className="text-lg font-semibold">
          Activity
        </h2>
        <p className="text-sm text-muted-foreground">
          Every change made in the admin, newest first. Entries are kept for 400 days.
        </p>
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <form className="grid gap-1.5" onSubmit={onActorSubmit} role="search">
          <Label htmlFor="activity-actor">Who</Label>
          <div className="flex gap-2">
            <Input
              id="activity-actor"
              type="search"
              placeholder="name@example.com"
              className="w-full sm:w-64"
              value={actorDraft}
              onChange={(event) => setActorDraft(event.target.value)}
            />
            <Button type="submit" variant="outline">
              Filter
            </Button>
          </div>
        </form>
        <FilterSelect
          id="activity-action"
          label="Action"
          value={filters.action}
          options={activityActions}
          labels={activityActionLabels}
          anyLabel="Any action"
          onChange={(value) => setFilter('action', value)}
        />
        <FilterSelect
          id="activity-item-type"
          label="Item"
          value={filters.item_type}
          options={activityItemTypes}
          labels={activityItemTypeLabels}
          anyLabel="Any item"
          onChange={(value) => setFilter('item_type', value)}
        />
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setCursors([]);
              setActorDraft('');
              setParams({ tab: 'activity' }, { replace: true });
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>

      {page.error ? (
        <Alert variant="destructive">
          <AlertTitle>The activity could not be loaded</AlertTitle>
          <AlertDescription>{errorMessage(page.error)}</AlertDescription>
        </Alert>
      ) : page.isPending ? (
        <div role="status" aria-label="Loading activity" className="grid gap-2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-lg border bg-background px-4 py-8 text-center text-sm text-muted-foreground">
          {filtered ? 'No activity matches these filters.' : 'No activity yet.'}
        </p>
      ) : (
        <div className="rounded-lg border bg-background" aria-busy={page.isFetching}>
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
              {items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell label="When" className="whitespace-nowrap">
                    <time dateTime={entry.at}>{longDateTime(entry.at)}</time>
                  </TableCell>
                  <TableCell label="Who" className="break-all">
                    {entry.actor}
                  </TableCell>
                  <TableCell label="Action">{activityActionLabels[entry.action]}</TableCell>
                  <TableCell label="Item" className="max-w-md">
                    <span>
                      <span className="text-muted-foreground">
                        {activityItemTypeLabels[entry.item_type]}:
                      </span>{' '}
                      {itemHref(entry) ? (
                        <Link
                          to={itemHref(entry)!}
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
              ))}
            </TableBody>
          </Table>
        </div>
      )}

      <nav aria-label="Activity pages" className="flex justify-between gap-2">
        <Button
          variant="outline"
          disabled={cursors.length === 0 || page.isFetching}
          onClick={() => setCursors((stack) => stack.slice(0, -1))}
        >
          Newer
        </Button>
        <Button
          variant="outline"
          disabled={!page.data?.next_cursor || page.isFetching}
          onClick={() => {
            const next = page.data?.next_cursor;
            if (next) setCursors((stack) => [...stack, next]);
          }}
        >
          Older
        </Button>
      </nav>
    </section>
  );
}
