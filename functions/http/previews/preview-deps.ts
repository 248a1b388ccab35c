/** What the preview handlers give the preview domain: the table, the signer, the drafts. */
import * as z from 'zod';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { PagesRepository } from '@functions/adapters/repositories/pages-repository';
import { previewsRepository } from '@functions/adapters/repositories/previews-repository';
import { previewSigner } from '@functions/adapters/preview-signer';
import type { PreviewDeps } from '@functions/domain/previews/preview-links';
import { config } from '@functions/lib/config';

const pages = new PagesRepository();

export function previewDeps(): PreviewDeps {
  const { site, previews } = config();
  return {
    store: previewsRepository,
    signer: previewSigner(),
    sources: { article: (id) => articleRepository().get(id), page: (id) => pages.get(id) },
    now: () => new Date(),
    lifetimeDays: previews.lifetimeDays,
    origin: site.publicOrigin,
    brandName: site.brandName,
  };
}

/** `{id}` of a preview link (128 random bits, base64url). */
export const previewIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id'),
});
