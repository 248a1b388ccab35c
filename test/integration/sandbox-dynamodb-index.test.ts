/**
 * The sandbox's DynamoDB keeps every item in an index, as DynamoDB does: dynalite keyed an index
 * entry by the index key and six hex characters of a hash of the table key, so two items sharing
 * an index key whose hashes collided there overwrote each other (infra/local/dynalite-loader.ts).
 * A data directory written before the mend has its indexed tables rebuilt, rows kept. Each answer
 * still carries a request id of its own, now counted rather than drawn.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { start } from '../../infra/local/dynamodb';
import { indexKeyLayout } from '../../infra/local/dynalite-loader';

const dir = mkdtempSync(join(tmpdir(), 'sbx-index-'));
const table = 'subscribers';

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** dynalite's 24-bit prefix of a string table key (db/index.js `hashPrefix`). */
const prefix = (key: string) =>
  createHash('md5').update('Outliers').update(key).digest('hex').slice(0, 6);

/** Two addresses whose table keys share that prefix: found by trying, about 5,000 tries. */
function collidingAddresses(): [string, string] {
  const seen = new Map<string, string>();
  for (let i = 0; ; i += 1) {
    const address = `reader${i}@example.com`;
    const other = seen.get(prefix(address));
    if (other) return [other, address];
    seen.set(prefix(address), address);
  }
}

async function indexed(doc: DynamoDBDocumentClient, limit?: number): Promise<string[]> {
  const emails: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'byEntity',
        KeyConditionExpression: 'entity = :entity',
        ExpressionAttributeValues: { ':entity': 'subscriber' },
        ExclusiveStartKey: start,
        Limit: limit,
      }),
    );
    emails.push(...(page.Items ?? []).map((item) => String(item.email)));
    start = page.LastEvaluatedKey;
  } while (start);
  return emails.sort();
}

describe('indexes of the sandbox DynamoDB', () => {
  const addresses = collidingAddresses();

  it('hold two items whose index keys are equal and whose table keys collide in dynalite', async () => {
    const db = await start({ dir });
    const doc = DynamoDBDocumentClient.from(db.client);
    const at = '2026-11-28T00:00:00.000Z';
    for (const email of addresses)
      await doc.send(
        new PutCommand({
          TableName: table,
          Item: { email, entity: 'subscriber', created_at: at, status: 'confirmed' },
        }),
      );

    const whole = await indexed(doc);
    const paged = await indexed(doc, 1);
    await db.end();

    expect(prefix(addresses[0])).toBe(prefix(addresses[1]));
    expect(whole).toEqual([...addresses].sort());
    expect(paged).toEqual([...addresses].sort());
  });

  it('rebuilds the indexed tables of a data directory from before, keeping their rows', async () => {
    writeFileSync(join(dir, 'index-key-layout'), 'dynalite');

    const db = await start({ dir });
    const emails = await indexed(DynamoDBDocumentClient.from(db.client));
    await db.end();

    expect(emails).toEqual([...addresses].sort());
    expect(readFileSync(join(dir, 'index-key-layout'), 'utf8')).toBe(indexKeyLayout);
  });

  it('answers each request with a request id of its own, 52 characters as DynamoDB writes them', async () => {
    const db = await start({ dir });
    const doc = DynamoDBDocumentClient.from(db.client);
    const read = () => doc.send(new GetCommand({ TableName: table, Key: { email: addresses[0] } }));
    const ids = [(await read()).$metadata.requestId, (await read()).$metadata.requestId];
    await db.end();

    for (const id of ids) expect(id).toMatch(/^[A-Z0-9]{52}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });
});
