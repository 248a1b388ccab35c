/**
 * POST /api/preview `{token}` (public, the token is the credential): the draft a preview link shows.
 * Never cached anywhere and never indexed; any bad token is the same 404.
 */
import * as z from 'zod';
import { openPreview } from '@functions/domain/previews/preview-links';
import { route } from '@functions/lib/http';
import { previewDeps } from '@functions/wiring/previews';

const privateHeaders = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
};

export const handler = route(
  { access: 'public', body: z.object({ token: z.string().max(1000) }) },
  async ({ body }) => ({
    headers: privateHeaders,
    body: await openPreview(previewDeps(), body.token),
  }),
);
