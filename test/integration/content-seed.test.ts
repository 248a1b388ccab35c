/**
 * The sandbox's first-run content seed: written through the content domain (so the public list,
 * its counts and the slug markers are right), and run once per data directory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleListResponse } from '@shared/schemas/article';
import type { PublicCategoryListResponse } from '@shared/schemas/category';
import { allowedCategoryNames } from '@shared/content/categories';
import { start, type Sandbox } from '../../infra/local/index';
import { seed } from '../../infra/local/seed';
import { sampleArticles } from '../../infra/local/seed-data';
import { signIn } from './content-sandbox';

let sandbox: Sandbox;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'content-seed-'));
  sandbox = await start({ port: 0, dataDir });
});

afterAll(async () => {
  await sandbox?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async <T>(path: string, token?: string) =>
  (await (
    await fetch(`${sandbox.url}${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  ).json()) as T;

describe('the content seed', () => {
  it('reports what it created for the banner', () => {
    expect(sandbox.seeded).toEqual(
      expect.arrayContaining(['6 categories', '3 authors', '8 articles']),
    );
  });

  it('publishes eight complete articles across the allowed categories', async () => {
    const list = await get<ArticleListResponse>('/api/articles');
    const tabs = await get<PublicCategoryListResponse>('/api/categories');
    const first = await get<ArticleDetail>(`/api/articles/${list.items[0]!.slug}`);

    expect(list).toMatchObject({ total: 8, pageCount: 2 });
    expect(tabs.items.map((tab) => tab.name)).toEqual([...allowedCategoryNames]);
    expect(first.content.keyPoints.length).toBeGreaterThanOrEqual(3);
    expect(first.content.sections).toHaveLength(3);
    expect(first.content.sections.every((section) => section.title !== '')).toBe(true);
    for (const sample of sampleArticles) {
      expect(sample.body.key_points.length).toBeGreaterThanOrEqual(3);
      expect(sample.body.key_points.length).toBeLessThanOrEqual(5);
      expect(sample.body.sections).toHaveLength(3);
    }
  });

  it('does nothing when run again on the same data', async () => {
    const token = (await signIn(sandbox, sandbox.admin.email, sandbox.admin.password)).idToken;
    const before = await get('/api/admin/dashboard', token);

    const created = await seed({ log: () => {} });

    expect(created).toEqual([]);
    expect(await get('/api/admin/dashboard', token)).toEqual(before);
    expect(before).toEqual({
      totalArticles: 8,
      publishedArticles: 8,
      waitingForReview: 0,
      articlesInReview: 0,
      pagesInReview: 0,
      authors: 3,
      categories: 6,
    });
  });
});
