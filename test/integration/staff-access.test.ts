/**
 * Access ends the moment an administrator says so, against the sandbox with its
 * default allow-list (the seeded administrator alone):
 * - an administrator's invitation admits any address (writer@gmail.com), in its role, while an
 *   account the pool holds without an invitation still needs the allow-list;
 * - a demotion, a disable and a removal refuse the member's old ID token on their very next request
 *   (401 `access_changed`, the portal's cue to sign them out) and revoke their refresh tokens;
 * - the guard's price: one consistent GetItem of the access table per admin request, no Cognito call.
 */
import {
  InitiateAuthCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import { staffMessages, type StaffMember } from '@shared/schemas/staff';
import { cognitoClient as functionsCognitoClient } from '@functions/adapters/aws-clients';
import {
  articleBody,
  cognitoClient,
  signIn,
  startContentSandbox,
  type ContentSandbox,
} from './content-sandbox';
import { watchDynamoCalls } from '../support/dynamo-calls';
import { invitedMember, staffAccount, type InvitedMember } from './staff-sandbox';

type Answer = { error?: { code: string; message: string } };

let box: ContentSandbox;
let cognito: CognitoIdentityProviderClient;
let ids: { author: string; category: string };

beforeAll(async () => {
  box = await startContentSandbox();
  cognito = cognitoClient(box.sandbox);
  const author = await box.author('Access Author');
  const category = await box.category('Access');
  ids = { author: author.id, category: category.id };
});

afterAll(async () => {
  cognito?.destroy();
  await box?.end();
});

const as = (token: string) => ({
  get: (path: string) => box.api<Answer>('GET', path, { token }),
  post: (path: string, body: unknown) =>
    box.api<Answer & ArticleRecord>('POST', path, { body, token }),
  patch: (path: string, body: unknown) =>
    box.api<Answer & StaffMember>('PATCH', path, { body, token }),
});

const draft = () =>
  articleBody({ author_id: ids.author, category_id: ids.category, is_published: false });

/** Whether Cognito still swaps the member's refresh token for new tokens. */
async function refreshes(member: InvitedMember): Promise<boolean> {
  try {
    const answer = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: box.sandbox.cognito.clientId,
        AuthParameters: { REFRESH_TOKEN: member.refreshToken },
      }),
    );
    return Boolean(answer.AuthenticationResult?.IdToken);
  } catch {
    return false;
  }
}

function expectAccessChanged(answer: { status: number; body: Answer }) {
  expect(answer.status).toBe(401);
  expect(answer.body.error).toMatchObject({
    code: 'access_changed',
    message: staffMessages.accessChanged,
  });
}

describe('an invitation is the authorisation', () => {
  it('admits writer@gmail.com, off the allow-list, in the role it was invited to', async () => {
    const writer = await invitedMember(box, 'writer@gmail.com', 'contributor');

    const created = await as(writer.idToken).post('/api/admin/articles', draft());
    const contacts = await as(writer.idToken).get('/api/admin/contacts');
    const dashboard = await as(writer.idToken).get('/api/admin/dashboard');

    expect(created.status).toBe(201);
    expect(created.body.created_by).toBe(writer.sub);
    expect(contacts.status).toBe(403);
    expect(dashboard.status).toBe(200);
  });

  it('still refuses an off-list account no administrator invited, and off-list self sign-up', async () => {
    // An account in a role's group that no invitation made: the allow-list alone decides.
    const { idToken } = await staffAccount(box.sandbox, 'walk-in@gmail.com', 'editor');

    const answer = await as(idToken).get('/api/admin/dashboard');
    const signUp = await cognito
      .send(
        new SignUpCommand({
          ClientId: box.sandbox.cognito.clientId,
          Username: 'self-made@gmail.com',
          Password: 'Self-Made-Pass-42!',
          UserAttributes: [{ Name: 'email', Value: 'self-made@gmail.com' }],
        }),
      )
      .catch((error: Error) => error);

    expect(answer.status).toBe(403);
    expect(answer.body.error?.code).toBe('forbidden');
    expect((signUp as Error).name).toBe('UserLambdaValidationException');
  });
});

