/**
 * Every `admin` route of the manifest refuses whoever is not a signed-in, allow-listed staff
 * member of at least the route's role, and refusing changes nothing. The routes and their least
 * roles come from infra/manifest.ts, so a route added later is covered without touching this
 * file. Refused callers:
 *   401: no token, a malformed token, an expired token, a token signed by another key, a token
 *        issued to another app client, an access token where the ID token is expected;
 *   403: a valid ID token of a confirmed user whose e-mail is not on the allow-list, and every
 *        role below the route's (contributor < editor < administrator).
 * The tables are compared item by item before and after, and so are the pool's staff accounts.
 * Contributors cannot publish through any route: the publish switches refuse them at the guard,
 * and the article routes open to them refuse a publishing body.
 */
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolClientCommand,
  ListUsersInGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contributorPublishMessage } from '@functions/domain/articles/article-access';
import {
  hasRole,
  legacyAdminGroup,
  roleGroups,
  staffRoles,
  type StaffRole,
} from '@shared/rules/staff-roles';
import { routeRole, routes, tables, type RouteDef } from '../../infra/manifest';
import {
  articleBody,
  cognitoClient,
  signIn,
  startContentSandbox,
  type ContentSandbox,
} from './content-sandbox';
import { staffAccount, staffDomain } from './staff-sandbox';

const adminRoutes = routes.filter((route) => route.access === 'admin');

let content: ContentSandbox;
let database: DynamoDBClient;
let tokens: Record<string, string | undefined>;
let ids: { article: string; author: string; category: string; staff: string };
let tablesBefore: Record<string, string[]>;
let staffBefore: string[];
/** An ID token of each role (the administrator is the sandbox's seeded admin). */
let roleTokens: Record<StaffRole, string>;
/** The contributor's own draft. */
let draftId: string;

