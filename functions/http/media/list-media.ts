/**
 * GET /api/admin/media?q=&cursor=&limit= (admin): a page of the media library, newest first, each
 * image with where it is used; `nextCursor` asks for the next page (null at the end).
 */
import { mediaListQuerySchema } from '@shared/schemas/media-library';
import { listMedia } from '@functions/domain/media/media-library';
import { route } from '@functions/lib/http';
import { mediaLibraryDeps } from '@functions/wiring/media-library';

export const handler = route(
  { access: 'admin', query: mediaListQuerySchema },
  async ({ query }) => ({
    body: await listMedia(mediaLibraryDeps, query),
  }),
);
