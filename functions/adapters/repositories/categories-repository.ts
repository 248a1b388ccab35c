/**
 * The `categories` table (key `id`), with the category-name uniqueness markers. The only code
 * that knows its layout. A create or rename writes the name onto the shards of the category's article
 * count and a delete its tombstone there (counters-repository `nameGuardWrites`,
 * `noArticlesWrites`): that is what an article write checks the copied name against.
 */
import { dynamoClient, GetCommand } from '@functions/adapters/dynamo/document-client';
import type { CategoryRecord } from '@shared/schemas/category';
import { scanAll } from '@functions/adapters/dynamo/pages';
import { transactWrite, type TransactItem } from '@functions/adapters/dynamo/transact-write';
import {
  claimUnique,
  failedConditions,
  releaseUnique,
  uniqueKey,
} from '@functions/adapters/dynamo/uniques';
import {
  articleCountOf,
  counterRepository,
  counterUpdates,
  entityCountChange,
  nameGuardWrites,
  noArticlesWrites,
} from '@functions/adapters/repositories/counters-repository';
import type {
  CategoryDeleteResult,
  CategoryStore,
  CategoryWriteResult,
} from '@functions/domain/categories/category-ports';
import type { ActivityEntry } from '@shared/schemas/activity';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import { config } from '@functions/lib/config';

const table = () => config().tables.categories;

/** Attempts of a delete that keeps meeting a concurrent rename or article write. */
const deleteAttempts = 3;

/**
 * Transaction item that cancels the transaction unless the category exists and is still called
 * `name` (the name-guards migration writes the guards of the name it read).
 */
export function categoryNameCheck(id: string, name: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: table(),
      Key: { id },
      ConditionExpression: 'attribute_exists(#id) AND #name = :name',
      ExpressionAttributeNames: { '#id': 'id', '#name': 'name' },
      ExpressionAttributeValues: { ':name': name },
    },
  };
}

/** Categories in DynamoDB. */
export class DynamoCategoryRepository implements CategoryStore {
  /** Every category. A Scan: admin-only, and the table holds a handful of rows. */
  async list(): Promise<CategoryRecord[]> {
    // Strongly consistent: the list an admin returns to right after a create shows it.
    const { items } = await scanAll({ TableName: table(), ConsistentRead: true });
    return items.map(fromItem);
  }

  async get(id: string): Promise<CategoryRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  }

  async create(record: CategoryRecord, activity: ActivityEntry): Promise<CategoryWriteResult> {
    try {
      await transactWrite([
        {
          Put: {
            TableName: table(),
            Item: { ...record },
            ConditionExpression: 'attribute_not_exists(#id)',
            ExpressionAttributeNames: { '#id': 'id' },
          },
        },
        claimUnique('category-name', record.name, record.id),
        ...counterUpdates(entityCountChange('categories', +1)),
        activityPut(activity),
        ...nameGuardWrites({ categoryId: record.id }, record.name),
      ]);
      return { ok: true };
    } catch (error) {
      if (failedConditions(error).includes(1)) return { ok: false, reason: 'name-taken' };
      throw error;
    }
  }

  async rename(
    before: CategoryRecord,
    after: CategoryRecord,
    activity: ActivityEntry,
  ): Promise<CategoryWriteResult> {
    // A change of case only keeps the same marker (markers are case-folded); touching it twice in
    // one transaction would be refused.
    const markerMoves =
      uniqueKey('category-name', before.name) !== uniqueKey('category-name', after.name);
    try {
      await transactWrite([
        {
          Put: {
            TableName: table(),
            Item: { ...after },
            ConditionExpression: 'attribute_exists(#id) AND #name = :before',
            ExpressionAttributeNames: { '#id': 'id', '#name': 'name' },
            ExpressionAttributeValues: { ':before': before.name },
          },
        },
        ...(markerMoves
          ? [
              releaseUnique('category-name', before.name, before.id),
              claimUnique('category-name', after.name, after.id),
            ]
          : []),
        activityPut(activity),
        // Last, so the indexes above keep their meaning; unconditional, they never fail.
        ...nameGuardWrites({ categoryId: after.id }, after.name),
      ]);
      return { ok: true };
    } catch (error) {
      const failed = failedConditions(error);
      if (failed.includes(2)) return { ok: false, reason: 'name-taken' };
      if (failed.length > 0) return { ok: false, reason: 'stale' };
      throw error;
    }
  }

  async remove(id: string, activity: ActivityEntry): Promise<CategoryDeleteResult> {
    for (let attempt = 1; attempt <= deleteAttempts; attempt += 1) {
      const current = await this.get(id);
      if (!current) return { ok: false, reason: 'not-found' };
      const seen = await counterRepository.ownerShards({ categoryId: id });
      const emptied = noArticlesWrites(seen);
      if (!emptied) return { ok: false, reason: 'in-use', articleCount: articleCountOf(seen) };
      try {
        await transactWrite([
          {
            Delete: {
              TableName: table(),
              Key: { id },
              ConditionExpression: '#name = :name',
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: { ':name': current.name },
            },
          },
          releaseUnique('category-name', current.name, id),
          ...counterUpdates(entityCountChange('categories', -1)),
          activityPut(activity),
          ...emptied,
        ]);
        return { ok: true };
      } catch (error) {
        // Renamed or deleted in between, or an article written into it: look again.
        if (failedConditions(error).length === 0) throw error;
      }
    }
    throw new Error(`Category ${id} kept changing during its deletion`);
  }
}

/** The process's category repository, built once at module scope (its SDK client is lazy). */
export const categoryRepository = new DynamoCategoryRepository();

function fromItem(item: Record<string, unknown>): CategoryRecord {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: text(item.id),
    name: text(item.name),
    created_at: text(item.created_at),
    updated_at: text(item.updated_at),
  };
}
