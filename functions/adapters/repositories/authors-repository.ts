/**
 * The `authors` table (key `id`). The only code that knows its layout. A create or rename writes
 * the name onto the shards of the author's article count and a delete its tombstone there
 * (counters-repository `nameGuardWrites`, `noArticlesWrites`): that is what an article write
 * checks the copied name against.
 */
import { dynamoClient, GetCommand } from '@functions/adapters/dynamo/document-client';
import type { ActivityEntry } from '@shared/schemas/activity';
import type { AuthorRecord } from '@shared/schemas/author';
import { scanAll } from '@functions/adapters/dynamo/pages';
import { transactWrite, type TransactItem } from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import { authorImageUseWrites } from '@functions/adapters/repositories/image-usage';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import {
  articleCountOf,
  counterRepository,
  counterUpdates,
  entityCountChange,
  nameGuardWrites,
  noArticlesWrites,
} from '@functions/adapters/repositories/counters-repository';
import type { AuthorDeleteResult, AuthorStore } from '@functions/domain/authors/author-ports';
import { config } from '@functions/lib/config';

const table = () => config().tables.authors;

/** The condition that the stored photo is `photo` (`:photo`); no photo matches a row without one. */
const photoUnchanged = (photo: string) =>
  photo ? '#photo = :photo' : '(attribute_not_exists(#photo) OR #photo = :photo)';

/**
 * Transaction item that cancels the transaction unless the author exists and is still called
 * `name` (the name-guards migration writes the guards of the name it read).
 */
export function authorNameCheck(id: string, name: string): TransactItem {
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

/** Attempts of a delete that keeps meeting concurrent article writes. */
const deleteAttempts = 3;

/** Tries of a save whose photo another save changed meanwhile. */
const photoRaceAttempts = 3;

/** Authors in DynamoDB. */
export class DynamoAuthorRepository implements AuthorStore {
  /** Every author. A Scan: admin-only, and the table holds a handful of rows. */
  async list(): Promise<AuthorRecord[]> {
    const { items } = await scanAll({ TableName: table() });
    return items.map(fromItem);
  }

  async get(id: string): Promise<AuthorRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  }

  async create(record: AuthorRecord, activity: ActivityEntry): Promise<void> {
    await transactWrite([
      {
        Put: {
          TableName: table(),
          Item: record,
          ConditionExpression: 'attribute_not_exists(#id)',
          ExpressionAttributeNames: { '#id': 'id' },
        },
      },
      ...authorImageUseWrites(record.id, undefined, record),
      ...counterUpdates(entityCountChange('authors', +1)),
      activityPut(activity),
      ...nameGuardWrites({ authorId: record.id }, record.name),
    ]);
  }

  /**
   * Saves an author. The photo's usage rows move from the stored photo to the new one, so the
   * write is conditional on the stored photo being the one read: a concurrent change of photo
   * makes it read again.
   */
  async update(record: AuthorRecord, activity: ActivityEntry): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      const before = await this.get(record.id);
      if (!before) return false;
      try {
        await transactWrite([
          {
            Put: {
              TableName: table(),
              Item: record,
              ConditionExpression: `attribute_exists(#id) AND ${photoUnchanged(before.avatar_url)}`,
              ExpressionAttributeNames: { '#id': 'id', '#photo': 'avatar_url' },
              ExpressionAttributeValues: { ':photo': before.avatar_url },
            },
          },
          ...authorImageUseWrites(record.id, before, record),
          activityPut(activity),
          // A rename: what article writes check the copied name against (counters-repository).
          ...(before.name === record.name
            ? []
            : nameGuardWrites({ authorId: record.id }, record.name)),
        ]);
        return true;
      } catch (error) {
        if (!failedConditions(error).includes(0)) throw error;
        if (attempt >= photoRaceAttempts) return false;
      }
    }
  }

  async remove(id: string, activity: ActivityEntry): Promise<AuthorDeleteResult> {
    for (let attempt = 1; attempt <= deleteAttempts; attempt += 1) {
      // A photo changed meanwhile leaves its usage row behind: the image stays undeletable, never
      // the other way round.
      const before = await this.get(id);
      if (!before) return { ok: false, reason: 'not-found' };
      const seen = await counterRepository.ownerShards({ authorId: id });
      const emptied = noArticlesWrites(seen);
      if (!emptied) return { ok: false, reason: 'in-use', articleCount: articleCountOf(seen) };
      try {
        await transactWrite([
          {
            Delete: {
              TableName: table(),
              Key: { id },
              ConditionExpression: 'attribute_exists(#id)',
              ExpressionAttributeNames: { '#id': 'id' },
            },
          },
          ...counterUpdates(entityCountChange('authors', -1)),
          ...authorImageUseWrites(id, before, undefined),
          activityPut(activity),
          ...emptied,
        ]);
        return { ok: true };
      } catch (error) {
        const failed = failedConditions(error);
        if (failed.includes(0)) return { ok: false, reason: 'not-found' };
        // An article written for the author since its counts were read: look again.
        if (failed.length === 0) throw error;
      }
    }
    // Articles kept being written for the author while it was being deleted.
    return {
      ok: false,
      reason: 'in-use',
      articleCount: await counterRepository.articlesOfAuthor(id),
    };
  }
}

/** The process's author repository, built once at module scope (its SDK client is lazy). */
export const authorRepository = new DynamoAuthorRepository();

function fromItem(item: Record<string, unknown>): AuthorRecord {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: text(item.id),
    name: text(item.name),
    bio: text(item.bio),
    avatar_url: text(item.avatar_url),
    created_at: text(item.created_at),
    updated_at: text(item.updated_at),
  };
}
