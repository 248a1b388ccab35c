/**
 * Writes the `image_uses` rows (image-usage.ts) of every article and author stored before the
 * table existed, so the media library refuses to delete an image they already show. A one-off
 * migration (migrations.ts records the run): it reads both tables whole. Idempotent: the rows
 * are derived from the items. A save racing it can leave a row for an image the row no longer
 * shows (the image then stays undeletable until that row is saved again), never the reverse.
 */
import { scanPages } from '@functions/adapters/dynamo/pages';
import { fromProjection } from '@functions/adapters/repositories/articles-table';
import { recordImageUses } from '@functions/adapters/repositories/image-usage';
import {
  articleImageAttributes,
  articleImageUses,
  authorImageUses,
  type ImageUser,
  type ImageUses,
} from '@functions/domain/media/image-uses';
import { config } from '@functions/lib/config';

type Item = Record<string, unknown>;

const kinds: { kind: ImageUser['kind']; table: () => string; uses: (item: Item) => ImageUses }[] = [
  {
    kind: 'article',
    table: () => config().tables.articles,
    // Only what shows images is read, so a row short of other fields still gets its uses.
    uses: (item) => articleImageUses(fromProjection(item, articleImageAttributes)),
  },
  {
    kind: 'author',
    table: () => config().tables.authors,
    uses: (item) =>
      authorImageUses({ avatar_url: typeof item.avatar_url === 'string' ? item.avatar_url : '' }),
  },
];

/** Records the images every article and author shows; e.g. ['3 articles show 4 images', ...]. */
export async function backfillImageUses(): Promise<string[]> {
  const done: string[] = [];
  for (const { kind, table, uses } of kinds) {
    let rows = 0;
    let images = 0;
    for await (const page of scanPages({ TableName: table() })) {
      for (const item of page.Items ?? []) {
        if (typeof item.id !== 'string') continue;
        const shown = uses(item);
        if (shown.size === 0) continue;
        await recordImageUses({ kind, id: item.id }, shown);
        rows += 1;
        images += shown.size;
      }
    }
    done.push(`${rows} ${kind}s show ${images} images`);
  }
  return done;
}
