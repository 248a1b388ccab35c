/**
 * The row above an admin list: its search box, its filters and the order. The order stays on the
 * filters' row: the filters and the sort are one group that shrinks as a whole, so at 1366 px the
 * sort never wraps alone onto a second row.
 */
import type { ReactNode } from 'react';
import { searchableSorts, type ListSort } from '@shared/schemas/admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';
import type { ListParams } from './use-list-params';

const sortLabels: Record<ListSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  title_asc: 'Title A-Z',
  title_desc: 'Title Z-A',
  updated: 'Recently updated',
};

/** The orders of the article and page lists (contacts and the other lists: by date only). */
export const contentSorts: readonly ListSort[] = [
  'newest',
  'oldest',
  'title_asc',
  'title_desc',
  'updated',
];

export function ListToolbar({
  params,
  searchLabel,
  searchPlaceholder,
  searchParam = 'q',
  sorts = searchableSorts,
  sortLabelOverrides,
  actions,
  children,
}: {
  params: ListParams;
  searchLabel: string;
  searchPlaceholder: string;
  /** The URL and API parameter the search box sets (`q` unless the API names it otherwise). */
  searchParam?: string;
  /** The orders offered, the first the default; none: no sort control (a list in one order). */
  sorts?: readonly ListSort[];
  /** Labels that say more than the defaults for this list ("Publish date, newest"). */
  sortLabelOverrides?: Partial<Record<ListSort, string>>;
  /** Buttons at the row's end (Export CSV, Add...). */
  actions?: ReactNode;
  /** The list's filters (ListFilter elements). */
  children?: ReactNode;
}) {
  const labels = { ...sortLabels, ...sortLabelOverrides };
  const [defaultSort = 'newest', ...otherSorts] = sorts;
  // A search is read in date order (the API refuses another), so its box offers those alone.
  const offered = params.value(searchParam)
    ? otherSorts.filter((sort) => (searchableSorts as readonly string[]).includes(sort))
    : otherSorts;
  return (
    <div className="mb-4 flex flex-col gap-2 lg:flex-row lg:items-center">
      <ListSearch
        value={params.value(searchParam)}
        onSearch={(text) => {
          const sort = params.value('sort');
          const keepsSort = !text || !sort || (searchableSorts as readonly string[]).includes(sort);
          params.update(
            { [searchParam]: text, ...(keepsSort ? {} : { sort: '' }) },
            { replace: true },
          );
        }}
        label={searchLabel}
        placeholder={searchPlaceholder}
      />
      <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center lg:flex-1">
        {children}
        {sorts.length > 1 ? (
          <ListFilter
            label="Sort"
            anyLabel={labels[defaultSort]}
            value={params.value('sort') === defaultSort ? '' : params.value('sort')}
            options={offered.map((sort) => ({ value: sort, label: labels[sort] }))}
            onChange={(value) => params.set('sort', value)}
          />
        ) : null}
      </div>
      {actions ? <div className="flex gap-2 lg:ml-auto">{actions}</div> : null}
    </div>
  );
}
