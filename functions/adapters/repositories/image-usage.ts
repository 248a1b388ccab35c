/**
 * "Where is this image used?": the `image_uses` table, one row per image and
 * row showing it, and the only code that knows it. The article and author repositories put
 * {@link articleImageUseWrites} / {@link authorImageUseWrites} into the transaction of every save
 * and delete, so the rows change exactly when what the row shows changes; the media library asks
 * {@link imageUsage} before it deletes an image.
 *
 * Row: image_key (partition: the upload's object key), user (sort: `article#<id>`, `author#<id>`),
 * kind, id, roles (featured, social, body, photo). Reads: one consistent Query per image, then one
 * BatchGetItem per table for the titles of all users of a page of images.
 *
 * Rows saved before this table existed get theirs from a migration (adapters/migrations).
 */
import { dynamoClient, PutCommand } from '@functions/adapters/dynamo/document-client';
import type { ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import type { MediaUser } from '@shared/schemas/media-library';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import type { TransactItem } from '@functions/adapters/dynamo/transact-write';
import type { ImageUsers } from '@functions/domain/media/image-ports';
import {
  articleImageUses,
  authorImageUses,
  imageUseChanges,
  type ImageUser,
  type ImageUses,
} from '@functions/domain/media/image-uses';
import type { MediaUsage } from '@functions/domain/media/media-library-ports';
import { config } from '@functions/lib/config';

const table = () => config().tables.image_uses;

const userKey = (user: ImageUser) => `${user.kind}#${user.id}`;

const users: Record<
  ImageUser['kind'],
  { table: 'articles' | 'authors'; titleAttribute: string; href: (id: string) => string }
> = {
  article: {
    table: 'articles',
    titleAttribute: 'title',
    href: (id) => `/admin/articles/edit/${id}`,
  },
  author: { table: 'authors', titleAttribute: 'name', href: (id) => `/admin/authors/edit/${id}` },
};

function useRow(user: ImageUser, key: string, roles: readonly string[]) {
  return { image_key: key, user: userKey(user), kind: user.kind, id: user.id, roles };
}

/** The writes that bring `user`'s rows from what it showed (`before`) to what it shows (`after`). */
export function imageUseWrites(
  user: ImageUser,
  before: ImageUses,
  after: ImageUses,
): TransactItem[] {
  const { record, drop } = imageUseChanges(before, after);
  return [
    ...[...record].map(([key, roles]) => ({
      Put: { TableName: table(), Item: useRow(user, key, roles) },
    })),
    ...drop.map((key) => ({
      Delete: { TableName: table(), Key: { image_key: key, user: userKey(user) } },
    })),
  ];
}

/** The writes of an article's save (both given), create (no `before`) or delete (no `after`). */
export function articleImageUseWrites(
  before: ArticleRecord | undefined,
  after: ArticleRecord | undefined,
): TransactItem[] {
  const id = (after ?? before)?.id ?? '';
  return imageUseWrites({ kind: 'article', id }, articleImageUses(before), articleImageUses(after));
}

/** The writes of an author's save (both given), create (no `before`) or delete (no `after`). */
export function authorImageUseWrites(
  id: string,
  before: Pick<AuthorRecord, 'avatar_url'> | undefined,
  after: Pick<AuthorRecord, 'avatar_url'> | undefined,
): TransactItem[] {
  return imageUseWrites({ kind: 'author', id }, authorImageUses(before), authorImageUses(after));
}

/** Records every use of `uses` by `user` (the migration's; puts are idempotent). */
export async function recordImageUses(user: ImageUser, uses: ImageUses): Promise<void> {
  for (const [key, roles] of uses) {
    await dynamoClient().send(
      new PutCommand({ TableName: table(), Item: useRow(user, key, roles) }),
    );
  }
}

/** Who shows `key`: each user's kind and id, those whose sort key starts with `prefix` only. */
async function usersShowing(key: string, prefix = ''): Promise<ImageUser[]> {
  const { items } = await queryAll({
    TableName: table(),
    KeyConditionExpression: prefix
      ? 'image_key = :key AND begins_with(#user, :prefix)'
      : 'image_key = :key',
    // `user` is one of DynamoDB's reserved words; the others are named alike for clarity.
    ExpressionAttributeNames: {
      ...(prefix ? { '#user': 'user' } : {}),
      '#kind': 'kind',
      '#id': 'id',
    },
    ExpressionAttributeValues: { ':key': key, ...(prefix ? { ':prefix': prefix } : {}) },
    ProjectionExpression: '#kind, #id',
    ConsistentRead: true,
  });
  return items.flatMap((item): ImageUser[] =>
    item.kind === 'article' || item.kind === 'author'
      ? [{ kind: item.kind, id: String(item.id) }]
      : [],
  );
}

/** Every user of each key, articles first, each kind by title. */
async function usersOf(keys: readonly string[]): Promise<Map<string, MediaUser[]>> {
  const shown = await Promise.all(keys.map(async (key) => ({ key, of: await usersShowing(key) })));
  const found = new Map<string, MediaUser[]>(keys.map((key) => [key, []]));
  for (const kind of ['article', 'author'] as const) {
    const ids = [
      ...new Set(
        shown.flatMap((entry) =>
          entry.of.filter((user) => user.kind === kind).map((user) => user.id),
        ),
      ),
    ];
    if (ids.length === 0) continue;
    const { table: userTable, titleAttribute, href } = users[kind];
    const rows = await batchGetByKey(ids, {
      table: config().tables[userTable],
      keyName: 'id',
      attributes: [titleAttribute],
    });
    const titles = new Map(rows.map((row) => [String(row.id), String(row[titleAttribute] ?? '')]));
    for (const { key, of } of shown) {
      const list = of
        .filter((user) => user.kind === kind && titles.has(user.id))
        .map((user) => ({
          kind,
          id: user.id,
          title: titles.get(user.id) ?? '',
          href: href(user.id),
        }))
        .sort((a, b) => a.title.localeCompare(b.title));
      found.get(key)!.push(...list);
    }
  }
  return found;
}

export const imageUsage: MediaUsage = { usersOf };

/** The articles showing an upload (in any role), for the image worker's renders. */
export const imageUsers: ImageUsers = {
  articlesShowing: async (key) => (await usersShowing(key, 'article#')).map((user) => user.id),
};
