/**
 * The DynamoDB client gives up on a hung connection (finding 8): a database that takes
 * the request and never answers makes the call fail with a TimeoutError (retried, then thrown,
 * and answered 503 by the HTTP stack) instead of holding the caller until the function dies.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

let server: Server;
let requests = 0;

beforeAll(async () => {
  // Takes every request and never answers.
  server = createServer(() => {
    requests += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('DYNAMODB_ENDPOINT', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('dynamoClient()', () => {
  it('fails a call to a database that never answers with a TimeoutError, after its retries', async () => {
    vi.resetModules();
    const { dynamoClient } = await import('@functions/adapters/aws-clients');

    const call = dynamoClient().send(new GetCommand({ TableName: 'counters', Key: { key: 'x' } }));

    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(requests).toBe(3);
  });
});
