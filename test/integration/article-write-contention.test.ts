/**
 * Concurrent article writes by one author in one category share no item (counters-repository's
 * shards and name guards): a batch generation's workers do not queue behind one counter or one
 * author row in the sandbox, nor cancel each other with TransactionConflict in DynamoDB. The
 * counts stay exact, the names an article copies are still checked, and an author or category is
 * deleted only when no article names it, counts kept before the shards included.
 */
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeNameGuards } from '@functions/adapters/migrations/name-guards';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import {
  counterRepository,
  shardKey,
  shardOf,
} from '@functions/adapters/repositories/counters-repository';
import type { ArticleRecord } from '@shared/schemas/article';
import type { DynamoSandbox } from '../../infra/local/dynamodb';
import { watchDynamoCalls } from '../support/dynamo-calls';
import { startFunctionTables, type FunctionTables } from '../support/function-tables';
import { referencesCreated, storeReferences } from '../support/stored-references';
import { testEntry } from '../unit/functions/domain/activity/fixtures';
import { authorId, storedArticle } from '../unit/functions/domain/articles/fixtures';

let emulator: FunctionTables;
let db: DynamoSandbox;
let doc: DynamoDBDocumentClient;
const created = referencesCreated;

beforeAll(async () => {
  emulator = await startFunctionTables('contention');
  db = emulator.db;
  doc = DynamoDBDocumentClient.from(db.client);
});

afterAll(() => emulator.end());

/** Each test has its own author and category (fresh ids), so counts start at zero. */
let author: { id: string; name: string };
let category: { id: string; name: string };
let run = 0;

beforeEach(async () => {
  run += 1;
  ({ author, category } = await storeReferences(run));
});

function article(n: number, fields: Partial<ArticleRecord> = {}): ArticleRecord {
  return storedArticle(n, {
    slug: `contention-${run}-${n}`,
    author_id: author.id,
    author_name: author.name,
    category_id: category.id,
    category_name: category.name,
    ...fields,
  });
}

/** The items (table and key) each TransactWriteItems sent while `act` runs touched. */
async function transactionsOf(act: () => Promise<unknown>): Promise<string[][]> {
  const watch = watchDynamoCalls();
  try {
    await act();
  } finally {
    watch.stop();
  }
  type Part = { TableName: string; Key?: Attributes; Item?: Attributes };
  type Attributes = Parameters<typeof unmarshall>[0];
  return watch.calls
    .filter((call) => call.operation === 'TransactWriteItems')
    .map((call) =>
      (call.input.TransactItems as Record<string, Part>[]).map((entry) => {
        const operation = Object.values(entry)[0]!;
        const item =
          operation.Item && (unmarshall(operation.Item) as { id?: string; key?: string });
        const key = operation.Key ? unmarshall(operation.Key) : { id: item?.id, key: item?.key };
        return `${operation.TableName} ${JSON.stringify(key)}`;
      }),
    );
}

