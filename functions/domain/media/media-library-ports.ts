/**
 * What the media library needs beyond the image pipeline's ports: a page of
 * the `media` table in upload order, who shows an image (the articles' and authors' image
 * indexes) and deleting an image's files. Plain data only; adapters implement them.
 */
import type { ActivityEntry } from '@shared/schemas/activity';
import type { MediaUser } from '@shared/schemas/media-library';
import type { MediaRecord } from '@shared/schemas/media';

/** Where a page of the library stopped: the last image it holds. */
export interface MediaCursor {
  key: string;
  created_at: string;
}

export interface MediaPageQuery {
  /** Normalised search text ({@link searchableName}); images whose name contains it. */
  search?: string;
  after?: MediaCursor;
  limit: number;
}

export interface MediaPage {
  /** Newest first; at most `limit`, possibly fewer when a search reads its budget (see adapter). */
  records: MediaRecord[];
  /** Where the next page starts; absent at the end of the list. */
  next?: MediaCursor;
}

/** The `media` table as the library uses it. */
export interface MediaLibraryStore {
  page(query: MediaPageQuery): Promise<MediaPage>;
  get(key: string): Promise<MediaRecord | undefined>;
  /** Deletes the row, with the admin's activity entry when given (one transaction). */
  remove(key: string, activity?: ActivityEntry): Promise<void>;
}

/** Who shows which image. */
export interface MediaUsage {
  /** The users of each key (keys nothing uses map to an empty list). */
  usersOf(keys: readonly string[]): Promise<Map<string, MediaUser[]>>;
}

/** The image bucket's objects, for deleting. */
export interface MediaFiles {
  /** Deletes these objects; a key with no object is no error. */
  remove(keys: readonly string[]): Promise<void>;
}
