/**
 * The media library against the sandbox: real uploads through the image
 * pipeline, then the list API (newest first, search by name, cursor paging, where used) and the
 * delete that refuses an image an article or an author shows and, for an unused one, removes its
 * original, its variants and its row.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import type { MediaRecord } from '@shared/schemas/media';
import type { MediaInUseBody, MediaListResponse } from '@shared/schemas/media-library';
import {
  startContentSandbox,
  uploadImage,
  type ContentSandbox,
  type Uploaded,
} from './content-sandbox';

let env: ContentSandbox;
let dynamo: DynamoDBDocumentClient;

const upload = (fileName: string, width: number, height: number) =>
  uploadImage(env, fileName, { width, height });

async function row(key: string): Promise<MediaRecord | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: 'media', Key: { key } }));
  return Item as MediaRecord | undefined;
}

async function status(path: string): Promise<number> {
  return (await fetch(`${env.sandbox.url}${path}`)).status;
}

const list = (query = '') => env.admin<MediaListResponse>('GET', `/api/admin/media${query}`);

let harbour: Uploaded;
let portrait: Uploaded;
let chart: Uploaded;
let article: ArticleRecord;
let articleId: string;

beforeAll(async () => {
  env = await startContentSandbox();
  dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: env.sandbox.endpoints.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  harbour = await upload('Harbour sunrise.png', 900, 600);
  portrait = await upload('Team portrait.png', 500, 500);
  chart = await upload('Unused chart.png', 820, 410);

  const category = await env.category('Strategy');
  const author = await env.author('Ada Byron');
  article = await env.article({
    title: 'Ports at dawn',
    author_id: author.id,
    category_id: category.id,
    image_url: harbour.publicUrl,
    image_alt: 'A harbour at sunrise',
    is_published: false,
  });
  articleId = article.id;
  const avatar = await env.admin('POST', '/api/admin/authors', {
    name: 'Grace Lens',
    bio: '',
    avatar_url: portrait.publicUrl,
  });
  expect(avatar.status).toBe(201);
}, 300_000);

afterAll(async () => {
  dynamo?.destroy();
  await env?.end();
});

describe('the media list', () => {
  it('lists every upload newest first with its name, size, dimensions and where it is used', async () => {
    const answer = await list();

    expect(answer.status).toBe(200);
    expect(answer.body.items.map((item) => item.name)).toEqual([
      'Unused chart.png',
      'Team portrait.png',
      'Harbour sunrise.png',
    ]);
    const [unused, team, sunrise] = answer.body.items;
    expect(sunrise).toMatchObject({
      id: harbour.id,
      url: harbour.publicUrl,
      width: 900,
      height: 600,
      bytes: (await row(harbour.key))!.bytes,
      uploaded_by: env.sandbox.admin.email,
      usedBy: [
        {
          kind: 'article',
          id: articleId,
          title: 'Ports at dawn',
          href: `/admin/articles/edit/${articleId}`,
        },
      ],
    });
    expect(team!.usedBy).toEqual([
      expect.objectContaining({ kind: 'author', title: 'Grace Lens' }),
    ]);
    expect(unused!.usedBy).toEqual([]);
    expect([unused!.width, unused!.height]).toEqual([820, 410]);
    // The thumbnail is the smallest variant, and it is served.
    expect(sunrise!.thumbnailUrl).toMatch(/\/w400\.webp$/);
    expect(await status(sunrise!.thumbnailUrl)).toBe(200);
  });

  it('finds images by any part of their name, in any case', async () => {
    const byWord = await list('?q=PORTRAIT');
    const byPart = await list('?q=' + encodeURIComponent('sun'));
    const none = await list('?q=nothing-like-this');

    expect(byWord.body.items.map((item) => item.id)).toEqual([portrait.id]);
    expect(byPart.body.items.map((item) => item.id)).toEqual([harbour.id]);
    expect(none.body).toEqual({ items: [], nextCursor: null });
  });

  it('pages with a cursor: every image once, in order, then no cursor', async () => {
    const first = await list('?limit=2');
    const second = await list(`?limit=2&cursor=${first.body.nextCursor}`);

    expect(first.body.items.map((item) => item.id)).toEqual([chart.id, portrait.id]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(second.body.items.map((item) => item.id)).toEqual([harbour.id]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not hand out, naming the field', async () => {
    const answer = await env.admin<{ error: { fields: Record<string, string> } }>(
      'GET',
      '/api/admin/media?cursor=bm90LWEtY3Vyc29y',
    );

    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error.fields)).toEqual(['query.cursor']);
  });
});

describe('deleting an image', () => {
  it('is refused while an article shows it, naming the article', async () => {
    const answer = await env.admin<MediaInUseBody>('DELETE', `/api/admin/media/${harbour.id}`);

    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('conflict');
    expect(answer.body.usedBy).toEqual([
      {
        kind: 'article',
        id: articleId,
        title: 'Ports at dawn',
        href: `/admin/articles/edit/${articleId}`,
      },
    ]);
    const kept = await row(harbour.key);
    expect(kept).toBeDefined();
    // Still served (by its variants: the original is never public).
    expect(await status(`/media/${kept!.variants[0]!.key}`)).toBe(200);
  });

  it('is refused while an author shows it as avatar', async () => {
    const answer = await env.admin<MediaInUseBody>('DELETE', `/api/admin/media/${portrait.id}`);

    expect(answer.status).toBe(409);
    expect(answer.body.usedBy).toEqual([
      expect.objectContaining({ kind: 'author', title: 'Grace Lens' }),
    ]);
    expect(await row(portrait.key)).toBeDefined();
  });

  it('removes an unused image: its original, every variant and its row', async () => {
    const before = (await row(chart.key))!;
    expect(before.variants.length).toBeGreaterThan(0);

    const answer = await env.admin('DELETE', `/api/admin/media/${chart.id}`);

    expect(answer.status).toBe(204);
    expect(await row(chart.key)).toBeUndefined();
    expect(await status(chart.publicUrl)).toBe(404);
    for (const variant of before.variants) expect(await status(`/media/${variant.key}`)).toBe(404);
    expect((await list()).body.items.map((item) => item.id)).not.toContain(chart.id);
    expect((await env.admin('DELETE', `/api/admin/media/${chart.id}`)).status).toBe(404);
  });

  it('is allowed once the article shows another image', async () => {
    const edited = await env.admin('PUT', `/api/admin/articles/${articleId}`, {
      ...article,
      image_url: '',
    });
    expect(edited.status).toBe(200);

    const answer = await env.admin('DELETE', `/api/admin/media/${harbour.id}`);

    expect(answer.status).toBe(204);
    expect(await row(harbour.key)).toBeUndefined();
  });

  it('answers 404 for an id that is no upload', async () => {
    expect((await env.admin('DELETE', '/api/admin/media/not-an-upload.jpg')).status).toBe(404);
  });
});

describe('a small upload', () => {
  it('is previewed by a variant it has: its own width, not a 400 px one it never got', async () => {
    const small = await upload('Small badge.png', 200, 150);

    const answer = await list('?q=' + encodeURIComponent('small badge'));

    expect(answer.status).toBe(200);
    const [item] = answer.body.items;
    expect(item).toMatchObject({ id: small.id, width: 200, height: 150 });
    expect(item!.thumbnailUrl).toBe(`/media/articles/${small.id.split('.')[0]}/w200.webp`);
    expect(await status(item!.thumbnailUrl)).toBe(200);
    expect(await status(`/media/articles/${small.id.split('.')[0]}/w400.webp`)).toBe(404);
  });
});
