/**
 * "Where is this image used?" (issue 21, item 4): the `byImage` index of the `articles` and
 * `authors` tables, and the one attribute that feeds it. This module is the only code that knows
 * them: the two repositories spread {@link imageKeyAttributes} into every item they put, and the
 * media library asks {@link imageUsage}.
 *
 * Item attribute: image_key = the object key of the upload the row shows (`image_url` of an
 * article, `avatar_url` of an author), only when that address is one of our uploads -> byImage
 * (sparse, KEYS_ONLY). Reads: one Query per table and image (a handful of rows each), then one
 * BatchGetItem per table for the titles of all users of a page of images.
 *
 * Rows written before the index existed get their `image_key` from a migration (adapters/migrations).
 */
import type { MediaUser } from '@shared/schemas/media-library';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import { mediaKeyOf } from '@functions/domain/media/article-images';
import type { ImageUsers } from '@functions/domain/media/image-ports';
import type { MediaUsage } from '@functions/domain/media/media-library-ports';
import { config } from '@functions/lib/config';

/** Name of the index on both tables. */
export const byImageIndex = 'byImage';

/** The index attribute of a row showing `imageUrl`: `{image_key}` for an upload, else nothing. */
export function imageKeyAttributes(imageUrl: string): { image_key?: string } {
  const key = mediaKeyOf(imageUrl);
  return key ? { image_key: key } : {};
}

type UserTable = 'articles' | 'authors';

const users: Record<
  UserTable,
  { kind: MediaUser['kind']; titleAttribute: string; href: (id: string) => string }
> = {
  articles: {
    kind: 'article',
    titleAttribute: 'title',
    href: (id) => `/admin/articles/edit/${id}`,
  },
  authors: { kind: 'author', titleAttribute: 'name', href: (id) => `/admin/authors/edit/${id}` },
};

/** Ids of the rows of `table` showing `key`. */
async function idsShowing(table: UserTable, key: string): Promise<string[]> {
  const { items } = await queryAll({
    TableName: config().tables[table],
    IndexName: byImageIndex,
    KeyConditionExpression: 'image_key = :key',
    ExpressionAttributeValues: { ':key': key },
  });
  return items.map((item) => String(item.id));
}

/** Every user of each key, articles first, each list by title. */
async function usersOf(keys: readonly string[]): Promise<Map<string, MediaUser[]>> {
  const found = new Map<string, MediaUser[]>(keys.map((key) => [key, []]));
  for (const table of ['articles', 'authors'] as const) {
    const shown = await Promise.all(
      keys.map(async (key) => ({ key, ids: await idsShowing(table, key) })),
    );
    const ids = shown.flatMap((entry) => entry.ids);
    if (ids.length === 0) continue;
    const { titleAttribute, kind, href } = users[table];
    const rows = await batchGetByKey(ids, {
      table: config().tables[table],
      keyName: 'id',
      attributes: [titleAttribute],
    });
    const titles = new Map(rows.map((row) => [String(row.id), String(row[titleAttribute] ?? '')]));
    for (const { key, ids: keyIds } of shown) {
      const list = keyIds
        .filter((id) => titles.has(id))
        .map((id) => ({ kind, id, title: titles.get(id) ?? '', href: href(id) }))
        .sort((a, b) => a.title.localeCompare(b.title));
      found.get(key)!.push(...list);
    }
  }
  return found;
}

export const imageUsage: MediaUsage = { usersOf };

/** The articles showing an upload, for the image worker's renders. */
export const imageUsers: ImageUsers = {
  articlesShowing: (key) => idsShowing('articles', key),
};
