/** The preview links' wiring: the previews table, this stage's signer, the drafts to show. */
import { previewSigner } from '@functions/adapters/preview-signer';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { mediaRepository } from '@functions/adapters/repositories/media-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { previewsRepository } from '@functions/adapters/repositories/previews-repository';
import type { PreviewDeps } from '@functions/domain/previews/preview-links';
import { config } from '@functions/lib/config';

/** Built per call: the signer and the site's origin come from the configuration. */
export function previewDeps(): PreviewDeps {
  const { site, previews } = config();
  return {
    store: previewsRepository,
    signer: previewSigner(),
    sources: { article: (id) => articleRepository.get(id), page: (id) => pageRepository.get(id) },
    now: () => new Date(),
    lifetimeDays: previews.lifetimeDays,
    brandName: site.brandName,
    images: mediaRepository,
  };
}
