/**
 * The admin lists' query and answer: articles, programmatic pages and contact
 * submissions are searched, filtered, sorted and read one page at a time with an opaque cursor.
 * The same schemas parse the handlers' query strings and the web's URL search params, so a bad
 * value is refused (400 naming the parameter) before anything is read.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { adminArticleListItemSchema } from '@shared/schemas/article';
import { contactRecordSchema, contactStatuses } from '@shared/schemas/contact';
import { adminPageListItemSchema, pageListStatuses } from '@shared/schemas/page';
import { contentStatuses } from '@shared/schemas/review';
import { text } from '@shared/schemas/primitives';

/** Rows per page of an admin list unless asked otherwise. */
export const defaultListLimit = 25;

/** Most rows one page of an admin list may ask for. */
export const maxListLimit = 100;

/**
 * Orders of an admin list. `newest` and `oldest` go by the list's date (publication for articles,
 * creation otherwise); `title_asc` / `title_desc` by title (case and accents ignored); `updated`
 * by the last change, latest first. Contact submissions have the date orders only.
 */
export const listSorts = ['newest', 'oldest', 'title_asc', 'title_desc', 'updated'] as const;

/** Order of an admin list. */
export type ListSort = (typeof listSorts)[number];

/** The orders a search can be combined with: it reads its word's rows, which are in date order. */
export const searchableSorts = ['newest', 'oldest'] as const satisfies readonly ListSort[];

/** Message of an order a search cannot take. */
export const searchSortMessage = 'A search is ordered newest or oldest first';

/** Message of a cursor the server did not make (or that was cut). */
export const badCursorMessage = 'Cursor is not valid; start again from the first page';

/**
 * A cursor: base64url of the position the next page starts after (`{date}#{id}`). The server
 * made it; anything else is refused rather than handed to the database.
 */
export const listCursorSchema = z
  .string()
  .max(400, { error: badCursorMessage })
  .refine((cursor) => decodeCursor(cursor) !== undefined, { error: badCursorMessage });

/** The position a cursor names, or undefined when it is not one the server makes. */
export function decodeCursor(cursor: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(base64UrlBytes(cursor));
  } catch {
    return undefined;
  }
  // Re-encoding must give the same cursor (no padding games), and the position's shape is fixed.
  if (encodeCursor(text) !== cursor) return undefined;
  // A date, or a title's sort key (listings-table.ts cuts it to 60 characters), then the id.
  return /^[^\p{Cc}]{0,60}#[0-9a-f-]{36}$/iu.test(text) ? text : undefined;
}

/** The cursor of a position. */
export function encodeCursor(position: string): string {
  const bytes = new TextEncoder().encode(position);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function base64UrlBytes(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** An optional query value: absent and '' both mean "not asked". */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** Parameters every admin list takes. */
const commonListQuery = {
  /** Search box text (see shared/rules/search-terms.ts for how it matches). */
  q: optional(text(200, { maxMessage: 'Search must be 200 characters or fewer' })),
  sort: optional(
    z.enum(listSorts, { error: 'Sort must be newest, oldest, title_asc, title_desc or updated' }),
  ),
  cursor: optional(listCursorSchema),
  limit: optional(
    z.coerce
      .number({ error: `Limit must be a whole number from 1 to ${maxListLimit}` })
      .int({ error: `Limit must be a whole number from 1 to ${maxListLimit}` })
      .min(1, { error: `Limit must be a whole number from 1 to ${maxListLimit}` })
      .max(maxListLimit, { error: `Limit must be a whole number from 1 to ${maxListLimit}` }),
  ),
};

/** A search is read in date order: another order with it is refused, naming `sort`. */
function searchInDateOrder(query: { q?: string | undefined; sort?: ListSort | undefined }) {
  return !query.q || !query.sort || (searchableSorts as readonly string[]).includes(query.sort);
}

const searchSortRule = { error: searchSortMessage, path: ['sort'] };

/**
 * The Scheduled filter: drafts waiting for their scheduled publish (they are drafts too, so the
 * Draft filter lists them as well).
 */
export const scheduledStatus = 'scheduled';

/**
 * The Orphans filter: published items no other rendered page links to (no body link, related
 * link or list entry), which visitors and crawlers reach only through the sitemap.
 */
export const orphanStatus = 'orphan';

/**
 * The Held filter: items the AI content quality gate holds (their `quality` flag), whatever their
 * status (a page that was live stays live while held).
 */
export const heldStatus = 'held';

/** Statuses of the article list's filter. */
export const articleListStatuses = [
  ...contentStatuses,
  scheduledStatus,
  orphanStatus,
  heldStatus,
] as const;

/** Query of GET /api/admin/articles. */
export const adminArticleListQuerySchema = z
  .object({
    ...commonListQuery,
    status: optional(
      z.enum(articleListStatuses, {
        error: 'Status must be published, in_review, draft, scheduled, orphan or held',
      }),
    ),
    category: optional(z.guid({ error: 'Category must be a category id' })),
    author: optional(z.guid({ error: 'Author must be an author id' })),
  })
  .refine(searchInDateOrder, searchSortRule);

/** Query of the admin article list, as parsed. */
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

/** Query of GET /api/admin/pages. */
export const adminPageListQuerySchema = z
  .object({
    ...commonListQuery,
    status: optional(
      z.enum([...pageListStatuses, scheduledStatus, orphanStatus, heldStatus], {
        error: 'Status must be draft, in_review, published, error, scheduled, orphan or held',
      }),
    ),
  })
  .refine(searchInDateOrder, searchSortRule);

/** Query of the admin page list, as parsed. */
export type AdminPageListQuery = z.infer<typeof adminPageListQuerySchema>;

/** Query of GET /api/admin/contacts. */
export const adminContactListQuerySchema = z.object({
  ...commonListQuery,
  sort: optional(z.enum(searchableSorts, { error: 'Sort must be newest or oldest' })),
  status: optional(
    z.enum(contactStatuses, {
      error: 'Status must be new, in progress, contacted or completed',
    }),
  ),
  // Stored interests are free text (values dropped from the form still load), so any short value.
  interest: optional(
    z.string().trim().max(100, { error: 'Interest must be 100 characters or fewer' }),
  ),
});

/** Query of the admin contact list, as parsed. */
export type AdminContactListQuery = z.infer<typeof adminContactListQuerySchema>;

/**
 * One page of an admin list: its rows, the cursor of the next page (null on the last) and how
 * many items match the query in all (every page, not this one).
 */
export function cursorPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.int().min(0),
  });
}

/** One page of an admin list. */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: string | null;
  /** Items matching the query across all pages. */
  total: number;
}

/** Answer of GET /api/admin/articles. */
export const adminArticlePageSchema = cursorPageSchema(adminArticleListItemSchema);

/** Answer of GET /api/admin/pages. */
export const adminPagePageSchema = cursorPageSchema(adminPageListItemSchema);

/** Answer of GET /api/admin/contacts. */
export const adminContactPageSchema = cursorPageSchema(contactRecordSchema);
