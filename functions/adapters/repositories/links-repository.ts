/**
 * The `links` table (functions/domain/links/inbound-links.ts): the only code knowing its keys.
 *
 *   'out|{path}'  the content paths the rendered page at `path` links to (`targets`)
 *   'edge|{to}|{from}'  one row per link (`to`, `from`): the byTarget index lists who links to a path
 *   'in|{path}'   the item at `path`: how many rendered pages link to it (`inbound`), whether it
 *                 is a published item (`public`, `kind`, `id`), and `orphan_kind` (= kind) while
 *                 it is published with no inbound link: the sparse byOrphan index lists exactly
 *                 the orphans, so the Orphans filter reads one partition of its own size.
 *
 * Costs: recording a page's links is one GetItem (or its share of one BatchGetItem per 50 pages,
 * read ahead for a whole-site render's chunk), then per link that changed its edge row and
 * one or two UpdateItems (the count, then the orphan mark when it flips), and one PutItem; a page whose links did not
 * change costs the GetItem alone. Every update moves `rev`, and the orphan mark is written only if
 * `rev` is still what that update returned: of two concurrent changes, the later one's mark wins.
 */
import {
  dynamoClient,
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import type { InboundLinkStore, LinkTarget } from '@functions/domain/links/inbound-links';
import type { LinkTargetKind } from '@functions/domain/links/related-items';
import { config } from '@functions/lib/config';

const table = () => config().tables.links;
const outKey = (path: string) => `out|${path}`;
const inKey = (path: string) => `in|${path}`;
const edgeKey = (to: string, from: string) => `edge|${to}|${from}`;

/** The name of the sparse index of orphans. */
export const orphanIndexName = 'byOrphan';

/** The name of the index of links by their target. */
export const targetIndexName = 'byTarget';

type Row = Record<string, unknown>;

/** Sets or clears the orphan mark an updated row calls for. */
async function markOrphan(row: Row | undefined): Promise<void> {
  if (!row) return;
  const inbound = typeof row.inbound === 'number' ? row.inbound : 0;
  const wanted = row.public === true && inbound <= 0 ? String(row.kind) : undefined;
  if (wanted === row.orphan_kind) return;
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: { key: row.key },
        UpdateExpression: wanted ? 'SET orphan_kind = :kind' : 'REMOVE orphan_kind',
        ConditionExpression: 'rev = :rev',
        ExpressionAttributeValues: { ':rev': row.rev, ...(wanted ? { ':kind': wanted } : {}) },
      }),
    );
  } catch (error) {
    // A later change moved the row: its own update sets the mark it calls for.
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * Rows read ahead by key (`undefined`: read, and there is none). A key is dropped at any write of
 * it, so a read after the write asks the table again.
 */
type ReadAhead = Map<string, Row | undefined>;

/** The rows of these keys in BatchGetItem calls of 100, strongly consistent as `outgoing` reads. */
async function readRows(keys: readonly string[]): Promise<ReadAhead> {
  const rows: ReadAhead = new Map(keys.map((key) => [key, undefined]));
  for (const item of await batchGetByKey(keys, {
    table: table(),
    keyName: 'key',
    consistent: true,
  })) {
    rows.set(String(item.key), item);
  }
  return rows;
}

/** The store, answering the keys of `ahead` from it (see {@link InboundLinkStore.readAhead}). */
function linksStore(ahead: ReadAhead = new Map()): InboundLinkStore {
  const row = async (key: string, consistent: boolean): Promise<Row | undefined> => {
    if (ahead.has(key)) return ahead.get(key);
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { key }, ConsistentRead: consistent }),
    );
    return Item;
  };
  return {
    async outgoing(from) {
      const item = await row(outKey(from), true);
      return Array.isArray(item?.targets) ? item.targets.map(String) : [];
    },

    async setOutgoing(from, targets) {
      ahead.delete(outKey(from));
      if (targets.length === 0) {
        await dynamoClient().send(
          new DeleteCommand({ TableName: table(), Key: { key: outKey(from) } }),
        );
        return;
      }
      await dynamoClient().send(
        new PutCommand({ TableName: table(), Item: { key: outKey(from), targets: [...targets] } }),
      );
    },

    async addInbound(target, delta, from) {
      ahead.delete(inKey(target));
      const edge = { key: edgeKey(target, from) };
      if (delta > 0) {
        await dynamoClient().send(
          new PutCommand({ TableName: table(), Item: { ...edge, to: target, from } }),
        );
      } else {
        await dynamoClient().send(new DeleteCommand({ TableName: table(), Key: edge }));
      }
      const { Attributes } = await dynamoClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: { key: inKey(target) },
          UpdateExpression: 'ADD inbound :delta, rev :one',
          ExpressionAttributeValues: { ':delta': delta, ':one': 1 },
          ReturnValues: 'ALL_NEW',
        }),
      );
      await markOrphan(Attributes);
    },

    async setTarget(path: string, target: LinkTarget | undefined) {
      // Most renders leave a path what it was: a read (half a unit) saves the write.
      const Item = await row(inKey(path), false);
      const same = target
        ? Item?.public === true && Item.kind === target.kind && Item.id === target.id
        : Item === undefined || Item.public === false;
      if (same) return;
      ahead.delete(inKey(path));
      const { Attributes } = await dynamoClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: { key: inKey(path) },
          UpdateExpression: target
            ? 'SET #public = :public, kind = :kind, id = :id ADD rev :one'
            : 'SET #public = :public ADD rev :one',
          ExpressionAttributeNames: { '#public': 'public' },
          ExpressionAttributeValues: {
            ':public': target !== undefined,
            ':one': 1,
            ...(target ? { ':kind': target.kind, ':id': target.id } : {}),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      await markOrphan(Attributes);
    },

    async linkers(target) {
      const { items } = await queryAll({
        TableName: table(),
        IndexName: targetIndexName,
        KeyConditionExpression: '#to = :to',
        ExpressionAttributeNames: { '#to': 'to' },
        ExpressionAttributeValues: { ':to': target },
      });
      return items.map((item) => String(item.from));
    },

    async orphanIds(kind: LinkTargetKind) {
      const { items } = await queryAll({
        TableName: table(),
        IndexName: orphanIndexName,
        KeyConditionExpression: 'orphan_kind = :kind',
        ExpressionAttributeValues: { ':kind': kind },
      });
      return [...new Set(items.map((item) => String(item.id)))];
    },

    async readAhead(paths) {
      const rows = await readRows(
        [...new Set(paths)].flatMap((path) => [outKey(path), inKey(path)]),
      );
      return linksStore(new Map([...ahead, ...rows]));
    },
  };
}

/** The store of the rendered site's internal links. */
export const linksRepository: InboundLinkStore = linksStore();
