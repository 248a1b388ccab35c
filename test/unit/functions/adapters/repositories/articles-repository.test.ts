/**
 * The DynamoDB article repository without a database (aws-sdk-client-mock): what a public page
 * costs to read (the keys from the sparse index, then the rows by key). What its writes do is
 * proved against the sandbox's DynamoDB by the content ports' contract
 * (test/integration/repository-contracts.test.ts).
 */
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DynamoArticleRepository } from '@functions/adapters/repositories/articles-repository';
import { storedArticle } from '../../domain/articles/fixtures';

const dynamo = mockClient(DynamoDBDocumentClient);
const repository = new DynamoArticleRepository();

beforeEach(() => {
  dynamo.reset();
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