describe('a change of access takes effect on the next request', () => {
  it('a demoted administrator cannot promote themselves back with the token they held', async () => {
    const member = await invitedMember(box, 'deputy@gmail.com', 'administrator');
    const before = await as(member.idToken).get('/api/admin/staff');

    const demoted = await box.admin<StaffMember>('PATCH', `/api/admin/staff/${member.id}`, {
      role: 'editor',
    });
    const selfPromotion = await as(member.idToken).patch(`/api/admin/staff/${member.id}`, {
      role: 'administrator',
    });
    const again = await signIn(box.sandbox, member.email, member.password);
    const asEditor = await as(again.idToken).patch(`/api/admin/staff/${member.id}`, {
      role: 'administrator',
    });
    const staff = await box.admin<{ items: StaffMember[] }>('GET', '/api/admin/staff');

    expect(before.status).toBe(200);
    expect(demoted.status).toBe(200);
    expectAccessChanged(selfPromotion);
    expect(await refreshes(member)).toBe(false);
    expect(asEditor.status).toBe(403);
    expect(staff.body.items.find((each) => each.id === member.id)?.role).toBe('editor');
  });

  it('an editor demoted to contributor no longer reads the contact submissions', async () => {
    const member = await invitedMember(box, 'former-editor@gmail.com', 'editor');
    const before = await as(member.idToken).get('/api/admin/contacts');

    await box.admin('PATCH', `/api/admin/staff/${member.id}`, { role: 'contributor' });
    const after = await as(member.idToken).get('/api/admin/contacts');
    const again = await signIn(box.sandbox, member.email, member.password);
    const asContributor = await as(again.idToken).get('/api/admin/contacts');

    expect(before.status).toBe(200);
    expectAccessChanged(after);
    expect(await refreshes(member)).toBe(false);
    expect(asContributor.status).toBe(403);
  });

  it('a disabled contributor can no longer create articles, nor sign in', async () => {
    const member = await invitedMember(box, 'paused-writer@gmail.com', 'contributor');
    const before = await as(member.idToken).post('/api/admin/articles', draft());

    await box.admin('PATCH', `/api/admin/staff/${member.id}`, { enabled: false });
    const after = await as(member.idToken).post('/api/admin/articles', draft());
    const signInAgain = await signIn(box.sandbox, member.email, member.password).catch(
      (error: Error) => error,
    );

    expect(before.status).toBe(201);
    expectAccessChanged(after);
    expect(await refreshes(member)).toBe(false);
    expect((signInAgain as Error).name).toBe('NotAuthorizedException');
  });

  it('a removed contributor can no longer create articles', async () => {
    const member = await invitedMember(box, 'gone-writer@gmail.com', 'contributor');
    const before = await as(member.idToken).post('/api/admin/articles', draft());

    const removed = await box.admin('DELETE', `/api/admin/staff/${member.id}`);
    const after = await as(member.idToken).post('/api/admin/articles', draft());

    expect(before.status).toBe(201);
    expect(removed.status).toBe(204);
    expectAccessChanged(after);
    expect(await refreshes(member)).toBe(false);
  });

  it("a disabled editor's list requests are refused, whatever they ask, and show no row", async () => {
    const member = await invitedMember(box, 'paused-editor@gmail.com', 'editor');
    const before = await as(member.idToken).get('/api/admin/articles');

    await box.admin('PATCH', `/api/admin/staff/${member.id}`, { enabled: false });
    // Page 1 (the access row read with the rows), a search, a filter read from its own index,
    // and a query the list refuses (400 to a member still allowed).
    const after = await Promise.all(
      [
        '/api/admin/articles',
        '/api/admin/pages?q=growth',
        '/api/admin/articles?status=scheduled',
        '/api/admin/contacts?limit=0',
      ].map((path) => as(member.idToken).get(path)),
    );

    expect(before.status).toBe(200);
    for (const answer of after) {
      expectAccessChanged(answer);
      expect(answer.body).not.toHaveProperty('items');
    }
  });

  it('an enabled-again member signs in and works as before', async () => {
    const member = await invitedMember(box, 'back-again@gmail.com', 'contributor');
    await box.admin('PATCH', `/api/admin/staff/${member.id}`, { enabled: false });

    await box.admin('PATCH', `/api/admin/staff/${member.id}`, { enabled: true });
    const again = await signIn(box.sandbox, member.email, member.password);
    const created = await as(again.idToken).post('/api/admin/articles', draft());

    expect(created.status).toBe(201);
  });
});

describe("the guard's cost", () => {
  it('is one consistent GetItem of the access table per admin request, and no Cognito call', async () => {
    const member = await invitedMember(box, 'measured@gmail.com', 'editor');
    const calls: string[] = [];
    const pool = {
      name: 'count-cognito-calls',
      middleware:
        (next: (args: unknown) => Promise<unknown>, context: { commandName?: string }) =>
        async (args: unknown) => {
          calls.push(`cognito ${context.commandName}`);
          return next(args);
        },
    };
    const dynamo = watchDynamoCalls();
    functionsCognitoClient().middlewareStack.add(pool.middleware as never, {
      step: 'initialize',
      name: pool.name,
    });

    const authors = await as(member.idToken).get('/api/admin/authors');
    dynamo.stop();
    functionsCognitoClient().middlewareStack.remove(pool.name);
    const guardCalls = dynamo.calls
      .map(({ operation, input }) =>
        `dynamodb ${operation} ${String(input.TableName ?? '')}${input.ConsistentRead ? ' consistent' : ''}`.trim(),
      )
      .filter((call) => call.includes(' access'));
    const poolCalls = calls;

    expect(authors.status).toBe(200);
    expect(guardCalls).toEqual(['dynamodb GetItem access consistent']);
    expect(poolCalls).toEqual([]);
  });

  it("rides in an admin list's one BatchGetItem, still strongly consistent", async () => {
    const member = await invitedMember(box, 'measured-lists@gmail.com', 'editor');
    const dynamo = watchDynamoCalls();

    const articles = await as(member.idToken).get('/api/admin/articles');
    dynamo.stop();
    const batch = dynamo.calls.find(({ operation }) => operation === 'BatchGetItem');
    const requests = (batch?.input.RequestItems ?? {}) as Record<string, unknown>;
    const accessTable = Object.keys(requests).find((table) => table.includes('access'));

    expect(articles.status).toBe(200);
    expect(dynamo.calls.map(({ operation }) => operation)).toEqual(['Query', 'BatchGetItem']);
    expect(requests[accessTable ?? 'no access table']).toEqual({
      Keys: [{ sub: { S: member.sub } }],
      ConsistentRead: true,
    });
  });
});
