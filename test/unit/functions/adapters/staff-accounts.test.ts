/**
 * The staff list the review mails are addressed from (signed ListUsersInGroup calls) and the
 * admin guard's two-step question (a signed AdminGetUser) go without the Cognito client: a
 * throttled call is tried again as the client's standard retries did, since the pool's admin
 * quota is shared by every function.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaEnabled } from '@functions/adapters/mfa-status';
import { staffAccounts } from '@functions/adapters/staff-accounts';
import { fakeAwsEndpoint, type FakeAwsEndpoint } from '../../../support/fake-aws-endpoint';

let server: FakeAwsEndpoint;
const calls: string[] = [];
let userCalls = 0;

beforeAll(async () => {
  server = await fakeAwsEndpoint((request, response) => {
    response.setHeader('content-type', 'application/x-amz-json-1.1');
    if (request.target.endsWith('.AdminGetUser')) {
      userCalls += 1;
      if (userCalls === 1) {
        response.statusCode = 400;
        response.end(JSON.stringify({ __type: 'TooManyRequestsException', message: 'Slow down' }));
        return;
      }
      response.end(JSON.stringify({ Username: 'u-1', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] }));
      return;
    }
    const { GroupName } = request.body as { GroupName: string };
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
  // The adapter reads its configuration once, on first use.
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    COGNITO_ENDPOINT: server.url,
    COGNITO_USER_POOL_ID: 'us-east-1_test',
  });
});

afterAll(() => server.close());

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