describe('concurrent article creates by one author in one category', () => {
  it('touch neither the author nor the category row, and no counter row of another shard', async () => {
    const articles = Array.from({ length: 10 }, (_, i) => article(i + 1));

    const transactions = await transactionsOf(() =>
      Promise.all(articles.map((record) => articleRepository.create(record))),
    );

    expect(transactions).toHaveLength(10);
    const items = transactions.flat();
    expect(items.filter((item) => item.startsWith('authors '))).toEqual([]);
    expect(items.filter((item) => item.startsWith('categories '))).toEqual([]);
    // Two creates meet on a counter row only when their ids pick the same shard.
    transactions.forEach((touched, i) => {
      const shard = shardOf(articles[i]!.id);
      const counters = touched.filter((item) => item.startsWith('counters '));
      expect(counters.length).toBeGreaterThan(0);
      for (const item of counters) {
        const key = (JSON.parse(item.slice('counters '.length)) as { key: string }).key;
        expect(key).toBe(shardKey(key.replace(/^shard\d+#/, ''), shard));
      }
    });
  });

  it('keep every count exact', async () => {
    const drafts = Array.from({ length: 15 }, (_, i) => article(i + 1, { is_published: false }));
    const live = Array.from({ length: 25 }, (_, i) => article(i + 100));

    const results = await Promise.all(
      [...drafts, ...live].map((record) => articleRepository.create(record)),
    );
    await articleRepository.remove(live[0]!);

    expect(results.every((result) => result.ok)).toBe(true);
    expect(await counterRepository.articlesOfAuthor(author.id)).toBe(39);
    expect(await counterRepository.articlesOfCategory(category.id)).toBe(39);
    expect(await counterRepository.publishedByCategory([category.name])).toEqual({
      [category.name]: 24,
    });
  });
});

describe('the names an article copies', () => {
  it('are refused once the author is renamed, and taken under the new name', async () => {
    const before = await authorRepository.get(author.id);
    await authorRepository.update({ ...before!, name: 'Ada Lovelace' }, testEntry());

    const stale = await articleRepository.create(article(1));
    const renamed = await articleRepository.create(article(2, { author_name: 'Ada Lovelace' }));

    expect(stale).toEqual({ ok: false, reason: 'author-changed' });
    expect(renamed).toEqual({ ok: true });
  });

  it('are refused once the category is renamed or deleted', async () => {
    const current = await categoryRepository.get(category.id);
    await categoryRepository.rename(current!, { ...current!, name: 'Growth' }, testEntry());
    const stale = await articleRepository.create(article(1));
    await categoryRepository.remove(category.id, testEntry());

    const gone = await articleRepository.create(article(2, { category_name: 'Growth' }));

    expect(stale).toEqual({ ok: false, reason: 'category-changed' });
    expect(gone).toEqual({ ok: false, reason: 'category-changed' });
  });

  it('of an author stored before the guards are checked once the migration wrote them', async () => {
    const legacy = {
      id: `${authorId.slice(0, -4)}9${String(run).padStart(3, '0')}`,
      name: 'Old Hand',
    };
    await doc.send(
      new PutCommand({
        TableName: 'authors',
        Item: { ...legacy, bio: '', avatar_url: '', created_at: created, updated_at: created },
      }),
    );
    const fields = { author_id: legacy.id, author_name: legacy.name };

    const before = await articleRepository.create(article(1, fields));
    await writeNameGuards();
    const after = await articleRepository.create(article(2, fields));
    const wrongName = await articleRepository.create(article(3, { ...fields, author_name: 'X' }));

    expect(before).toEqual({ ok: false, reason: 'author-changed' });
    expect(after).toEqual({ ok: true });
    expect(wrongName).toEqual({ ok: false, reason: 'author-changed' });
  });
});

describe('deleting an author', () => {
  it('is refused while articles name them, with their count, and done once they are gone', async () => {
    const records = [article(1), article(2)];
    for (const record of records) await articleRepository.create(record);

    const refused = await authorRepository.remove(author.id, testEntry());
    for (const record of records) await articleRepository.remove(record);
    const done = await authorRepository.remove(author.id, testEntry());
    const late = await articleRepository.create(article(3));

    expect(refused).toEqual({ ok: false, reason: 'in-use', articleCount: 2 });
    expect(done).toEqual({ ok: true });
    expect(late).toEqual({ ok: false, reason: 'author-changed' });
  });

  it('sums the shards: an article counted before the split and deleted after it leaves none', async () => {
    const record = article(1);
    // Counted on the plain key (before the split), uncounted on its own shard (after it).
    const plain = `articles#author#${author.id}`;
    const own = shardKey(plain, shardOf(record.id) || 1);
    await doc.send(
      new PutCommand({ TableName: 'counters', Item: { key: plain, count: 1, name: author.name } }),
    );
    await doc.send(
      new PutCommand({ TableName: 'counters', Item: { key: own, count: -1, name: author.name } }),
    );

    expect(await counterRepository.articlesOfAuthor(author.id)).toBe(0);
    expect(await authorRepository.remove(author.id, testEntry())).toEqual({ ok: true });
    await doc.send(new DeleteCommand({ TableName: 'counters', Key: { key: own } }));
  });
});
