/**
 * The media library: `/admin/media` lists the processed uploads newest first,
 * searchable by file name and paged by an opaque cursor; every image says where it is used, and
 * an image in use cannot be deleted (409 with its users).
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { apiErrorBodySchema } from '@shared/schemas/api';

/** Images per page, unless the request asks for fewer. */
export const mediaPageSize = 24;

/** Most images one page may hold. */
export const maxMediaPageSize = 48;

/** Longest search text. */
export const maxMediaSearchLength = 100;

/** Query of GET /api/admin/media. */
export const mediaListQuerySchema = z.object({
  /** Part of the file name, any case; empty lists everything. */
  q: z
    .string()
    .trim()
    .max(maxMediaSearchLength, {
      error: `Search must be ${maxMediaSearchLength} characters or fewer`,
    })
    .optional(),
  /** Where the previous page stopped (its `nextCursor`). */
  cursor: z.string().max(1000, { error: 'Invalid cursor' }).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(maxMediaPageSize, { error: `Limit must be at most ${maxMediaPageSize}` })
    .optional(),
});

/** Query of GET /api/admin/media, as parsed. */
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** Something that shows an image: an article (its featured image) or an author (the avatar). */
export const mediaUserSchema = z.object({
  kind: z.enum(['article', 'author']),
  id: z.string(),
  /** The article's title or the author's name. */
  title: z.string(),
  /** Where staff edit it (`/admin/articles/edit/{id}`, `/admin/authors/edit/{id}`). */
  href: z.string(),
});

/** Something that shows an image. */
export type MediaUser = z.infer<typeof mediaUserSchema>;

/** One image of the library. */
export const mediaItemSchema = z.object({
  /** The API's name for it: the file part of its key (`<uuid>.<ext>`), as in DELETE .../{id}. */
  id: z.string(),
  /** Object key of the original. */
  key: z.string(),
  /** Address of the original: what an image field stores. */
  url: z.string(),
  /** Address of the variant previews show: the widest at most 400 px, else the narrowest. */
  thumbnailUrl: z.string(),
  /** The file's own name (the key's file name on images uploaded before names were kept). */
  name: z.string(),
  /** Size of the original, in bytes. */
  bytes: z.int().min(0),
  width: z.int().positive(),
  height: z.int().positive(),
  format: z.string(),
  created_at: z.string(),
  uploaded_by: z.string().optional(),
  usedBy: z.array(mediaUserSchema),
});

/** One image of the library. */
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** Answer of GET /api/admin/media: a page, and the cursor of the next one (null at the end). */
export const mediaListResponseSchema = z.object({
  items: z.array(mediaItemSchema),
  nextCursor: z.string().nullable(),
});

/** Answer of GET /api/admin/media. */
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

/** Message of deleting an image something still shows. */
export const mediaInUseMessage =
  'This image is still in use. Choose another image for each of these first, then delete it.';

/** Message of deleting an image the library does not have. */
export const mediaNotFoundMessage = 'This image was not found. It may have been deleted already.';

/** Answer of a refused delete (409): the error, plus what still shows the image. */
export const mediaInUseBodySchema = apiErrorBodySchema.extend({ usedBy: z.array(mediaUserSchema) });

/** Answer of a refused delete. */
export type MediaInUseBody = z.infer<typeof mediaInUseBodySchema>;

/** The `{id}` of an image's key (`articles/<uuid>.jpg` -> `<uuid>.jpg`). */
export function mediaIdOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}
