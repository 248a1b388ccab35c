/**
 * Brings every stored article, page and kept revision state to today's record schema: a field
 * added since a row was written gets its schema default (shared/schemas), written into the row,
 * so the repositories' parsing (dynamo/stored-row.ts) reads every row the product wrote and raw
 * readers (projections, indexes) see the field too. A one-off migration: it reads each table
 * whole (Scan), once per data set (migrations.ts). Idempotent: an up-to-date row is left alone.
 *
 * Only the fields the schema would change are written, on condition the row still has the
 * version that was read, and without moving it: an editor's open form does not go stale, and a
 * row saved meanwhile (by today's code, so already complete) is not overwritten. A row the schema
 * refuses even with its defaults is logged with its key and counted, not guessed at.
 */
import { isDeepStrictEqual } from 'node:util';
import { dynamoClient, UpdateCommand } from '@functions/adapters/dynamo/document-client';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import { scanPages } from '@functions/adapters/dynamo/pages';
import type * as z from 'zod';
import { articleRecordSchema } from '@shared/schemas/article';
import { pageRecordSchema } from '@shared/schemas/page';
import { rowIssues } from '@functions/adapters/dynamo/stored-row';
import { snapshotSchemas } from '@functions/adapters/repositories/revisions-repository';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';

/** What a row needs written: the attributes to set, or why it cannot be read. */
type Upgrade = { set: Record<string, unknown> } | { issues: { path: string; message: string }[] };

/** The top-level attributes of `item` that parsing with `schema` fills or changes. */
export function rowUpgrade(schema: z.ZodObject, item: Record<string, unknown>): Upgrade {
  const parsed = schema.safeParse(item);
  if (!parsed.success) return { issues: rowIssues(parsed.error) };
  const data = parsed.data as Record<string, unknown>;
  return {
    set: Object.fromEntries(
      Object.entries(data).filter(([name, value]) => !isDeepStrictEqual(item[name], value)),
    ),
  };
}

/** How the rows of one table are upgraded: what is parsed, and the key and guard of each row. */
interface RowKind {
  name: string;
  table: () => string;
  key: (item: Record<string, unknown>) => Record<string, unknown>;
  /** The attributes to set on the row, from the upgrade of what it holds. */
  upgrade: (item: Record<string, unknown>) => Upgrade;
  /** The attribute whose unchanged value proves the row was not written since it was read. */
  guard: string;
}

const kinds: RowKind[] = [
  {
    name: 'articles',
    table: () => config().tables.articles,
    key: (item) => ({ id: item.id }),
    upgrade: (item) => rowUpgrade(articleRecordSchema, item),
    guard: 'version',
  },
  {
    name: 'pages',
    table: () => config().tables.pages,
    key: (item) => ({ id: item.id }),
    upgrade: (item) => rowUpgrade(pageRecordSchema, item),
    guard: 'version',
  },
  {
    // A kept state is never written again, so its own key is the guard.
    name: 'revisions',
    table: () => config().tables.revisions,
    key: (item) => ({ item_key: item.item_key, revision: item.revision }),
    upgrade: (item) => {
      const schema = snapshotSchemas[item.item_type as keyof typeof snapshotSchemas];
      if (!schema) return { issues: [{ path: 'item_type', message: 'Unknown item type' }] };
      const snapshot = (item.snapshot ?? {}) as Record<string, unknown>;
      const upgrade = rowUpgrade(schema, snapshot);
      if ('issues' in upgrade) return upgrade;
      return Object.keys(upgrade.set).length > 0
        ? { set: { snapshot: { ...snapshot, ...upgrade.set } } }
        : upgrade;
    },
    guard: 'item_key',
  },
];

async function writeUpgrade(kind: RowKind, item: Record<string, unknown>, set: object) {
  const fields = Object.entries(set);
  const guarded = kind.guard === 'version';
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: kind.table(),
        Key: kind.key(item),
        UpdateExpression: `SET ${fields.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
        ConditionExpression: guarded ? '#guard = :guard' : 'attribute_exists(#guard)',
        ExpressionAttributeNames: {
          ...Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name])),
          '#guard': kind.guard,
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value])),
          ...(guarded ? { ':guard': item[kind.guard] } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    // Written (or deleted) since the scan read it: today's code wrote it whole.
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Upgrades every row of each kind; answers what it did, e.g. ['3 articles upgraded', ...]. */
export async function upgradeRows(): Promise<string[]> {
  const done: string[] = [];
  for (const kind of kinds) {
    let upgraded = 0;
    let refused = 0;
    for await (const page of scanPages({ TableName: kind.table() })) {
      for (const item of page.Items ?? []) {
        const upgrade = kind.upgrade(item);
        if ('issues' in upgrade) {
          refused += 1;
          logger.error('A stored row does not match its schema', {
            table: kind.table(),
            key: kind.key(item),
            issues: upgrade.issues,
          });
          continue;
        }
        if (Object.keys(upgrade.set).length === 0) continue;
        if (await writeUpgrade(kind, item, upgrade.set)) upgraded += 1;
      }
    }
    done.push(`${upgraded} ${kind.name} upgraded`);
    if (refused > 0) done.push(`${refused} ${kind.name} do not match their schema (logged)`);
  }
  return done;
}
