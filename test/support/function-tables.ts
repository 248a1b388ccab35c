/**
 * The product's tables in a DynamoDB emulator, for a test file that calls the functions'
 * repositories directly (no sandbox HTTP server): started in the file's `beforeAll`, with the
 * functions' configuration pointed at it, and removed in its `afterAll`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start, type DynamoSandbox } from '../../infra/local/dynamodb';

export interface FunctionTables {
  db: DynamoSandbox;
  end(): Promise<void>;
}

export async function startFunctionTables(name: string): Promise<FunctionTables> {
  const dir = mkdtempSync(join(tmpdir(), `sbx-${name}-`));
  const db = await start({ dir });
  // The functions' configuration is read once, on first use: point it at the emulator first.
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: db.endpoint,
  });
  return {
    db,
    async end() {
      await db.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
