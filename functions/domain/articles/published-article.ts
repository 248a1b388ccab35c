/**
 * One published article for the public article page, with its body rendered to HTML. Apart from
 * the list (public-articles.ts) because the markdown toolchain it needs is most of a bundle's
 * weight: the list, the feeds and the admin handlers must not carry it (esbuild bundles a
 * dynamic import into the same file, so only a separate module keeps it out).
 */
import type { ArticleDetail, ArticleRecord } from '@shared/schemas/article';
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
  const [detail] = await publishedArticleDetails(deps, [record]);
  return detail!;
}

/**
 * The article pages' data of records already read, each exactly as {@link getPublishedArticle}
 * answers it for the record's slug (undefined for one that is not public), with one batch read
 * of their images: a whole-site render reads its articles in batches, not by slug one by one.
 */
export async function publishedArticleDetails(
  deps: Pick<PublicArticleDeps, 'brandName' | 'images'>,
  records: readonly ArticleRecord[],
): Promise<(ArticleDetail | undefined)[]> {
  const shown = records.filter((record) => isPublicArticle(record));
  const details = await withPublicImages(
    deps.images,
    shown.map((record) => toArticleDetail(record, deps.brandName)),
  );
  const byId = new Map(
    details.map((detail, index) => {
      const record = shown[index]!;
      const html = articleHtmlOfVersion(`${record.id}@${record.version}`, detail);
      return [record.id, { ...detail, html }];
    }),
  );
  return records.map((record) => byId.get(record.id));
}
