/**
 * The sandbox as `npm start` runs it: every service up, the seeded admin can sign in, a restart
 * keeps data, two sandboxes run side by side, and bad configuration stops start-up with one line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'sbx-'));
  dirs.push(dir);
  return dir;
}

/** Runs `tsx infra/local/main.ts` and resolves once its banner names the URL. */
function launch(
  env: Record<string, string>,
): Promise<{ url: string; output: () => string; stop: () => Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/Site:\s+(http:\/\/localhost:\d+)\//)?.[1];
      if (url) {
        resolve({
          url,
          output: () => output,
          stop: async () => {
            child.kill('SIGINT');
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
  });
}

/** Runs the sandbox expecting it to refuse to start; resolves its exit code and output. */
function launchExpectingFailure(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: tempDir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** A client for the DynamoDB emulator named in a sandbox's banner. */
function database(output: string) {
  const endpoint = output.match(/DynamoDB (http:\/\/127\.0\.0\.1:\d+)/)![1];
  return new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the sandbox (npm start)', () => {
  it('reports every service up, and the seeded admin signs in with the printed password', async () => {
    const sandbox = await launch({ PORT: '0', DATA_DIR: tempDir() });

    const health = await fetch(`${sandbox.url}/api/health`);
    const body = (await health.json()) as { services: Record<string, string> };
    expect(health.status).toBe(200);
    expect(body.services).toEqual({ database: 'up', storage: 'up', queue: 'up', auth: 'up' });

    const email = sandbox.output().match(/Admin e-mail:\s+(\S+)/)![1]!;
    const password = sandbox.output().match(/Admin password:\s+(\S+)/)![1]!;
    const config = (await (await fetch(`${sandbox.url}/config.json`)).json()) as {
      userPoolClientId: string;
    };
    const cognito = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: `${sandbox.url}/__cognito/`,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const auth = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    expect(auth.AuthenticationResult?.IdToken?.split('.')).toHaveLength(3);
    expect(await sandbox.stop()).toBe(0);
  });

  it('keeps data across a restart, and runs beside a second sandbox', async () => {
    const dataDir = tempDir();
    const first = await launch({ PORT: '0', DATA_DIR: dataDir });
    const other = await launch({ PORT: '0', DATA_DIR: tempDir() });
    expect(other.url).not.toBe(first.url);
    expect((await fetch(`${other.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    const password = first.output().match(/Admin password:\s+(\S+)/)![1];
    const poolBefore = await (await fetch(`${first.url}/config.json`)).json();
    const item = {
      email: { S: 'kept@example.com' },
      subscribed_at: { S: new Date().toISOString() },
    };
    await database(first.output()).send(
      new PutItemCommand({ TableName: 'subscribers', Item: item }),
    );
    await first.stop();

    const again = await launch({ PORT: '0', DATA_DIR: dataDir });

    const kept = await database(again.output()).send(
      new GetItemCommand({ TableName: 'subscribers', Key: { email: { S: 'kept@example.com' } } }),
    );
    expect(kept.Item).toEqual(item);

    // Same user pool and client (Cognito data kept) and the same generated admin password.
    expect(await (await fetch(`${again.url}/config.json`)).json()).toEqual(poolBefore);
    expect(again.output().match(/Admin password:\s+(\S+)/)![1]).toBe(password);
    await again.stop();
    await other.stop();
    // Three starts, each compiling the sandbox afresh: on a busy two-core machine, more than the
    // default minute.
  }, 150_000);

  it.each([
    [
      { PORT: 'abc' },
      /^Configuration error: PORT must be a whole number from 0 to 65535 \(got "abc"\)\.$/m,
    ],
    [
      { STAGE: 'staging' },
      /^Configuration error: STAGE must be one of local, dev, prod \(got "staging"\)\.$/m,
    ],
    [
      { ADMIN_EMAILS: 'ops@example.com,not-an-email' },
      /^Configuration error: ADMIN_EMAILS must be a comma-separated list of e-mail addresses/m,
    ],
    [
      { SEED_ANALYTICS: 'yes' },
      /^Configuration error: SEED_ANALYTICS must be 1 or 0 \(got "yes"\)\.$/m,
    ],
  ])(
    'refuses to start on bad configuration %o with one line naming the variable',
    async (env, line) => {
      const result = await launchExpectingFailure(env);

      expect(result.code).not.toBe(0);
      expect(result.output).toMatch(line);
      expect(result.output).not.toMatch(/Sandbox ready/);
    },
  );
});
