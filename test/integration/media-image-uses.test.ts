/**
 * An image is in use wherever a saved row shows it, not only as an article's featured image: as
 * its social image (SEO panel), inside its body (a markdown image), as an author's photo. Each
 * such use refuses the media library's delete with the in-use message and names the row; once
 * the row no longer shows it (saved without it, or deleted), the delete goes through. Rows stored
 * before the usage table existed get their uses from the `image-uses` migration.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import type { AuthorRecord } from '@shared/schemas/author';
import {
  mediaInUseMessage,
  type MediaInUseBody,
  type MediaListResponse,
} from '@shared/schemas/media-library';
import {
  articleBody,
  startContentSandbox,
  uploadImage,
  type ContentSandbox,
  type Uploaded,
} from './content-sandbox';

let env: ContentSandbox;
let dynamo: DynamoDBDocumentClient;
let authorId: string;
let categoryId: string;

const upload = (fileName: string) => uploadImage(env, fileName);

const remove = (image: Uploaded) =>
  env.admin<MediaInUseBody>('DELETE', `/api/admin/media/${image.id}`);

/** What the media library lists as the image's users. */
async function usedBy(image: Uploaded) {
  const { body } = await env.admin<MediaListResponse>('GET', '/api/admin/media');
  return body.items.find((item) => item.id === image.id)?.usedBy;
}

async function createArticle(fields: Record<string, unknown>): Promise<ArticleRecord> {
  const answer = await env.admin<ArticleRecord>(
    'POST',
    '/api/admin/articles',
    articleBody({ author_id: authorId, category_id: categoryId, is_published: true, ...fields }),
  );
  expect(answer.status).toBe(201);
  return answer.body;
}

async function saveArticle(article: ArticleRecord, fields: Record<string, unknown>) {
  const answer = await env.admin('PUT', `/api/admin/articles/${article.id}`, {
    ...article,
    ...fields,
  });
  expect(answer.status).toBe(200);
}

/** Expects the delete refused with the in-use message, naming exactly `title`. */
async function expectRefused(image: Uploaded, kind: 'article' | 'author', title: string) {
  const answer = await remove(image);
  expect(answer.status).toBe(409);
  expect(answer.body.error.message).toBe(mediaInUseMessage);
  expect(answer.body.usedBy).toEqual([expect.objectContaining({ kind, title })]);
}

const seo = (social_image: string) => ({
  meta_title: '',
  meta_description: '',
  social_image,
  canonical: '',
  noindex: false,
});

beforeAll(async () => {
  env = await startContentSandbox();
  dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: env.sandbox.endpoints.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  authorId = (await env.author('Noor Hale')).id;
  categoryId = (await env.category('Operations')).id;
}, 300_000);

afterAll(async () => {
  dynamo?.destroy();
  await env?.end();
});

describe('an image used only as an article social image', () => {
  it('cannot be deleted until the article drops it', async () => {
    const card = await upload('Social card.png');
    const article = await createArticle({ title: 'Shared widely', seo: seo(card.publicUrl) });

    await expectRefused(card, 'article', 'Shared widely');
    expect(await usedBy(card)).toEqual([
      {
        kind: 'article',
        id: article.id,
        title: 'Shared widely',
        href: `/admin/articles/edit/${article.id}`,
      },
    ]);

    await saveArticle(article, { seo: seo('') });

    expect((await remove(card)).status).toBe(204);
  });
});

describe('an image used only inside an article body', () => {
  it('cannot be deleted while a section shows it, and can once the section no longer does', async () => {
    const chart = await upload('Body chart.png');
    const sections = (content: string) => [{ title: 'The numbers', content }];
    const article = await createArticle({
      title: 'Read the chart',
      sections: sections(`Costs fell.\n\n![Costs by quarter](${chart.publicUrl})\n\nThen rose.`),
    });

    await expectRefused(chart, 'article', 'Read the chart');

    await saveArticle(article, { sections: sections('Costs fell, then rose.') });

    expect(await usedBy(chart)).toEqual([]);
    expect((await remove(chart)).status).toBe(204);
  });

  it('stays in use when a save that would drop it is refused (its usage moves with the save only)', async () => {
    const figure = await upload('Figure.png');
    const article = await createArticle({
      title: 'Holds a figure',
      conclusion: `In short: ![figure](${figure.publicUrl})`,
    });
    await saveArticle(article, { title: 'Holds a figure still' });

    // Made from the first version, after another save: refused as stale, nothing written.
    const stale = await env.admin('PUT', `/api/admin/articles/${article.id}`, {
      ...article,
      conclusion: 'In short: nothing to see.',
    });
    expect(stale.status).toBe(409);

    await expectRefused(figure, 'article', 'Holds a figure still');
  });

  it('counts a reference-style image in the introduction, and frees it when the article is deleted', async () => {
    const diagram = await upload('Introduction diagram.png');
    const article = await createArticle({
      title: 'One diagram',
      introduction: `See ![the flow][flow].\n\n[flow]: ${diagram.publicUrl}`,
    });

    await expectRefused(diagram, 'article', 'One diagram');

    expect((await env.admin('DELETE', `/api/admin/articles/${article.id}`)).status).toBe(204);

    expect((await remove(diagram)).status).toBe(204);
  });
});

