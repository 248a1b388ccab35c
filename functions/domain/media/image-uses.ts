/**
 * Which uploads an article or an author shows, and how: the media library's "where used" and the
 * guard on deleting an image. Every place a saved row can show an upload counts, since deleting
 * any of them breaks a live page: an article's featured image, its social image (SEO panel) and
 * each markdown image of its body (markdown-images.ts); an author's photo. Only uploads count
 * (addresses under `/media/`); other addresses (the build's illustrations, other sites) are
 * nobody's to delete.
 */
import type { ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import { mediaKeyOf } from './article-images';
import { markdownImageUrls } from './markdown-images';

/** How a row shows an image. */
export type ImageRole = 'featured' | 'social' | 'body' | 'photo';

/** The uploads a row shows: object key -> its roles there (sorted, each once). */
export type ImageUses = ReadonlyMap<string, readonly ImageRole[]>;

/** Who shows an image: the kind of row and its id. */
export interface ImageUser {
  kind: 'article' | 'author';
  id: string;
}

/** The uses of `addresses`, each with its role, uploads only. */
function usesOf(addresses: readonly (readonly [ImageRole, string])[]): ImageUses {
  const uses = new Map<string, Set<ImageRole>>();
  for (const [role, address] of addresses) {
    const key = mediaKeyOf(address);
    if (key) uses.set(key, (uses.get(key) ?? new Set()).add(role));
  }
  return new Map([...uses].map(([key, roles]) => [key, [...roles].sort()]));
}

/** What of an article says which images it shows (all a migration needs to read of a row). */
export const articleImageAttributes = [
  'image_url',
  'seo',
  'excerpt',
  'introduction',
  'key_points',
  'sections',
  'conclusion',
] as const satisfies readonly (keyof ArticleRecord)[];

/** The fields of {@link articleImageAttributes}. */
export type ArticleImageFields = Pick<ArticleRecord, (typeof articleImageAttributes)[number]>;

/** The markdown fields of an article body, as the article page renders them. */
function bodyFields(article: ArticleImageFields): string[] {
  return [
    article.excerpt,
    article.introduction,
    ...article.key_points,
    ...article.sections.map((section) => section.content),
    article.conclusion,
  ];
}

/** The uploads an article shows: featured image, social image, body images. */
export function articleImageUses(article: ArticleImageFields | undefined): ImageUses {
  if (!article) return new Map();
  return usesOf([
    ['featured', article.image_url],
    ['social', article.seo?.social_image ?? ''],
    ...bodyFields(article).flatMap((field) =>
      markdownImageUrls(field).map((url) => ['body', url] as const),
    ),
  ]);
}

/** The upload an author shows as photo. */
export function authorImageUses(author: Pick<AuthorRecord, 'avatar_url'> | undefined): ImageUses {
  return author ? usesOf([['photo', author.avatar_url]]) : new Map();
}

/** What a write changes in a row's uses: the keys to record (new or with other roles), the keys to drop. */
export function imageUseChanges(
  before: ImageUses,
  after: ImageUses,
): { record: ImageUses; drop: string[] } {
  const sameRoles = (a: readonly ImageRole[] | undefined, b: readonly ImageRole[]) =>
    a !== undefined && a.join() === b.join();
  return {
    record: new Map([...after].filter(([key, roles]) => !sameRoles(before.get(key), roles))),
    drop: [...before.keys()].filter((key) => !after.has(key)),
  };
}
