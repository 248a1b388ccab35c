/**
 * Helpers of the hostile-input suites (test/integration/hostile-*.test.ts): a sandbox on a temp
 * data dir, the seeded admin's ID token, raw table reads, and the checks every error answer must
 * pass (JSON, the house error shape, nothing internal).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { apiErrorBodySchema } from '@shared/schemas/api';
import { start, type Sandbox, type StartOptions } from '../../infra/local/index';

export interface HostileSandbox extends Sandbox {
  /** Stops the sandbox and removes its data. */
  stop(): Promise<void>;
}

/** A sandbox on free ports and a temp data dir, with the seed. */
export async function startSandbox(options: StartOptions = {}): Promise<HostileSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hostile-'));
  const sandbox = await start({ port: 0, dataDir, queueRetryDelayMs: 100, ...options });
  return Object.assign(sandbox, {
    async stop() {
      await sandbox.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** The error a call ends with (name and message), or undefined when it succeeds. */
export async function failure(call: () => Promise<unknown>) {
  try {
    await call();
    return undefined;
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
}

/** The seeded admin's Cognito ID token (USER_PASSWORD_AUTH against the emulator). */
export async function adminToken(sandbox: Sandbox): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: sandbox.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const auth = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: sandbox.cognito.clientId,
      AuthParameters: { USERNAME: sandbox.admin.email, PASSWORD: sandbox.admin.password },
    }),
  );
  cognito.destroy();
  const token = auth.AuthenticationResult?.IdToken;
  if (!token) throw new Error('the seeded admin could not sign in');
  return token;
}

/** Every item of a table, read straight from the emulator (tests may Scan; the product may not). */
export async function scanTable(
  sandbox: Sandbox,
  table: string,
): Promise<Record<string, unknown>[]> {
  const base = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: sandbox.endpoints.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const client = DynamoDBDocumentClient.from(base);
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client }, { TableName: table })) {
    items.push(...(page.Items ?? []));
  }
  base.destroy();
  return items;
}

/** Signs of internals in an answer: stack frames, file paths, SDK and emulator names. */
const internals =
  /\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|ECONNREFUSED|ECONNRESET|socket hang up|dynalite|DynamoDB|TransactionCanceled|ConditionalCheckFailed|SyntaxError|TypeError|ReferenceError/i;

/** Why an answer's text is not a clean error body, or undefined when it is one. */
export function uncleanErrorBody(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 200)}`;
  }
  const shape = apiErrorBodySchema.safeParse(parsed);
  if (!shape.success) {
    const issue = shape.error.issues[0];
    return `not the shared error body (${issue?.path.join('.')}: ${issue?.message}): ${text.slice(0, 200)}`;
  }
  if (internals.test(text)) return `leaks internals: ${text.slice(0, 300)}`;
  return undefined;
}

/** Asserts an answer is a clean JSON error body. */
export function expectCleanError(text: string): void {
  expect(uncleanErrorBody(text)).toBeUndefined();
}
