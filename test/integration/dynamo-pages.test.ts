/**
 * The one loop over DynamoDB pages (functions/adapters/dynamo/pages.ts), on the sandbox's
 * DynamoDB emulator: it follows LastEvaluatedKey to the end, stops at a row limit with a key that
 * resumes exactly after the last row, asks each page for only the rows still missing (so a filter
 * does not skip rows), and stops at a read budget.
 */
import { dynamoClient, PutCommand } from '@functions/adapters/dynamo/document-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll, queryPages, scanAll } from '@functions/adapters/dynamo/pages';
import { config } from '@functions/lib/config';
import { startFunctionTables, type FunctionTables } from '../support/function-tables';

let emulator: FunctionTables;

/** Rows in the partition read; every third one is "marked". */
const total = 25;
const partition = 'article#pages-test';
const revision = (index: number) => `r${String(index).padStart(3, '0')}`;
const marked = (index: number) => index % 3 === 0;

const table = () => config().tables.revisions;
const query = () => ({
  TableName: table(),
  KeyConditionExpression: 'item_key = :key',
  ExpressionAttributeValues: { ':key': partition },
});
const markedQuery = () => ({
  ...query(),
  FilterExpression: 'marked = :yes',
  ExpressionAttributeValues: { ':key': partition, ':yes': true },
});
const revisionsOf = (items: Record<string, unknown>[]) => items.map((item) => item.revision);

beforeAll(async () => {
  emulator = await startFunctionTables('pages');
  for (let index = 0; index < total; index += 1) {
    await dynamoClient().send(
      new PutCommand({
        TableName: table(),
        Item: { item_key: partition, revision: revision(index), marked: marked(index) },
      }),
    );
  }
}, 120_000);

afterAll(() => emulator.end());

const all = Array.from({ length: total }, (_, index) => revision(index));
const allMarked = all.filter((_, index) => marked(index));

describe('queryAll', () => {
  it('reads the whole key space and counts it, with no key to go on from', async () => {
    const { items, count, lastKey } = await queryAll(query());

    expect(revisionsOf(items)).toEqual(all);
    expect(count).toBe(total);
    expect(lastKey).toBeUndefined();
  });

  it('stops at the limit with a key that resumes right after the last row', async () => {
    const first = await queryAll(query(), { limit: 10 });
    const rest = await queryAll({ ...query(), ExclusiveStartKey: first.lastKey }, { limit: 100 });

    expect(revisionsOf(first.items)).toEqual(all.slice(0, 10));
    expect(first.lastKey).toEqual({ item_key: partition, revision: revision(9) });
    expect(revisionsOf(rest.items)).toEqual(all.slice(10));
    expect(rest.lastKey).toBeUndefined();
  });

  it('with a filter, reads on page after page until the limit of matches, skipping none', async () => {
    const seen: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    let calls = 0;
    do {
      const page = await queryAll({ ...markedQuery(), ExclusiveStartKey: start }, { limit: 3 });
      seen.push(...revisionsOf(page.items));
      start = page.lastKey;
      calls += 1;
    } while (start);

    expect(seen).toEqual(allMarked);
    expect(calls).toBeGreaterThanOrEqual(3);
  });

  it('stops once the read budget is spent, however few rows matched', async () => {
    const { items, lastKey } = await queryAll(markedQuery(), { limit: 5, readBudget: 6 });

    // Limit 5 reads rows 0-4 (two marked), then 3 more rows (5-7, one marked): 8 read >= 6.
    expect(revisionsOf(items)).toEqual([revision(0), revision(3), revision(6)]);
    expect(lastKey).toEqual({ item_key: partition, revision: revision(7) });
  });

  it('sums the counts of a COUNT query over its pages', async () => {
    const { items, count } = await queryAll({ ...markedQuery(), Select: 'COUNT' }, { limit: 4 });
    const everything = await queryAll({ ...markedQuery(), Select: 'COUNT' });

    expect(items).toEqual([]);
    expect(count).toBe(4);
    expect(everything.count).toBe(allMarked.length);
  });
});

describe('scanAll', () => {
  it('reads every row of the table, in pages when limited', async () => {
    const whole = await scanAll({ TableName: table() });
    const limited = await scanAll({ TableName: table() }, { limit: 7 });
    const rest = await scanAll({ TableName: table(), ExclusiveStartKey: limited.lastKey });

    expect(revisionsOf(whole.items).sort()).toEqual(all);
    expect(revisionsOf([...limited.items, ...rest.items]).sort()).toEqual(all);
    expect(limited.items).toHaveLength(7);
  });
});

describe('queryPages', () => {
  it('asks each page for the limit it is given and ends with the key space', async () => {
    const sizes: number[] = [];
    for await (const page of queryPages(query(), () => 10)) sizes.push(page.Items?.length ?? 0);

    expect(sizes).toEqual([10, 10, 5]);
  });

  it('reads no further page once the caller stops', async () => {
    const limits: number[] = [];
    const pages = queryPages(query(), () => {
      limits.push(4);
      return 4;
    });
    for await (const page of pages) if (page.Items?.length) break;

    expect(limits).toEqual([4]);
  });
});
