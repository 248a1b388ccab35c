/**
 * The data migrations (functions/adapters/migrations) on the sandbox's DynamoDB emulator: rows
 * stored before a release added an index attribute or row get it, so the media library's "where
 * used", its list and the subscribers list see them; a second run changes nothing; and the runner
 * runs each migration once per data set, again after a failure; the public list's kept total is
 * set from the counts kept before it.
 */
import {
  dynamoClient,
  DeleteCommand,
  GetCommand,
  PutCommand,
} from '@functions/adapters/dynamo/document-client';
import { allowedCategoryNames } from '@shared/content/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillImageUses } from '@functions/adapters/migrations/image-uses-backfill';
import { backfill } from '@functions/adapters/migrations/index-backfills';
import { runMigrations, type Migration } from '@functions/adapters/migrations/migrations';
import { upgradeRows } from '@functions/adapters/migrations/row-schemas';
import { StoredRowError } from '@functions/adapters/dynamo/stored-row';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import {
  articleCountChanges,
  counterRepository,
  counterShards,
  reconcilePublishedListedCount,
  shardKey,
} from '@functions/adapters/repositories/counters-repository';
import { DynamoPageRepository } from '@functions/adapters/repositories/pages-repository';
import { imageUsage, imageUsers } from '@functions/adapters/repositories/image-usage';
import { mediaRepository } from '@functions/adapters/repositories/media-repository';
import { config } from '@functions/lib/config';
import { startFunctionTables, type FunctionTables } from '../support/function-tables';

let tables: FunctionTables;

const oldImage = 'articles/00000000-0000-4000-8000-000000000001.jpg';
const oldArticleId = '00000000-0000-4000-8000-0000000000a1';
const oldAuthorId = '00000000-0000-4000-8000-0000000000b1';
const bodyImage = 'articles/00000000-0000-4000-8000-000000000002.png';
const socialImage = 'articles/00000000-0000-4000-8000-000000000003.png';
const photo = 'articles/00000000-0000-4000-8000-000000000004.png';

/** A row as an earlier release stored it: no index attributes. */
async function putRaw(
  table: 'articles' | 'authors' | 'media' | 'subscribers',
  item: Record<string, unknown>,
) {
  await dynamoClient().send(new PutCommand({ TableName: config().tables[table], Item: item }));
}

async function getRaw(table: 'articles' | 'media' | 'subscribers', key: Record<string, unknown>) {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config().tables[table], Key: key, ConsistentRead: true }),
  );
  return Item;
}

beforeAll(async () => {
  tables = await startFunctionTables('migrations');
}, 120_000);

afterAll(async () => {
  await tables?.end();
});

describe('index backfills', () => {
  it('records the images old articles and authors show, in every role, so each shows as in use', async () => {
    await putRaw('articles', {
      id: oldArticleId,
      title: 'Stored before the media library',
      image_url: `/media/${oldImage}`,
      introduction: `![A chart](/media/${bodyImage})`,
      seo: { social_image: `/media/${socialImage}` },
    });
    await putRaw('articles', {
      id: '00000000-0000-4000-8000-0000000000a2',
      title: 'Shows an outside image',
      image_url: '/images/hero.svg',
    });
    await putRaw('authors', { id: oldAuthorId, name: 'Old Author', avatar_url: `/media/${photo}` });
    expect(await imageUsers.articlesShowing(oldImage)).toEqual([]);

    expect(await backfillImageUses()).toEqual([
      '1 articles show 3 images',
      '1 authors show 1 images',
    ]);

    for (const key of [oldImage, bodyImage, socialImage])
      expect(await imageUsers.articlesShowing(key)).toEqual([oldArticleId]);
    const users = await imageUsage.usersOf([oldImage, photo]);
    expect(users.get(oldImage)?.map((user) => user.title)).toEqual([
      'Stored before the media library',
    ]);
    expect(users.get(photo)?.map((user) => user.title)).toEqual(['Old Author']);
  });

  it('lists an old media row and finds it by name', async () => {
    await putRaw('media', {
      key: oldImage,
      width: 800,
      height: 600,
      format: 'jpeg',
      bytes: 1234,
      variants: [],
      created_at: '2026-01-01T00:00:00.000Z',
      name: 'Harbour photo.jpg',
    });
    expect((await mediaRepository.page({ limit: 10 })).records).toEqual([]);

    expect(await backfill('media')).toBe('1 media updated');

    const listed = await mediaRepository.page({ limit: 10 });
    expect(listed.records.map((record) => record.key)).toEqual([oldImage]);
    const found = await mediaRepository.page({ search: 'harbour', limit: 10 });
    expect(found.records.map((record) => record.key)).toEqual([oldImage]);
  });

  it('puts dated subscribers in the list partition and leaves undatable ones alone', async () => {
    await putRaw('subscribers', {
      email: 'old@example.com',
      state: 'confirmed',
      created_at: '2026-01-02T00:00:00.000Z',
    });
    await putRaw('subscribers', { email: 'undated@example.com', state: 'confirmed' });

    expect(await backfill('subscribers')).toBe('1 subscribers updated');

    expect((await getRaw('subscribers', { email: 'old@example.com' }))?.entity).toBe('subscriber');
    expect((await getRaw('subscribers', { email: 'undated@example.com' }))?.entity).toBeUndefined();
  });

  it('changes nothing on a second run', async () => {
    expect(await backfillImageUses()).toEqual([
      '1 articles show 3 images',
      '1 authors show 1 images',
    ]);
    expect((await imageUsage.usersOf([oldImage])).get(oldImage)).toHaveLength(1);
    expect(await backfill('media')).toBe('0 media updated');
    expect(await backfill('subscribers')).toBe('0 subscribers updated');
  });
});

