/**
 * Backfills of the index attributes that releases added to existing tables, for the rows stored
 * before them (each is a migration in migrations.ts):
 *
 * - `entity` and `name_search` of media rows (byEntity: the library's list and search);
 * - `entity` of subscribers (byEntity: the subscribers list).
 *
 * Each reads its table whole (a Scan filtered to rows lacking the attribute) and updates each row
 * on a condition that it still is as read, so a row saved meanwhile (which wrote its own index
 * attribute) is left alone. Idempotent: a second run finds nothing to do.
 */
import { dynamoClient, UpdateCommand } from '@functions/adapters/dynamo/document-client';
import { scanPages } from '@functions/adapters/dynamo/pages';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import { mediaListAttributes } from '@functions/adapters/repositories/media-repository';
import { subscriberEntity } from '@functions/adapters/repositories/subscribers-repository';
import type { TableName } from '@shared/content/resources';
import { config } from '@functions/lib/config';

type Item = Record<string, unknown>;

interface Backfill {
  table: TableName;
  /** The table's partition key attribute. */
  key: string;
  /** The attribute whose absence marks a row to update. */
  missing: string;
  /** The attributes to set on a row (none: leave it). */
  set: (item: Item) => { values: Item } | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const backfills = {
  media: {
    table: 'media',
    key: 'key',
    missing: 'entity',
    set: (item) => ({
      values: mediaListAttributes({
        key: text(item.key),
        name: typeof item.name === 'string' ? item.name : undefined,
      }),
    }),
  },
  subscribers: {
    table: 'subscribers',
    key: 'email',
    missing: 'entity',
    // The list sorts by creation: a row without its date cannot be placed, so it is left out.
    set: (item) => (item.created_at ? { values: { entity: subscriberEntity } } : undefined),
  },
} satisfies Record<string, Backfill>;

export type BackfillName = keyof typeof backfills;

/** Runs one backfill; says how many rows it updated, e.g. '3 articles updated'. */
export async function backfill(name: BackfillName): Promise<string> {
  const { table, key, missing, set }: Backfill = backfills[name];
  const client = dynamoClient();
  const tableName = config().tables[table];
  let updated = 0;
  const pages = scanPages({
    TableName: tableName,
    FilterExpression: 'attribute_not_exists(#missing)',
    ExpressionAttributeNames: { '#missing': missing },
  });
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const change = set(item);
      if (!change) continue;
      const names: Record<string, string> = { '#key': key, '#missing': missing };
      const values: Item = {};
      const assignments = Object.entries(change.values).map(([attribute, value], index) => {
        names[`#a${index}`] = attribute;
        values[`:a${index}`] = value;
        return `#a${index} = :a${index}`;
      });
      const conditions = ['attribute_exists(#key)', 'attribute_not_exists(#missing)'];
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { [key]: item[key] },
            UpdateExpression: `SET ${assignments.join(', ')}`,
            ConditionExpression: conditions.join(' AND '),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: values,
          }),
        );
        updated += 1;
      } catch (error) {
        // Saved (or deleted) since the Scan read it: that write decided its index attributes.
        if (!isConditionFailed(error)) throw error;
      }
    }
  }
  return `${updated} ${table} updated`;
}
