/**
 * Routes of the media library. Part of the manifest: see infra/manifest.ts.
 *
 * Least privilege: listing reads the `media` table, `image_uses` (where each is used) and the
 * articles and authors (their titles); deleting also deletes the row and the image's objects
 * (`images: 'delete'`: read and delete, no uploads).
 */
import type { RouteDef } from '../manifest';
import { mediaDelete, mediaList } from './permissions';

export const mediaRoutes = [
  {
    method: 'GET',
    path: '/api/admin/media',
    handler: 'functions/http/media/list-media.ts',
    access: 'admin',
    // Contributors pick images from the library in the editor; deleting is an editor's call.
    role: 'contributor',
    ...mediaList,
  },
  {
    method: 'DELETE',
    path: '/api/admin/media/{id}',
    handler: 'functions/http/media/delete-media.ts',
    access: 'admin',
    role: 'editor',
    ...mediaDelete,
  },
] as const satisfies readonly RouteDef[];
