/** GET /api/admin/previews?kind=&id= (admin): the item's links that still work, newest first. */
import { previewTargetSchema } from '@shared/schemas/preview';
import { listPreviewLinks } from '@functions/domain/previews/preview-links';
import { route } from '@functions/lib/http';
import { previewDeps } from '@functions/wiring/previews';

export const handler = route(
  { access: 'admin', query: previewTargetSchema },
  async ({ query }) => ({ body: { items: await listPreviewLinks(previewDeps(), query) } }),
);
