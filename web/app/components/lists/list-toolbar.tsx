/** The row above an admin list: its search box, its filters and the order. */
import type { ReactNode } from 'react';
import type { ListSort } from '@shared/schemas/admin-list';
import { ListFilter } from './list-filter';
import { ListSearch } from './list-search';
import type { ListParams } from './use-list-params';

const sortLabels: Record<ListSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
};

export function ListToolbar({
  params,
  searchLabel,
  searchPlaceholder,
  children,
}: {
  params: ListParams;
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's filters (ListFilter elements). */
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      <ListSearch
        value={params.value('q')}
        onSearch={(text) => params.set('q', text, { replace: true })}
        label={searchLabel}
        placeholder={searchPlaceholder}
      />
      {children}
      <ListFilter
        label="Sort"
        anyLabel={sortLabels.newest}
        value={params.value('sort') === 'newest' ? '' : params.value('sort')}
        options={[{ value: 'oldest', label: sortLabels.oldest }]}
        onChange={(value) => params.set('sort', value)}
      />
    </div>
  );
}