describe('the migration runner', () => {
  it('runs each migration once per data set, and a failed one again next time', async () => {
    const ran: string[] = [];
    let failing = true;
    const list: Migration[] = [
      { name: 'test-first', run: async () => (ran.push('first'), ['first done']) },
      {
        name: 'test-flaky',
        run: async () => {
          ran.push('flaky');
          if (failing) throw new Error('table busy');
          return ['flaky done'];
        },
      },
    ];

    await expect(runMigrations(list)).rejects.toThrow('table busy');
    failing = false;
    const second = await runMigrations(list);
    const third = await runMigrations(list);

    expect(ran).toEqual(['first', 'flaky', 'flaky']);
    expect(second).toEqual([{ name: 'test-flaky', done: ['flaky done'] }]);
    expect(third).toEqual([]);
  });
});

describe('the row-schemas migration', () => {
  const pageId = '00000000-0000-4000-8000-0000000000b1';
  const articleId = '00000000-0000-4000-8000-0000000000b2';
  const stamp = '2026-01-01T00:00:00.000Z';

  it('gives rows stored before a field existed its default, so the repositories read them', async () => {
    // A page as an early release stored it: no SEO, no error message, content not yet written.
    await dynamoClient().send(
      new PutCommand({
        TableName: config().tables.pages,
        Item: {
          id: pageId,
          entity: 'page',
          keyword: 'fleet telematics',
          industry: 'Logistics',
          pain_point: 'Costs keep rising',
          intent_level: 'commercial',
          cta_type: 'consultation',
          slug: 'fleet-telematics-old',
          status: 'draft',
          title: 'Old page',
          created_at: stamp,
          updated_at: stamp,
          version: 3,
        },
      }),
    );
    await putRaw('articles', {
      id: articleId,
      title: 'Old article',
      slug: 'old-article',
      author_id: '00000000-0000-4000-8000-0000000000c1',
      category_id: '00000000-0000-4000-8000-0000000000c2',
      published_date: stamp,
      created_at: stamp,
      updated_at: stamp,
      version: 2,
      seo: { meta_title: 'Kept' },
    });

    const done = await upgradeRows();

    expect(done).toEqual(
      expect.arrayContaining(['1 articles upgraded', '1 pages upgraded', '0 revisions upgraded']),
    );
    const page = await dynamoClient().send(
      new GetCommand({ TableName: config().tables.pages, Key: { id: pageId } }),
    );
    expect(page.Item).toMatchObject({
      title: 'Old page',
      h1: '',
      value_bullets: [],
      faqs: [],
      error_message: null,
      version: 3,
    });
    const article = await getRaw('articles', { id: articleId });
    expect(article).toMatchObject({
      excerpt: '',
      key_points: [],
      sections: [],
      is_published: false,
      version: 2,
      seo: { meta_title: 'Kept', meta_description: '', noindex: false },
    });
    expect((await new DynamoPageRepository().get(pageId))?.h1).toBe('');
    expect((await articleRepository.get(articleId))?.seo?.meta_title).toBe('Kept');
    expect(await upgradeRows()).toEqual(
      expect.arrayContaining(['0 articles upgraded', '0 pages upgraded']),
    );
  });

  it('names a row the schema refuses by its key, on reading and in the migration', async () => {
    const badId = '00000000-0000-4000-8000-0000000000b3';
    await dynamoClient().send(
      new PutCommand({
        TableName: config().tables.pages,
        Item: { id: badId, keyword: 'no status', version: 1 },
      }),
    );

    await expect(new DynamoPageRepository().get(badId)).rejects.toThrow(
      new RegExp(`Row \\{"id":"${badId}"\\} of table .* does not match its schema`),
    );
    await expect(new DynamoPageRepository().get(badId)).rejects.toBeInstanceOf(StoredRowError);
    expect(await upgradeRows()).toContain('1 pages do not match their schema (logged)');
  });
});

describe('the published-listed migration', () => {
  it("sets the public list's total from the per-category counts kept before it, then changes nothing", async () => {
    const published = (n: number, category_name: string) => ({
      id: `00000000-0000-4000-8000-0000000000c${n}`,
      is_published: true,
      category_name,
      author_id: oldAuthorId,
      category_id: `category-${category_name}`,
    });
    const before = await counterRepository.publishedListed();
    for (const article of [
      published(1, 'Strategy'),
      published(2, 'M&A'),
      published(3, 'Not A Site Category'),
    ])
      await counterRepository.apply(articleCountChanges(undefined, article));
    expect(await counterRepository.publishedListed()).toBe(before + 2);
    // As data from before the count existed: every shard of it gone.
    for (let shard = 0; shard < counterShards; shard += 1)
      await dynamoClient().send(
        new DeleteCommand({
          TableName: config().tables.counters,
          Key: { key: shardKey('articles#published#listed', shard) },
        }),
      );
    expect(await counterRepository.publishedListed()).toBe(0);

    expect(await reconcilePublishedListedCount()).toBe(true);
    const perCategory = await counterRepository.publishedByCategory(allowedCategoryNames);
    const listed = Object.values(perCategory).reduce((sum, count) => sum + count, 0);
    expect(await counterRepository.publishedListed()).toBe(listed);
    expect(listed).toBe(before + 2);
    expect(await reconcilePublishedListedCount()).toBe(false);
  });
});
