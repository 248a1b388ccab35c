/**
 * The media library: the processed uploads, newest first, searchable by file
 * name, each with where it is used; and deleting an image nothing uses (its original, variants
 * and row). An image something shows is refused with the list of its users.
 *
 * Usage covers every place a saved row shows an image (featured, social and body images of
 * articles, authors' photos; domain/media/image-uses.ts), read consistently from the usage rows
 * each save writes in its own transaction. The race with a concurrent save: the delete follows
 * the check, so an article or author saved with this image in between keeps an address whose
 * file is gone (its page shows no image; the editor can pick another). A condition cannot close
 * it without making every article and author save check the `media` table in its transaction;
 * for staff deleting images by hand this window is accepted.
 */
import {
  decodeCursor as decodeJsonCursor,
  encodeCursor as encodeJsonCursor,
} from '@functions/lib/cursor';
import { activityEntry, type Actor } from '@functions/domain/activity/activity';
import type { MediaRecord } from '@shared/schemas/media';
import { previewVariant } from '@shared/rules/public-image';
import {
  mediaIdOf,
  mediaPageSize,
  type MediaItem,
  type MediaListQuery,
  type MediaListResponse,
  type MediaUser,
} from '@shared/schemas/media-library';
import { ValidationError } from '@functions/domain/errors';
import { mediaPath, uploadKeyPattern } from '@functions/domain/uploads/image-upload';
import type { MediaCursor, MediaFiles, MediaLibraryStore, MediaUsage } from './media-library-ports';
import { searchableName } from './media-search';

export interface MediaLibraryDeps {
  media: MediaLibraryStore;
  usage: MediaUsage;
  files: MediaFiles;
}

/** Message of a cursor this API did not hand out. */
export const invalidCursorMessage = 'Invalid cursor';

/** The cursor as the client holds it: opaque base64url JSON. */
export function encodeCursor(cursor: MediaCursor): string {
  return encodeJsonCursor([cursor.key, cursor.created_at]);
}

/** The cursor a client sent back; a 400 naming `query.cursor` when it is not one of ours. */
export function decodeCursor(text: string): MediaCursor {
  const value = decodeJsonCursor(text);
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    uploadKeyPattern.test(value[0]) &&
    typeof value[1] === 'string' &&
    value[1].length <= 40
  ) {
    return { key: value[0], created_at: value[1] };
  }
  throw new ValidationError(invalidCursorMessage, { 'query.cursor': invalidCursorMessage });
}

/** The name shown for a record: the uploader's file name, else the key's own. */
function nameOf(record: MediaRecord): string {
  return record.name?.trim() || mediaIdOf(record.key);
}

/** The variant the portal's previews show (the original, private, only when it has none). */
function thumbnailOf(record: MediaRecord): string {
  return mediaPath(previewVariant(record.variants)?.key ?? record.key);
}

function itemOf(record: MediaRecord, usedBy: MediaUser[]): MediaItem {
  return {
    id: mediaIdOf(record.key),
    key: record.key,
    url: mediaPath(record.key),
    thumbnailUrl: thumbnailOf(record),
    name: nameOf(record),
    bytes: record.bytes,
    width: record.width,
    height: record.height,
    format: record.format,
    created_at: record.created_at,
    ...(record.uploaded_by ? { uploaded_by: record.uploaded_by } : {}),
    usedBy,
  };
}

/** A page of the library: images newest first, each with its users. */
export async function listMedia(
  deps: MediaLibraryDeps,
  query: MediaListQuery,
): Promise<MediaListResponse> {
  const search = searchableName(query.q ?? '');
  const page = await deps.media.page({
    ...(search ? { search } : {}),
    ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}),
    limit: query.limit ?? mediaPageSize,
  });
  const users = await deps.usage.usersOf(page.records.map((record) => record.key));
  return {
    items: page.records.map((record) => itemOf(record, users.get(record.key) ?? [])),
    nextCursor: page.next ? encodeCursor(page.next) : null,
  };
}

/** What deleting an image did. */
export type DeleteMediaOutcome =
  { status: 'deleted' } | { status: 'not-found' } | { status: 'in-use'; usedBy: MediaUser[] };

/** The key an `{id}` names (`<uuid>.<ext>` -> `articles/<uuid>.<ext>`), if it is an upload's. */
export function mediaKeyOfId(id: string): string | undefined {
  const key = `articles/${id}`;
  return uploadKeyPattern.test(key) ? key : undefined;
}

/**
 * Deletes an image nothing shows: its files first (variants, then the original), its row last,
 * so a failure half-way leaves the row and the delete can simply be asked again (S3 deletes of
 * missing objects succeed). Refused while an article or author shows it.
 */
export async function deleteMedia(
  deps: MediaLibraryDeps,
  id: string,
  actor?: Actor,
): Promise<DeleteMediaOutcome> {
  const key = mediaKeyOfId(id);
  const record = key ? await deps.media.get(key) : undefined;
  if (!key || !record) return { status: 'not-found' };
  const usedBy = (await deps.usage.usersOf([key])).get(key) ?? [];
  if (usedBy.length > 0) return { status: 'in-use', usedBy };
  await deps.files.remove([...record.variants.map((variant) => variant.key), key]);
  const activity =
    actor && activityEntry(actor, 'deleted', { type: 'media', id: key, title: nameOf(record) });
  await deps.media.remove(key, activity);
  return { status: 'deleted' };
}
