/**
 * The frame of every admin list: its toolbar (search, filters, order), the count of what matches,
 * the body in the state it is in (loading, failed with Try Again, empty with Clear filters when a
 * search or a filter emptied it, or the rows) and the cursor pager. The state lives in the URL
 * (use-list-params.ts), so a reload, a shared link or Back shows the same list.
 */
import type { ReactNode } from 'react';
import { LoadError } from '~/components/ui/load-error';
import { Spinner } from '~/components/ui/spinner';
import { ListEmpty } from './list-empty';
import { ListPager } from './list-pager';
import type { ListParams } from './use-list-params';

/** The read of the list's current page, as TanStack Query's useQuery answers it. */
export interface ListQueryState {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListFrameProps {
  params: ListParams;
  /** The list's toolbar (a ListToolbar). */
  toolbar: ReactNode;
  query: ListQueryState;
  /** Rows on this page (0: the empty state). */
  rowCount: number;
  /** Matches across every page, when the API counts them. */
  total?: number | undefined;
  nextCursor: string | null | undefined;
  /** What a row is, singular and plural: "article", "articles". */
  noun: readonly [string, string];
  /** What the list says while nothing at all is in it (no search or filter). */
  emptyText: ReactNode;
  /** What loading shows; a spinner unless given (a table skeleton, say). */
  loading?: ReactNode;
  /** The rows (a table), shown when the page has some. */
  children: ReactNode;
}

function ResultCount({
  total,
  noun,
  narrowed,
}: {
  total: number;
  noun: readonly [string, string];
  narrowed: boolean;
}) {
  const name = total === 1 ? noun[0] : noun[1];
  return (
    <p className="mb-2 text-sm text-muted-foreground" role="status" aria-live="polite">
      {total.toLocaleString('en-GB')} {name}
      {narrowed ? (total === 1 ? ' matches' : ' match') : ''}
    </p>
  );
}

export function ListFrame(props: ListFrameProps) {
  const { params, query, noun } = props;
  let body: ReactNode;
  if (query.isPending) {
    body = props.loading ?? <Spinner label={`Loading ${noun[1]}`} className="py-10" />;
  } else if (query.error && props.rowCount === 0) {
    body = <LoadError what={`The ${noun[1]}`} query={query} />;
  } else if (props.rowCount === 0) {
    body = (
      <ListEmpty params={params}>
        {props.nextCursor
          ? // A search reads a bounded number of rows per request: matches may lie further on.
            `No ${noun[1]} match on this page; Next reads on.`
          : params.narrowed
            ? `No ${noun[1]} match.`
            : props.emptyText}
      </ListEmpty>
    );
  } else {
    body = (
      <div className="rounded-lg border bg-background" aria-busy={query.isFetching}>
        {props.children}
      </div>
    );
  }
  return (
    <>
      {props.toolbar}
      {props.total !== undefined && !query.isPending ? (
        <ResultCount total={props.total} noun={noun} narrowed={params.narrowed} />
      ) : null}
      {body}
      <ListPager params={params} nextCursor={props.nextCursor} busy={query.isFetching} />
    </>
  );
}
