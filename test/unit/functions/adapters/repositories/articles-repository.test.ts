/**
 * The DynamoDB article repository without a database (aws-sdk-client-mock): what each write puts
 * in its one transaction, how a cancelled transaction is read back, and how a public page is read.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DynamoArticleRepository } from '@functions/adapters/repositories/articles-repository';
import { operationsId, storedArticle } from '../../domain/articles/fixtures';

const dynamo = mockClient(DynamoDBDocumentClient);
const repository = new DynamoArticleRepository();

beforeEach(() => {
  dynamo.reset();
});

function cancelled(...codes: string[]) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

function sentItems(): NonNullable<TransactWriteCommandInput['TransactItems']> {
  const calls = dynamo.commandCalls(TransactWriteCommand);
  expect(calls).toHaveLength(1);
  return calls[0]!.args[0].input.TransactItems ?? [];
}

const counterChanges = (items: ReturnType<typeof sentItems>) =>
  Object.fromEntries(
    items
      .filter((item) => item.Update?.TableName === 'counters')
      .map((item) => [item.Update!.Key!.key, item.Update!.ExpressionAttributeValues![':delta']]),
  );

describe('DynamoArticleRepository writes', () => {
  it('creates in one transaction: the row with its index keys, the slug claim, the name checks and the counts', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const article = storedArticle(1, { slug: 'first-meeting' });

    const result = await repository.create(article);

    const items = sentItems();
    expect(result).toEqual({ ok: true });
    expect(items[0]?.Put?.Item).toMatchObject({
      id: article.id,
      entity: 'ARTICLE',
      sort_key: `${article.published_date}#${article.id}`,
      published_key: 'PUBLISHED',
      published_category: 'Strategy',
    });
    expect(items[1]?.Put).toMatchObject({
      TableName: 'uniques',
      Item: { key: 'article-slug#first-meeting', owner_id: article.id },
    });
    expect(items[2]?.ConditionCheck).toMatchObject({
      TableName: 'authors',
      ExpressionAttributeValues: { ':name': 'Ada Writer' },
    });
    expect(items[3]?.ConditionCheck).toMatchObject({
      TableName: 'categories',
      ExpressionAttributeValues: { ':name': 'Strategy' },
    });
    expect(counterChanges(items)).toEqual({
      articles: 1,
      [`articles#author#${article.author_id}`]: 1,
      [`articles#category#${article.category_id}`]: 1,
      'articles#published': 1,
      'articles#published#category#Strategy': 1,
    });
  });

  it('keeps drafts and other categories out of the public indexes and published counts', async () => {
    dynamo.on(TransactWriteCommand).resolves({});

    await repository.create(
      storedArticle(1, { category_name: 'Operations', category_id: operationsId }),
    );

    const items = sentItems();
    expect(items[0]?.Put?.Item).not.toHaveProperty('published_key');
    expect(items[0]?.Put?.Item).not.toHaveProperty('published_category');
    expect(counterChanges(items)).toMatchObject({ 'articles#published#category#Operations': 1 });
  });

  it.each([
    [1, 'slug-taken'],
    [2, 'author-changed'],
    [3, 'category-changed'],
    [0, 'stale'],
  ])('reads a failed condition on item %i of a create as %s', async (index, reason) => {
    const codes = ['None', 'None', 'None', 'None', 'None'];
    codes[index] = 'ConditionalCheckFailed';
    dynamo.on(TransactWriteCommand).rejects(cancelled(...codes));

    expect(await repository.create(storedArticle(1))).toEqual({ ok: false, reason });
  });

  it('retries a transaction cancelled only by a conflict with another transaction', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict'))
      .resolves({});

    const result = await repository.create(storedArticle(1));

    expect(result).toEqual({ ok: true });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('updates on the version read, moves the slug and the published count, checks only new names', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const before = storedArticle(1, { slug: 'old', version: 4 });
    const after = {
      ...before,
      slug: 'new',
      category_id: operationsId,
      category_name: 'Operations',
      version: 5,
    };

    await repository.update(before, after);

    const items = sentItems();
    expect(items[0]?.Put).toMatchObject({
      ConditionExpression: '#version = :version',
      ExpressionAttributeValues: { ':version': 4 },
    });
    expect(items[1]?.Delete).toMatchObject({
      TableName: 'uniques',
      Key: { key: 'article-slug#old' },
    });
    expect(items[2]?.Put).toMatchObject({
      TableName: 'uniques',
      Item: { key: 'article-slug#new' },
    });
    expect(items.some((item) => item.ConditionCheck?.TableName === 'authors')).toBe(false);
    expect(items.some((item) => item.ConditionCheck?.TableName === 'categories')).toBe(true);
    expect(counterChanges(items)).toEqual({
      [`articles#category#${before.category_id}`]: -1,
      [`articles#category#${operationsId}`]: 1,
      'articles#published#category#Strategy': -1,
      'articles#published#category#Operations': 1,
    });
  });

  it('deletes on the version read, frees the slug and uncounts the article', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const article = storedArticle(1, { slug: 'gone', is_published: false, version: 2 });

    await repository.remove(article);

    const items = sentItems();
    expect(items[0]?.Delete).toMatchObject({
      Key: { id: article.id },
      ExpressionAttributeValues: { ':version': 2 },
    });
    expect(items[1]?.Delete).toMatchObject({ Key: { key: 'article-slug#gone' } });
    expect(counterChanges(items)).toEqual({
      articles: -1,
      [`articles#author#${article.author_id}`]: -1,
      [`articles#category#${article.category_id}`]: -1,
    });
  });
});

describe('DynamoArticleRepository public page', () => {
  it('reads keys up to the page from the sparse index, then the page rows by key, in index order', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => storedArticle(i));
    dynamo.on(QueryCommand).resolves({ Items: rows.map((row) => ({ id: row.id })) });
    dynamo.on(BatchGetCommand).callsFake((input) => {
      const keys = input.RequestItems.articles.Keys as { id: string }[];
      // Out of order on purpose: BatchGetItem promises no order.
      return {
        Responses: {
          articles: [...keys].reverse().map((key) => rows.find((row) => row.id === key.id)),
        },
      };
    });

    const page = await repository.publishedPage({ category: 'Strategy', offset: 6, limit: 6 });

    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({
      IndexName: 'byCategory',
      Limit: 12,
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':value': 'Strategy' },
    });
    expect(page.map((card) => card.id)).toEqual(rows.slice(6).map((row) => row.id));
  });

  it('reads page 1 of all categories with a Query of six keys', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });

    await repository.publishedPage({ offset: 0, limit: 6 });

    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'byPublished',
      Limit: 6,
      ExpressionAttributeValues: { ':value': 'PUBLISHED' },
    });
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});
