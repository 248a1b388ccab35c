/**
 * The admin lists' query and answer (issue #20, item 5): articles, programmatic pages and contact
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

/** Orders of an admin list: by date (publication for articles, creation otherwise). */
export const listSorts = ['newest', 'oldest'] as const;

/** Order of an admin list. */
export type ListSort = (typeof listSorts)[number];

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
  return /^[0-9TZ:.+-]{0,40}#[0-9a-f-]{36}$/i.test(text) ? text : undefined;
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
  sort: optional(z.enum(listSorts, { error: 'Sort must be newest or oldest' })),
  cursor: optional(listCursorSchema),
  limit: optional(
    z.coerce
      .number({ error: `Limit must be a whole number from 1 to ${maxListLimit}` })
      .int({ error: `Limit must be a whole number from 1 to ${maxListLimit}` })
      .min(1, { error: `Limit must be a whole number from 1 to ${maxListLimit}` })
      .max(maxListLimit, { error: `Limit must be a whole number from 1 to ${maxListLimit}` }),
  ),
};

/** Statuses of the article list's filter. */
export const articleListStatuses = contentStatuses;

/** Query of GET /api/admin/articles. */
export const adminArticleListQuerySchema = z.object({
  ...commonListQuery,
  status: optional(
    z.enum(articleListStatuses, { error: 'Status must be published, in_review or draft' }),
  ),
  category: optional(z.guid({ error: 'Category must be a category id' })),
  author: optional(z.guid({ error: 'Author must be an author id' })),
});

/** Query of the admin article list, as parsed. */
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;

/** Query of GET /api/admin/pages. */
export const adminPageListQuerySchema = z.object({
  ...commonListQuery,
  status: optional(
    z.enum(pageListStatuses, { error: 'Status must be draft, in_review, published or error' }),
  ),
});

/** Query of the admin page list, as parsed. */
export type AdminPageListQuery = z.infer<typeof adminPageListQuerySchema>;

/** Query of GET /api/admin/contacts. */
export const adminContactListQuerySchema = z.object({
  ...commonListQuery,
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

/** One page of an admin list: its rows and the cursor of the next page (null on the last). */
export function cursorPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** One page of an admin list. */
export interface CursorPage<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** Answer of GET /api/admin/articles. */
export const adminArticlePageSchema = cursorPageSchema(adminArticleListItemSchema);

/** Answer of GET /api/admin/pages. */
export const adminPagePageSchema = cursorPageSchema(adminPageListItemSchema);

/** Answer of GET /api/admin/contacts. */
export const adminContactPageSchema = cursorPageSchema(contactRecordSchema);