/** A JWT signed with RS256 by `key`, claiming to come from the sandbox's key id. */
function signJwt(payload: Record<string, unknown>, key: KeyObject | string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${part(payload)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** Every item of every table, as sorted JSON lines. */
async function snapshot(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const name of Object.keys(tables)) {
    const items: string[] = [];
    let start: Record<string, never> | undefined;
    do {
      const page = await database.send(
        new ScanCommand({ TableName: name, ExclusiveStartKey: start }),
      );
      items.push(
        ...(page.Items ?? []).map((item) => JSON.stringify(item, Object.keys(item).sort())),
      );
      start = page.LastEvaluatedKey as typeof start;
    } while (start);
    result[name] = items.sort();
  }
  return result;
}

/** Every staff account of the pool with its groups, as sorted lines. */
async function staffSnapshot(): Promise<string[]> {
  const cognito = cognitoClient(content.sandbox);
  const lines: string[] = [];
  for (const group of [...staffRoles.map((role) => roleGroups[role].group), legacyAdminGroup]) {
    const page = await cognito.send(
      new ListUsersInGroupCommand({
        UserPoolId: content.sandbox.cognito.userPoolId,
        GroupName: group,
      }),
    );
    for (const user of page.Users ?? [])
      lines.push(`${group} ${user.Username} ${user.Enabled} ${user.UserStatus}`);
  }
  cognito.destroy();
  return lines.sort();
}

const unknownId = '00000000-0000-4000-8000-000000000000';

/**
 * The route's path with its parameters filled: real ids where the path names an entity (so an
 * unguarded write would show), or an unknown one when `real` is false.
 */
function pathOf(route: RouteDef, real = true): string {
  return route.path.replace(/\{(\w+)\+?\}/g, (_match, name: string) => {
    if (name !== 'id') return `dummy-${name}`;
    if (!real) return unknownId;
    if (route.path.includes('/articles/')) return ids.article;
    if (route.path.includes('/authors/')) return ids.author;
    if (route.path.includes('/categories/')) return ids.category;
    if (route.path.includes('/staff/')) return ids.staff;
    return unknownId;
  });
}

/** A body that would pass for real input on most routes. */
const plausibleBody = {
  name: 'Changed',
  title: 'Changed',
  is_published: true,
  status: 'completed',
  version: 1,
};

/** Calls one route with the token and the plausible body; its status. */
async function call(route: RouteDef, token: string | undefined, real = true): Promise<number> {
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const response = await fetch(`${content.sandbox.url}${pathOf(route, real)}`, {
    method: route.method,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    body: hasBody ? JSON.stringify(plausibleBody) : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

/** The admin routes a role is below: those whose least role it does not reach. */
const routesAbove = (role: StaffRole) =>
  adminRoutes.filter((route) => !hasRole(role, routeRole(route)!));

/** Calls every admin route with the token; returns the routes not answering `expected`. */
async function refusals(
  token: string | undefined,
  expected: number,
  of: readonly RouteDef[] = adminRoutes,
): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of of) {
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const response = await fetch(`${content.sandbox.url}${pathOf(route)}`, {
      method: route.method,
      headers: {
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: hasBody ? JSON.stringify(plausibleBody) : undefined,
    });
    await response.arrayBuffer();
    if (response.status !== expected)
      wrong.push(`${route.method} ${route.path} -> ${response.status}`);
  }
  return wrong;
}

beforeAll(async () => {
  content = await startContentSandbox({ adminEmailDomains: [staffDomain] });
  const { sandbox } = content;
  database = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: sandbox.endpoints.dynamodb,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  // Something to lose, so that an unguarded write would show.
  const author = await content.author('Guarded Author');
  const category = await content.category('Strategy');
  const article = await content.article({ author_id: author.id, category_id: category.id });
  const editor = await staffAccount(sandbox, `editor@${staffDomain}`, 'editor');
  const contributor = await staffAccount(sandbox, `contributor@${staffDomain}`, 'contributor');
  ids = { article: article.id, author: author.id, category: category.id, staff: editor.sub };

  const admin = await signIn(sandbox, sandbox.admin.email, sandbox.admin.password);
  const valid = claimsOf(admin.idToken);
  const now = Math.floor(Date.now() / 1000);
  const sandboxKey = (
    JSON.parse(
      readFileSync(
        join(
          import.meta.dirname,
          '../../node_modules/cognito-local/lib/keys/cognitoLocal.private.json',
        ),
        'utf8',
      ),
    ) as { pem: string }
  ).pem;
  const { privateKey: strangerKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  const cognito = cognitoClient(sandbox);
  const otherClient = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: sandbox.cognito.userPoolId,
      ClientName: 'another-app',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
    }),
  );
  const outsider = { email: 'outsider@example.org', password: 'Outsider-Pass-123!' };
  // Sign-up refuses addresses off the list; an administrator can still make such an account.
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: sandbox.cognito.userPoolId,
      Username: outsider.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: outsider.email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: sandbox.cognito.userPoolId,
      Username: outsider.email,
      Password: outsider.password,
      Permanent: true,
    }),
  );
  cognito.destroy();

  tokens = {
    valid: admin.idToken,
    // Hand-made like the refused ones below, but current and signed with the sandbox's key.
    handMade: signJwt({ ...valid, iat: now, exp: now + 3600 }, sandboxKey),
    none: undefined,
    malformed: 'not.a-valid.token',
    expired: signJwt(
      { ...valid, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 },
      sandboxKey,
    ),
    otherKey: signJwt({ ...valid, iat: now, exp: now + 3600 }, strangerKey),
    otherClient: (
      await signIn(
        sandbox,
        sandbox.admin.email,
        sandbox.admin.password,
        otherClient.UserPoolClient!.ClientId!,
      )
    ).idToken,
    accessToken: admin.accessToken,
    notAllowListed: (await signIn(sandbox, outsider.email, outsider.password)).idToken,
  };
  roleTokens = {
    administrator: admin.idToken,
    editor: editor.idToken,
    contributor: contributor.idToken,
  };
  const draft = await content.api<{ id: string }>('POST', '/api/admin/articles', {
    token: contributor.idToken,
    body: articleBody({ author_id: author.id, category_id: category.id, is_published: false }),
  });
  if (draft.status !== 201) throw new Error(`The contributor's draft: ${draft.status}`);
  draftId = draft.body.id;
  tablesBefore = await snapshot();
  staffBefore = await staffSnapshot();
});

afterAll(async () => {
  // The calls that passed the guard asked for renders: let them finish before the data goes.
  await content?.sandbox.queue.idle(30_000).catch(() => undefined);
  database?.destroy();
  await content?.end();
});

