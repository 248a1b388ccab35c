/**
 * DELETE /api/admin/media/{id} (admin): deletes an image nothing uses (original, variants, row);
 * 204, 404, or 409 with `usedBy` (the articles and authors that show it, with their links).
 */
import * as z from 'zod';
import {
  mediaInUseMessage,
  mediaNotFoundMessage,
  type MediaInUseBody,
} from '@shared/schemas/media-library';
import { deleteMedia } from '@functions/domain/media/media-library';
import { NotFoundError } from '@functions/domain/errors';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { mediaLibraryDeps } from '@functions/wiring/media-library';

/** `{id}`: the file part of an upload's key (`<uuid>.<ext>`); the domain checks its shape. */
const paramsSchema = z.object({ id: z.string().min(1).max(200) });

export const handler = route(
  { access: 'admin', params: paramsSchema },
  async ({ params, requestId, admin }) => {
    const outcome = await deleteMedia(mediaLibraryDeps, params.id, actorOf(admin));
    if (outcome.status === 'not-found') throw new NotFoundError(mediaNotFoundMessage);
    if (outcome.status === 'in-use') {
      const body: MediaInUseBody = {
        error: { code: 'conflict', message: mediaInUseMessage, requestId },
        usedBy: outcome.usedBy,
      };
      return { status: 409, body };
    }
    return { status: 204 };
  },
);
