/**
 * The `redirects` table (key `from`; GSI `byEntity` lists every row in path order). The only code
 * that knows its layout: the redirects manager writes the manual rows, the render worker the
 * articles' earlier slugs (functions/domain/render/publish-site.ts). A manual redirect's source
 * also has a row in the sitemap partition and a place in the sources row (listings-table.ts),
 * written in the same transaction.
 */
import {
  dynamoClient,
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import { transactWrite, type TransactItem } from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import type {
  RedirectRecord,
  RedirectStore,
  RedirectWrite,
} from '@functions/domain/redirects/redirect-ports';
import type { SlugRedirects } from '@functions/domain/render/render-ports';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import {
  redirectSourceDeletes,
  redirectSourceWrites,
} from '@functions/adapters/repositories/listings-table';
import { config } from '@functions/lib/config';

const table = () => config().tables.redirects;
const entity = 'redirect';

function fromItem(item: Record<string, unknown>): RedirectRecord {
  return {
    from: String(item.from),
    to: String(item.to),
    status: item.status === 302 ? 302 : 301,
    kind: item.kind === 'slug' ? 'slug' : 'manual',
    ...(typeof item.owner === 'string' ? { owner: item.owner } : {}),
    updated_at: String(item.updated_at),
  };
}

/**
 * A manual redirect pointed at a new address, only if it is still manual and still points where it
 * was read pointing (a concurrent edit wins; the re-pointing is then skipped, never overwritten).
 */
function repointUpdate(change: { from: string; to: string; expectedTo: string }, now: string) {
  return {
    TableName: table(),
    Key: { from: change.from },
    UpdateExpression: 'SET #to = :to, updated_at = :now',
    ConditionExpression: '#kind = :manual AND #to = :expected',
    ExpressionAttributeNames: { '#kind': 'kind', '#to': 'to' },
    ExpressionAttributeValues: {
      ':to': change.to,
      ':now': now,
      ':manual': 'manual',
      ':expected': change.expectedTo,
    },
  };
}

function put(
  record: RedirectRecord,
  condition?: Omit<NonNullable<TransactItem['Put']>, 'TableName' | 'Item'>,
): TransactItem {
  return { Put: { TableName: table(), Item: { ...record, entity }, ...condition } };
}

export const redirectsRepository: RedirectStore & SlugRedirects = {
  async list() {
    const { items } = await queryAll({
      TableName: table(),
      IndexName: 'byEntity',
      KeyConditionExpression: 'entity = :entity',
      ExpressionAttributeValues: { ':entity': entity },
    });
    return items.map(fromItem);
  },

  async get(from) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { from }, ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  },

  async save(write: RedirectWrite) {
    const items: TransactItem[] = [
      write.mode.create
        ? put(write.record, {
            ConditionExpression: 'attribute_not_exists(#from)',
            ExpressionAttributeNames: { '#from': 'from' },
          })
        : put(write.record, {
            ConditionExpression: '#kind = :manual AND #to = :expected',
            ExpressionAttributeNames: { '#kind': 'kind', '#to': 'to' },
            ExpressionAttributeValues: { ':manual': 'manual', ':expected': write.mode.expectedTo },
          }),
      ...write.repoint.map((change): TransactItem => ({
        Update: repointUpdate(change, write.record.updated_at),
      })),
      activityPut(write.activity),
      // The sitemap leaves a manual redirect's source out, and the page list flags the pages it
      // hides (its rows, written again on a change).
      ...redirectSourceWrites(write.record.from),
    ];
    try {
      await transactWrite(items);
      return 'saved';
    } catch (error) {
      if (failedConditions(error).length > 0) return 'changed';
      throw error;
    }
  },

  async removeManual(from, activity) {
    try {
      await transactWrite([
        {
          Delete: {
            TableName: table(),
            Key: { from },
            ConditionExpression: '#kind = :manual',
            ExpressionAttributeNames: { '#kind': 'kind' },
            ExpressionAttributeValues: { ':manual': 'manual' },
          },
        },
        activityPut(activity),
        ...redirectSourceDeletes(from),
      ]);
      return true;
    } catch (error) {
      if (failedConditions(error).includes(0)) return false;
      throw error;
    }
  },

  async putSlug(from, to, owner, now) {
    // Never over a manual redirect: the admin's choice wins over an article's old slug.
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: table(),
          Item: { from, to, status: 301, kind: 'slug', owner, updated_at: now, entity },
          ConditionExpression: 'attribute_not_exists(#from) OR #kind = :slug',
          ExpressionAttributeNames: { '#from': 'from', '#kind': 'kind' },
          ExpressionAttributeValues: { ':slug': 'slug' },
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  },

  async removeSlug(from, owner) {
    try {
      await dynamoClient().send(
        new DeleteCommand({
          TableName: table(),
          Key: { from },
          ConditionExpression: '#kind = :slug AND #owner = :owner',
          ExpressionAttributeNames: { '#kind': 'kind', '#owner': 'owner' },
          ExpressionAttributeValues: { ':slug': 'slug', ':owner': owner },
        }),
      );
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  },

  async repointManual(change, now) {
    try {
      await dynamoClient().send(new UpdateCommand(repointUpdate(change, now)));
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },
};
