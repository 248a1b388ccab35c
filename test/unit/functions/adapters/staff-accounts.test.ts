/**
 * The staff list the review mails are addressed from (signed ListUsersInGroup calls) and the
 * admin guard's two-step question (a signed AdminGetUser) go without the Cognito client: a
 * throttled call is tried again as the client's standard retries did, since the pool's admin
 * quota is shared by every function.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaEnabled } from '@functions/adapters/mfa-status';
import { staffAccounts } from '@functions/adapters/staff-accounts';

let server: Server;
const calls: string[] = [];
let userCalls = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/x-amz-json-1.1');
      if (String(request.headers['x-amz-target']).endsWith('.AdminGetUser')) {
        userCalls += 1;
        if (userCalls === 1) {
          response.statusCode = 400;
          response.end(
            JSON.stringify({ __type: 'TooManyRequestsException', message: 'Slow down' }),
          );
          return;
        }
        response.end(
          JSON.stringify({ Username: 'u-1', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] }),
        );
        return;
      }
      const { GroupName } = JSON.parse(body) as { GroupName: string };
      calls.push(GroupName);
      // Every group's first call is throttled, as Cognito answers an exhausted quota.
      if (calls.filter((group) => group === GroupName).length === 1) {
        response.statusCode = 400;
        response.end(JSON.stringify({ __type: 'TooManyRequestsException', message: 'Slow down' }));
        return;
      }
      const users =
        GroupName === 'editors'
          ? [
              {
                Username: 'u-1',
                Enabled: true,
                UserStatus: 'CONFIRMED',
                UserCreateDate: 1_700_000_000,
                Attributes: [
                  { Name: 'email', Value: 'editor@example.com' },
                  { Name: 'sub', Value: 'sub-1' },
                ],
              },
            ]
          : [];
      response.end(JSON.stringify({ Users: users }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The adapter reads its configuration once, on first use.
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    COGNITO_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    COGNITO_USER_POOL_ID: 'us-east-1_test',
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('staffAccounts', () => {
  it('retries a throttled ListUsersInGroup and lists the staff', async () => {
    const accounts = await staffAccounts();

    expect(accounts.map(({ email, role, sub }) => ({ email, role, sub }))).toEqual([
      { email: 'editor@example.com', role: 'editor', sub: 'sub-1' },
    ]);
    const groups = [...new Set(calls)];
    expect(calls).toHaveLength(groups.length * 2);
  });
});

describe('mfaEnabled', () => {
  it('retries a throttled AdminGetUser and answers from the account', async () => {
    expect(await mfaEnabled('u-1')).toBe(true);
    expect(userCalls).toBe(2);
  });
});
