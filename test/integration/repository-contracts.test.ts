/**
 * The DynamoDB repositories (content, contacts, pages, jobs, rate limits) on the sandbox's DynamoDB
 * emulator keep the same contracts as the in-memory fakes the unit tests use (one suite, two implementations), plus what only a real
 * database shows: a transaction cancelled by throttling is tried again, and an edit checks only
 * the names it introduces.
 */
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  ScanCommand,
  type ScanCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRenames } from '@functions/adapters/repositories/article-renames';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { contactRepository } from '@functions/adapters/repositories/contacts-repository';
import { counterRepository } from '@functions/adapters/repositories/counters-repository';
import { jobRepository } from '@functions/adapters/repositories/jobs-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { rateLimitRepository } from '@functions/adapters/repositories/ratelimits-repository';
import { tables } from '../../infra/manifest';
import type { DynamoSandbox } from '../../infra/local/dynamodb';
import { startFunctionTables, type FunctionTables } from '../support/function-tables';
import {
  articleStoreContract,
  storeReferences,
} from '../unit/functions/domain/articles/article-store-contract';
import { authorId, storedArticle } from '../unit/functions/domain/articles/fixtures';
import { contactStoreContract } from '../unit/functions/domain/contacts/contact-store-contract';
import { jobStoreContract } from '../unit/functions/domain/generation/job-store-contract';
import { pageStoreContract } from '../unit/functions/domain/pages/page-store-contract';
import { rateLimitCounterContract } from '../unit/functions/domain/rate-limit/rate-limit-counter-contract';
import { testEntry } from '../unit/functions/domain/activity/fixtures';

let emulator: FunctionTables;
let db: DynamoSandbox;
let doc: DynamoDBDocumentClient;

beforeAll(async () => {
  emulator = await startFunctionTables('contracts');
  db = emulator.db;
  doc = DynamoDBDocumentClient.from(db.client);
});

afterAll(() => emulator.end());

/** Deletes every item of every manifest table, so each test starts from an empty database. */
async function emptyTables(): Promise<void> {
  for (const [name, table] of Object.entries(tables)) {
    const keyNames = [table.partitionKey.name, ...('sortKey' in table ? [table.sortKey.name] : [])];
    let start: Record<string, unknown> | undefined;
    do {
      const page: ScanCommandOutput = await doc.send(
        new ScanCommand({ TableName: name, ExclusiveStartKey: start }),
      );
      const keys = (page.Items ?? []).map((item) =>
        Object.fromEntries(keyNames.map((key) => [key, item[key]])),
      );
      for (let i = 0; i < keys.length; i += 25) {
        await doc.send(
          new BatchWriteCommand({
            RequestItems: {
              [name]: keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
            },
          }),
        );
      }
      start = page.LastEvaluatedKey;
    } while (start);
  }
}

articleStoreContract('The DynamoDB repositories', async () => {
  await emptyTables();
  return {
    articles: articleRepository,
    renames: articleRenames,
    authors: authorRepository,
    categories: categoryRepository,
    counts: counterRepository,
  };
});

contactStoreContract('The DynamoDB contacts repository', async () => {
  await emptyTables();
  return contactRepository;
});

pageStoreContract('The DynamoDB pages repository', async () => {
  await emptyTables();
  return pageRepository;
});

jobStoreContract('The DynamoDB jobs repository', async () => {
  await emptyTables();
  return jobRepository;
});

rateLimitCounterContract('The DynamoDB rate limits repository', () => rateLimitRepository);

describe('The DynamoDB article repository under load and races', () => {
  async function withReferences() {
    await emptyTables();
    await storeReferences({ authors: authorRepository, categories: categoryRepository });
  }

  it('tries a write again when its transaction is cancelled by throttling, and writes it once', async () => {
    await withReferences();
    db.throttleTransactions(2);
    const article = storedArticle(1);

    const result = await articleRepository.create(article);

    expect(result).toEqual({ ok: true });
    expect(await articleRepository.get(article.id)).toEqual(article);
    expect(await counterRepository.dashboardCounts()).toMatchObject({ totalArticles: 1 });
  });

  it('checks only the names an edit introduces: an edit keeping the names is not refused', async () => {
    await withReferences();
    const article = storedArticle(1);
    await articleRepository.create(article);
    // The author's row changes behind the article (the rename's fan-out has not reached it yet).
    const author = await authorRepository.get(authorId);
    await authorRepository.update({ ...author!, name: 'Ada Lovelace' }, testEntry());

    const kept = await articleRepository.update(article, { ...article, title: 'New', version: 2 });
    const changed = await articleRepository.update(
      { ...article, title: 'New', version: 2 },
      { ...article, author_name: 'Ada Writer Again', version: 3 },
    );

    expect(kept).toEqual({ ok: true });
    expect(changed).toEqual({ ok: false, reason: 'author-changed' });
  });
});
