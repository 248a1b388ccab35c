/**
 * One published article for the public article page, with its body rendered to HTML. Apart from
 * the list (public-articles.ts) because the markdown toolchain it needs is most of a bundle's
 * weight: the list, the feeds and the admin handlers must not carry it (esbuild bundles a
 * dynamic import into the same file, so only a separate module keeps it out).
 */
import type { ArticleDetail } from '@shared/schemas/article';
import { maxSlugLength, slugPattern } from '@shared/schemas/primitives';
import { isPublicArticle, toArticleDetail } from '@shared/rules/article-content';
import { NotFoundError } from '@functions/domain/errors';
import { withPublicImages } from '@functions/domain/media/article-images';
import { articleHtmlOfVersion } from './article-html';
import { articleNotFoundMessage, type PublicArticleDeps } from './public-articles';

/** A published article by its slug, its body normalised; 404 'Article not found' otherwise. */
export async function getPublishedArticle(
  deps: Pick<PublicArticleDeps, 'articles' | 'brandName' | 'images'>,
  slug: string,
): Promise<ArticleDetail> {
  // A slug that breaks the slug rule names no article; no need to ask the database.
  const wellFormed = slug.length <= maxSlugLength && slugPattern.test(slug);
  const record = wellFormed ? await deps.articles.findBySlug(slug) : undefined;
  if (!record || !isPublicArticle(record)) throw new NotFoundError(articleNotFoundMessage);
  const [detail] = await withPublicImages(deps.images, [toArticleDetail(record, deps.brandName)]);
  return { ...detail!, html: articleHtmlOfVersion(`${record.id}@${record.version}`, detail!) };
}
