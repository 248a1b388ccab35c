/**
 * The admin lists: a parsed list query becomes a {@link ListRequest} (which
 * filters, which search terms, which order, where to start, how many), answered by a
 * {@link ListReader} whose cost does not grow with the table (the listings index,
 * functions/adapters/repositories/listings-table.ts).
 *
 * The filters are named here once per kind; the reader keys its index rows by the same names.
 */
import { searchTerms } from '@shared/rules/search-terms';
import {
  decodeCursor,
  defaultListLimit,
  type ListSort,
  type AdminArticleListQuery,
  type AdminContactListQuery,
  type AdminPageListQuery,
  type CursorPage,
} from '@shared/schemas/admin-list';
import type { AdminArticleListItem } from '@shared/schemas/article';
import type { ContactRecord } from '@shared/schemas/contact';
import type { PageRecord } from '@shared/schemas/page';
import type { CarriedRead } from '@functions/lib/carried-read';

/** What one page of a list asks for. */
export interface ListRequest {
  /** Exact values of filter dimensions (`status`, `category`, ...); absent dimensions: any. */
  filters: Record<string, string>;
  /** Normalised search terms, longest first; empty: no search. */
  terms: string[];
  /** What the list is ordered by: its date, its title, or its last change. */
  order: ListOrder;
  /** Smallest first (oldest, A to Z) when true. */
  ascending: boolean;
  /** Position the page starts after (decoded cursor); undefined: the first page. */
  after?: string;
  limit: number;
}

/** What a list can be ordered by. */
export type ListOrder = 'date' | 'title' | 'updated';

/** The order and direction of each sort the query names. */
const sortOrders: Record<ListSort, { order: ListOrder; ascending: boolean }> = {
  newest: { order: 'date', ascending: false },
  oldest: { order: 'date', ascending: true },
  title_asc: { order: 'title', ascending: true },
  title_desc: { order: 'title', ascending: false },
  updated: { order: 'updated', ascending: false },
};

/** Reads one page of a list of items of type `Item`. */
export interface ListReader<Item> {
  /** `carry`: reads to send with the page's own (the admin guard's access row), settled by it. */
  page(request: ListRequest, carry?: readonly CarriedRead[]): Promise<CursorPage<Item>>;
}

/** The readers of the three admin lists. */
export interface AdminListDeps {
  articles: ListReader<AdminArticleListItem>;
  pages: ListReader<PageRecord>;
  contacts: ListReader<ContactRecord>;
}

type CommonQuery = Pick<AdminArticleListQuery, 'q' | 'sort' | 'cursor' | 'limit'>;

/** The request of a parsed query with the given filters (undefined values dropped). */
export function listRequest(
  query: CommonQuery,
  filters: Record<string, string | undefined>,
): ListRequest {
  return {
    filters: Object.fromEntries(
      Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    terms: searchTerms(query.q ?? ''),
    ...sortOrders[query.sort ?? 'newest'],
    ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
    limit: query.limit ?? defaultListLimit,
  };
}

/** One page of the admin article list. */
export function listArticlePage(
  deps: Pick<AdminListDeps, 'articles'>,
  query: AdminArticleListQuery,
  carry?: readonly CarriedRead[],
) {
  return deps.articles.page(
    listRequest(query, { status: query.status, category: query.category, author: query.author }),
    carry,
  );
}

/** One page of the admin programmatic page list. */
export function listPagePage(
  deps: Pick<AdminListDeps, 'pages'>,
  query: AdminPageListQuery,
  carry?: readonly CarriedRead[],
) {
  return deps.pages.page(listRequest(query, { status: query.status }), carry);
}

/** One page of the admin contact submission list. */
export function listContactPage(
  deps: Pick<AdminListDeps, 'contacts'>,
  query: AdminContactListQuery,
  carry?: readonly CarriedRead[],
) {
  return deps.contacts.page(
    listRequest(query, { status: query.status, interest: query.interest }),
    carry,
  );
}
