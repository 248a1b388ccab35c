/**
 * The DynamoDB article repository without a database (test/support/document-client-mock.ts): what a public page
 * costs to read (one Query of the sparse index, which carries the card fields). What its writes do is
 * proved against the sandbox's DynamoDB by the content ports' contract
 * (test/integration/repository-contracts.test.ts).
 */
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
} from '@functions/adapters/dynamo/document-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { articleCardFields } from '@shared/schemas/article';
import { pickFields } from '@shared/schemas/field-lists';
import { DynamoArticleRepository } from '@functions/adapters/repositories/articles-repository';
import { storedArticle } from '../../domain/articles/fixtures';
import { mockDocumentClient } from '../../../../support/document-client-mock';

const dynamo = mockDocumentClient();
const repository = new DynamoArticleRepository();

beforeEach(() => {
  dynamo.reset();
});

describe('DynamoArticleRepository public page', () => {
  it('reads the cards up to the page from the sparse index alone, in index order', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => storedArticle(i));
    // What the index carries: the card fields and its keys, not the article's body.
    const entries = rows.map((row) => ({
      ...pickFields(row, articleCardFields),
      published_category: row.category_name,
      sort_key: `${row.published_date}#${row.id}`,
    }));
    dynamo.on(QueryCommand).resolves({ Items: entries });

    const page = await repository.publishedPage({ category: 'Strategy', offset: 6, limit: 6 });

    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({
      IndexName: 'byCategory',
      Limit: 12,
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':value': 'Strategy' },
    });
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(page.map((card) => card.id)).toEqual(rows.slice(6).map((row) => row.id));
    expect(page[0]).toEqual(pickFields(rows[6]!, articleCardFields));
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

describe("DynamoArticleRepository and the editors' SEO fields", () => {
  it('reads a stored seo object back normalised (trimmed, canonical path without a trailing slash)', async () => {
    const row = storedArticle(1, {
      seo: {
        meta_title: '  Title  ',
        meta_description: 'Description',
        social_image: '',
        canonical: '/insights/other/',
        noindex: false,
      },
    });
    dynamo.on(GetCommand).resolves({ Item: row });

    const record = await repository.get(row.id);

    expect(record?.seo).toEqual({
      meta_title: 'Title',
      meta_description: 'Description',
      social_image: '',
      canonical: '/insights/other',
      noindex: false,
    });
  });

  it('leaves seo out of a record stored without one', async () => {
    const row = storedArticle(2);
    dynamo.on(GetCommand).resolves({ Item: row });

    const record = await repository.get(row.id);

    expect(record).not.toHaveProperty('seo');
  });

  it("gives the sitemap each public article's noindex switch and canonical", async () => {
    const seo = {
      meta_title: '',
      meta_description: '',
      social_image: '',
      canonical: '',
      noindex: true,
    };
    const rows = [storedArticle(3, { seo }), storedArticle(4)];
    dynamo.on(QueryCommand).resolves({
      Items: rows.map((row) => pickFields(row, articleCardFields)),
    });

    const slugs = await repository.publishedSlugs();

    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.IndexName).toBe('byPublished');
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(slugs).toEqual([
      {
        slug: rows[0]!.slug,
        updated_at: rows[0]!.updated_at,
        seo: { noindex: true, canonical: '' },
      },
      { slug: rows[1]!.slug, updated_at: rows[1]!.updated_at },
    ]);
  });
});
