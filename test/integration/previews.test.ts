/**
 * Preview links against the sandbox: a link made in the admin shows the draft
 * to a caller without a session, is never cached or indexed, lists under its item, can be
 * revoked, stops when it expires, and a forged or altered token is the same 404 as a revoked one.
 * Links follow the editing rules: a contributor makes and revokes them only for their own drafts.
 */
import { dynamoClient, UpdateCommand } from '@functions/adapters/dynamo/document-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import { previewMessages, type PreviewAnswer, type PreviewLink } from '@shared/schemas/preview';
import { config } from '@functions/lib/config';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';
import { invitedMember } from './staff-sandbox';

let box: ContentSandbox;
let draft: ArticleRecord;

beforeAll(async () => {
  box = await startContentSandbox();
  const author = await box.author('Preview Author');
  const category = await box.category('Strategy');
  draft = await box.article({
    author_id: author.id,
    category_id: category.id,
    title: 'Still a Draft',
    is_published: false,
  });
});

afterAll(async () => {
  await box?.end();
});

async function makeLink(): Promise<PreviewLink & { token: string }> {
  const made = await box.admin<PreviewLink>('POST', '/api/admin/previews', {
    kind: 'article',
    id: draft.id,
  });
  expect(made.status).toBe(201);
  return { ...made.body, token: made.body.path!.split('/preview#')[1]! };
}

/** What someone holding the link (no session) gets from the API. */
async function open(token: string) {
  const response = await fetch(`${box.sandbox.url}/api/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  return {
    response,
    body: (await response.json()) as PreviewAnswer & { error?: { message: string } },
  };
}

describe('preview links', () => {
  it('show the draft to anyone holding one, never cached, never indexed', async () => {
    const link = await makeLink();
    const { response, body } = await open(link.token);

    expect(link.path).toMatch(/^\/preview#[\w-]+\.[\w-]+$/);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(body.kind === 'article' && body.article.title).toBe('Still a Draft');
    // The draft itself stays unpublished.
    expect((await fetch(`${box.sandbox.url}/api/articles/${draft.slug}`)).status).toBe(404);
    // The page a link opens is the client-rendered shell.
    const page = await fetch(`${box.sandbox.url}/preview`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div');
  });

  it('are listed under their item, and revoking one ends it at once', async () => {
    const link = await makeLink();
    const listed = await box.admin<{ items: PreviewLink[] }>(
      'GET',
      `/api/admin/previews?kind=article&id=${draft.id}`,
    );
    expect(listed.body.items.map((item) => item.id)).toContain(link.id);
    expect(listed.body.items.every((item) => item.path === undefined)).toBe(true);

    expect((await box.admin('DELETE', `/api/admin/previews/${link.id}`)).status).toBe(204);
    const { response, body } = await open(link.token);
    expect(response.status).toBe(404);
    expect(body.error?.message).toBe(previewMessages.notFound);
    expect((await box.admin('DELETE', `/api/admin/previews/${link.id}`)).status).toBe(404);
  });

  it('stop when they expire', async () => {
    const link = await makeLink();
    expect((await open(link.token)).response.status).toBe(200);
    // The stored expiry passes (the token's own is checked too; see the unit tests).
    await dynamoClient().send(
      new UpdateCommand({
        TableName: config().tables.previews,
        Key: { id: link.id },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await open(link.token)).response.status).toBe(404);
  });

  it('a forged or altered token gets the same 404', async () => {
    const link = await makeLink();
    const [payload, mac] = link.token.split('.') as [string, string];
    const altered = Buffer.from(JSON.stringify({ v: 1, id: link.id, exp: 4_102_444_800 })).toString(
      'base64url',
    );
    for (const token of [
      `${altered}.${mac}`,
      `${payload}.${mac.slice(0, -3)}abc`,
      `${payload}.`,
      'forged',
      `${payload}.${mac}x`,
    ]) {
      const { response, body } = await open(token);
      expect(response.status, token).toBe(404);
      expect(body.error?.message).toBe(previewMessages.notFound);
    }
  });

  it('only staff make links, and only for items that exist', async () => {
    const anonymous = await box.api('POST', '/api/admin/previews', {
      body: { kind: 'article', id: draft.id },
    });
    expect(anonymous.status).toBe(401);
    const missing = await box.admin('POST', '/api/admin/previews', {
      kind: 'page',
      id: draft.id,
    });
    expect(missing.status).toBe(404);
  });

  it("follow the editing rules: a contributor links their own draft, never someone else's", async () => {
    const writer = await invitedMember(box, 'preview-writer@gmail.com', 'contributor');
    const asWriter = <T>(method: string, path: string, body?: unknown) =>
      box.api<T & { error?: { message: string } }>(method, path, { body, token: writer.idToken });
    const own = await asWriter<ArticleRecord>(
      'POST',
      '/api/admin/articles',
      articleBody({
        author_id: draft.author_id,
        category_id: draft.category_id,
        is_published: false,
      }),
    );
    const editorsLink = await makeLink();

    const ownLink = await asWriter<PreviewLink>('POST', '/api/admin/previews', {
      kind: 'article',
      id: own.body.id,
    });
    const othersDraft = await asWriter('POST', '/api/admin/previews', {
      kind: 'article',
      id: draft.id,
    });
    const revokeOthers = await asWriter('DELETE', `/api/admin/previews/${editorsLink.id}`);
    const revokeOwn = await asWriter('DELETE', `/api/admin/previews/${ownLink.body.id}`);

    expect(own.status).toBe(201);
    expect(ownLink.status).toBe(201);
    expect(othersDraft.status).toBe(403);
    expect(othersDraft.body.error?.message).toBe(previewMessages.contributorOwnDrafts);
    expect(revokeOthers.status).toBe(403);
    expect((await open(editorsLink.token)).response.status).toBe(200);
    expect(revokeOwn.status).toBe(204);
  });
});