describe('the admin guard on every admin route of the manifest', () => {
  it('covers the content routes at least', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(16);
  });

  it('lets the allow-listed admin through, also with a hand-made token like those refused below', async () => {
    const issued = await content.api('GET', '/api/admin/dashboard', { token: tokens.valid });
    const handMade = await content.api('GET', '/api/admin/dashboard', { token: tokens.handMade });

    expect(issued.status).toBe(200);
    expect(handMade.status).toBe(200);
  });

  it.each([
    ['no token', 'none'],
    ['a malformed token', 'malformed'],
    ['an expired token', 'expired'],
    ['a token signed by another key', 'otherKey'],
    ['a token for another app client', 'otherClient'],
    ['an access token instead of the ID token', 'accessToken'],
  ])('answers 401 to %s', async (_case, kind) => {
    expect(await refusals(tokens[kind], 401)).toEqual([]);
  });

  it('answers 403 to a valid ID token whose e-mail is not allow-listed', async () => {
    expect(claimsOf(tokens.notAllowListed!).email_verified).toBe(true);

    expect(await refusals(tokens.notAllowListed, 403)).toEqual([]);
  });

  it.each(staffRoles.map((role) => [role]))(
    'answers 403 to a %s on every route above their role',
    async (role) => {
      expect(await refusals(roleTokens[role], 403, routesAbove(role))).toEqual([]);
    },
  );

  it('keeps contributors off publishing: every publish switch, staff and settings are above them', () => {
    const above = routesAbove('contributor').map((route) => `${route.method} ${route.path}`);

    expect(above.filter((key) => key.endsWith('/publish')).length).toBeGreaterThanOrEqual(2);
    expect(routesAbove('editor').map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/admin/staff', '/api/admin/settings']),
    );
    expect(routesAbove('administrator')).toEqual([]);
    // Everything open to contributors that could publish: the article create and edit, refused below.
    for (const route of adminRoutes.filter((route) => !routesAbove('contributor').includes(route)))
      expect(route.path).not.toMatch(/publish|import|jobs|pages/);
  });

  it("refuses a contributor's publishing article body, and their changes to others' work", async () => {
    const token = roleTokens.contributor;
    const base = { author_id: ids.author, category_id: ids.category };

    const create = await content.api<{ error: { fields: Record<string, string> } }>(
      'POST',
      '/api/admin/articles',
      { token, body: articleBody({ ...base, is_published: true }) },
    );
    const publishOwn = await content.api('PUT', `/api/admin/articles/${draftId}`, {
      token,
      body: { ...articleBody({ ...base, is_published: true }), version: 1 },
    });
    const editOthers = await content.api('PUT', `/api/admin/articles/${ids.article}`, {
      token,
      body: { ...articleBody({ ...base, is_published: false }), version: 1 },
    });
    const deleteOthers = await content.api('DELETE', `/api/admin/articles/${ids.article}`, {
      token,
    });

    expect(create.status).toBe(403);
    expect(create.body.error.fields.is_published).toBe(contributorPublishMessage);
    expect(publishOwn.status).toBe(403);
    expect(editOthers.status).toBe(403);
    expect(deleteOthers.status).toBe(403);
  });

  it('changed nothing in any table, nor any staff account', async () => {
    expect(await snapshot()).toEqual(tablesBefore);
    expect(await staffSnapshot()).toEqual(staffBefore);
  });
});

// The other half of the role check: each role passes the guard of every route at or below it.
// Unknown ids, so nothing existing is touched; an answer other than 401/403 passed the guard.
describe('the routes a role reaches', () => {
  it.each(staffRoles.map((role) => [role]))('let a %s through the guard', async (role) => {
    const reached = adminRoutes.filter((route) => hasRole(role, routeRole(route)!));
    const refused: string[] = [];
    for (const route of reached) {
      const status = await call(route, roleTokens[role], false);
      if (status === 401 || status === 403) refused.push(`${route.method} ${route.path}`);
    }

    expect(reached.length).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });

  it('let a contributor save and delete their own draft', async () => {
    const token = roleTokens.contributor;
    const draft = await content.api<{ version: number }>('GET', `/api/admin/articles/${draftId}`, {
      token,
    });
    const saved = await content.api('PUT', `/api/admin/articles/${draftId}`, {
      token,
      body: {
        ...articleBody({ author_id: ids.author, category_id: ids.category, is_published: false }),
        version: draft.body.version,
      },
    });
    const deleted = await content.api('DELETE', `/api/admin/articles/${draftId}`, { token });

    expect(saved.status).toBe(200);
    expect(deleted.status).toBe(204);
  });
});

// Keeps the body builder honest: the guard is what refuses, not a malformed request.
describe('the plausible request', () => {
  it('is accepted by the admin for a real route', async () => {
    const answer = await content.admin(
      'POST',
      '/api/admin/articles',
      articleBody({ author_id: ids.author, category_id: ids.category }),
    );

    expect(answer.status).toBe(201);
  });
});
