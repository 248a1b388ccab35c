/**
 * A sandbox DynamoDB of one test file's own (infra/local/dynamodb.ts), in a fresh directory:
 * started before the file's tests, ended and its directory removed after them. Call at the top
 * of the file, before hooks that use it; the getter answers once it has started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { start, type DynamoSandbox } from '../../infra/local/dynamodb';

export function scratchDynamo(name: string): () => DynamoSandbox {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  let db: DynamoSandbox | undefined;
  beforeAll(async () => {
    db = await start({ dir });
  });
  afterAll(async () => {
    await db?.end();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!db) throw new Error('The scratch DynamoDB has not started');
    return db;
  };
}
