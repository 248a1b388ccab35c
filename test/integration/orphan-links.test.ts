/**
 * The Orphans filter of the admin lists against the sandbox: a published page no rendered page
 * links to is listed; once an article's body links to it (published through the API, rendered by
 * the worker) it leaves the list, and comes back when that article is unpublished. Needs the web
 * build (`npm run build`), as `npm test` runs it first.
 */
import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import { contentSandboxForFile } from './content-sandbox';

const content = contentSandboxForFile({ queueRetryDelayMs: 20 });
const settled = () => content.settled();

interface ListAnswer {
  items: { id: string }[];
  total: number;
}

async function orphanIds(kind: 'pages' | 'articles'): Promise<string[]> {
  const answer = await content.admin<ListAnswer>('GET', `/api/admin/${kind}?status=orphan`);
  expect(answer.status).toBe(200);
  expect(answer.body.total).toBe(answer.body.items.length);
  return answer.body.items.map((item) => item.id);
}

describe('the Orphans filter', () => {
  it('lists a published page nothing links to, and drops it while a published article links to it', async () => {
    const created = await content.admin<PageRecord>('POST', '/api/admin/pages', {
      keyword: 'Lonely Landing Page',
      industry: 'Aerospace',
      pain_point: 'Nobody finds this page.',
      intent_level: 'commercial',
      cta_type: 'consultation',
      lands_in: 'published',
    });
    expect(created.status).toBe(201);
    await settled();
    const page = (await content.admin<PageRecord>('GET', `/api/admin/pages/${created.body.id}`))
      .body;
    expect(page.status).toBe('published');

    expect(await orphanIds('pages')).toEqual([page.id]);

    const author = await content.author('Ada Linker');
    const category = await content.category('Strategy');
    const article = await content.article({
      author_id: author.id,
      category_id: category.id,
      title: 'Where the lonely page is linked',
      sections: [
        { title: 'Read on', content: `Our [landing page](/solutions/${page.slug}) explains it.` },
      ],
    });
    await settled();

    expect(await orphanIds('pages')).toEqual([]);
    // The article itself is linked from the Insights list: no orphan either.
    expect(await orphanIds('articles')).toEqual([]);

    const unpublished = await content.admin<ArticleRecord>(
      'PATCH',
      `/api/admin/articles/${article.id}/publish`,
      { is_published: false },
    );
    expect(unpublished.status).toBe(200);
    await settled();

    expect(await orphanIds('pages')).toEqual([page.id]);
  });

  it('refuses an unknown status naming it', async () => {
    const answer = await content.admin('GET', '/api/admin/pages?status=lonely');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('status');
  });
});
