/**
 * The state of an admin list in the URL's search params, so a reload, a
 * shared link or the Back button restores the search, the filters, the order and the page:
 *   q      search text          sort   newest (default) | oldest
 *   <name> one per filter       after  the cursors of the pages before this one, '.'-joined
 *   limit  rows per page (optional; the API's default otherwise)
 * Cursors are base64url (no '.'), so the stack fits one param; Previous drops the last one.
 */
import { useSearchParams } from 'react-router';

/** An admin list's state in the URL and the calls that change it. */
export interface ListParams {
  /** The value of a param ('' when absent). */
  value(name: string): string;
  /** Sets a param ('' removes it) and goes back to the first page. */
  set(name: string, value: string, options?: { replace?: boolean }): void;
  /** Sets several params at once ('' removes one) and goes back to the first page. */
  update(values: Record<string, string>, options?: { replace?: boolean }): void;
  /** True when a search or a filter narrows the list. */
  narrowed: boolean;
  /** Drops the search and every filter (the order stays), back to the first page. */
  clear(): void;
  /** 1-based number of the page shown. */
  pageNumber: number;
  /** The query string of the API call for this page (filters, search, order, cursor). */
  apiQuery: string;
  next(cursor: string): void;
  previous(): void;
}

const stackSeparator = '.';

/** Reads and writes the list state of the given filter names in the URL. */
export function useListParams(filters: readonly string[]): ListParams {
  const [params, setParams] = useSearchParams();
  const cursors = (params.get('after') ?? '').split(stackSeparator).filter(Boolean);
  const value = (name: string) => params.get(name) ?? '';

  const withCursors = (next: URLSearchParams, stack: string[]) => {
    if (stack.length) next.set('after', stack.join(stackSeparator));
    else next.delete('after');
    return next;
  };

  const api = new URLSearchParams();
  for (const name of ['q', 'sort', 'limit', ...filters])
    if (value(name)) api.set(name, value(name));
  const cursor = cursors.at(-1);
  if (cursor) api.set('cursor', cursor);

  const update: ListParams['update'] = (values, options) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, text] of Object.entries(values)) {
          if (text) next.set(name, text);
          else next.delete(name);
        }
        return withCursors(next, []);
      },
      { replace: options?.replace ?? false },
    );

  return {
    value,
    set: (name, text, options) => update({ [name]: text }, options),
    update,
    narrowed: ['q', ...filters].some((name) => value(name) !== ''),
    clear() {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const name of ['q', ...filters]) next.delete(name);
        return withCursors(next, []);
      });
    },
    pageNumber: cursors.length + 1,
    apiQuery: api.toString(),
    next(nextCursor) {
      setParams((current) => withCursors(new URLSearchParams(current), [...cursors, nextCursor]));
    },
    previous() {
      setParams((current) => withCursors(new URLSearchParams(current), cursors.slice(0, -1)));
    },
  };
}