describe("an author's photo", () => {
  it('cannot be deleted until the author shows another', async () => {
    const photo = await upload('Head shot.png');
    const other = await upload('New head shot.png');
    const created = await env.admin<AuthorRecord>('POST', '/api/admin/authors', {
      name: 'Iris Vale',
      bio: '',
      avatar_url: photo.publicUrl,
    });
    expect(created.status).toBe(201);

    await expectRefused(photo, 'author', 'Iris Vale');

    const saved = await env.admin('PUT', `/api/admin/authors/${created.body.id}`, {
      name: 'Iris Vale',
      bio: '',
      avatar_url: other.publicUrl,
    });
    expect(saved.status).toBe(200);

    expect((await remove(photo)).status).toBe(204);
    await expectRefused(other, 'author', 'Iris Vale');
  });
});

describe('the image-uses migration', () => {
  it('records the uses of rows stored before the usage table, which then block the delete', async () => {
    const social = await upload('Old social.png');
    const inBody = await upload('Old body.png');
    const photo = await upload('Old photo.png');
    // Rows as an earlier release stored them: nothing in the usage table.
    const oldArticle = {
      ...articleBody({ author_id: authorId, category_id: categoryId }),
      id: '00000000-0000-4000-8000-00000000a0a1',
      title: 'Stored long ago',
      author_name: 'Noor Hale',
      category_name: 'Operations',
      conclusion: `As the chart shows: ![chart](${inBody.publicUrl})`,
      seo: seo(social.publicUrl),
      published_date: '2024-01-01T00:00:00.000Z',
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
      version: 1,
    };
    await dynamo.send(new PutCommand({ TableName: 'articles', Item: oldArticle }));
    await dynamo.send(
      new PutCommand({
        TableName: 'authors',
        Item: {
          id: '00000000-0000-4000-8000-00000000a0b1',
          name: 'Old Author',
          bio: '',
          avatar_url: photo.publicUrl,
          created_at: '2024-01-01T00:00:00.000Z',
          updated_at: '2024-01-01T00:00:00.000Z',
        },
      }),
    );
    expect(await usedBy(social)).toEqual([]);
    // The sandbox ran the migration on its empty start; a deploy of this release onto old data
    // has not run it yet.
    await dynamo.send(
      new DeleteCommand({ TableName: 'counters', Key: { key: 'migration-runs#image-uses' } }),
    );

    const runs = await env.sandbox.migrate();

    expect(runs.map((run) => run.name)).toEqual(['image-uses']);
    expect(runs[0]!.done).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\d+ authors show \d+ images$/)]),
    );
    await expectRefused(social, 'article', 'Stored long ago');
    await expectRefused(inBody, 'article', 'Stored long ago');
    await expectRefused(photo, 'author', 'Old Author');
  });
});

describe('a save too large for one transaction', () => {
  it('commits, and the lists follow it: a new title, category, author and status with 40 new images', async () => {
    const article = await createArticle({ title: 'Quarterly plan', is_published: false });
    const otherAuthor = await env.author('Ines Okafor');
    const otherCategory = await env.category('Logistics');
    // Forty images (a gallery pasted in at once) only need an upload's address to count.
    const gallery = Array.from(
      { length: 40 },
      (_, index) => `![Slide ${index}](/media/articles/${crypto.randomUUID()}.png)`,
    ).join('\n\n');

    // About 90 list index rows move, plus 40 image uses and the revision, counters and activity:
    // more than DynamoDB's 100 items in one transaction.
    await saveArticle(article, {
      title: 'Warehouse automation roadmap',
      author_id: otherAuthor.id,
      category_id: otherCategory.id,
      is_published: true,
      sections: [{ title: 'Slides', content: gallery }],
    });

    const listed = async (query: Record<string, string>) => {
      const { body } = await env.admin<{ items: { id: string }[] }>(
        'GET',
        `/api/admin/articles?${new URLSearchParams(query)}`,
      );
      return body.items.map((item) => item.id);
    };
    expect(await listed({ category: otherCategory.id, status: 'published' })).toEqual([article.id]);
    expect(await listed({ author: otherAuthor.id, sort: 'title_asc' })).toEqual([article.id]);
    expect(await listed({ q: 'warehouse roadmap' })).toEqual([article.id]);
    expect(await listed({ category: categoryId, status: 'draft' })).not.toContain(article.id);
  });
});
