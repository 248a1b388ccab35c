/**
 * The one cache refresh of the content workflow: after a change to an article or a page it
 * marks stale exactly the item, its list, its history, the dashboard's counts and the activity
 * log, for either kind, and leaves the other kind's caches alone. Proven on a real QueryClient.
 */
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@shared/schemas/article';
import { adminKeys } from '~/lib/admin-api';
import {
  refreshAfterListChange,
  refreshAfterWorkflowChange,
  type WorkflowKind,
} from '~/lib/workflow-refresh';

const id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const otherId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

/** Every cache the admin might hold, by what it is. */
const cached = {
  articleItem: adminKeys.article(id),
  otherArticle: adminKeys.article(otherId),
  articleListPage: [...adminKeys.articleList, 'status=in_review'],
  articleRevisions: [...adminKeys.revisions('article', id), 'list', 3],
  articleStored: [...adminKeys.revisions('article', id), 'stored'],
  otherArticleRevisions: [...adminKeys.revisions('article', otherId), 'list', 1],
  pageItem: adminKeys.page(id),
  pageListPage: [...adminKeys.pageList, 'order=newest'],
  pageRevisions: [...adminKeys.revisions('page', id), 'list', 2],
  dashboard: adminKeys.dashboard,
  activityPage: [...adminKeys.activity, { item_type: 'article' }, ''],
  authors: adminKeys.authors,
  categories: adminKeys.categories,
  previews: [...adminKeys.all, 'previews', 'article', id],
} satisfies Record<string, QueryKey>;

type CacheName = keyof typeof cached;

function seededClient() {
  const queryClient = new QueryClient();
  for (const key of Object.values(cached)) queryClient.setQueryData(key, { seeded: true });
  return queryClient;
}

function invalidated(queryClient: QueryClient): CacheName[] {
  return (Object.keys(cached) as CacheName[]).filter(
    (name) => queryClient.getQueryState(cached[name])?.isInvalidated,
  );
}

describe('refreshAfterWorkflowChange', () => {
  const expected: Record<WorkflowKind, CacheName[]> = {
    article: [
      'articleItem',
      'articleListPage',
      'articleRevisions',
      'articleStored',
      'dashboard',
      'activityPage',
    ],
    page: ['pageItem', 'pageListPage', 'pageRevisions', 'dashboard', 'activityPage'],
  };

  for (const kind of ['article', 'page'] as const) {
    it(`marks stale the ${kind}, its list, its history, the dashboard and the activity log, and nothing else`, async () => {
      const queryClient = seededClient();

      await refreshAfterWorkflowChange(queryClient, kind, id);

      expect(invalidated(queryClient).sort()).toEqual([...expected[kind]].sort());
    });
  }

  it('takes the stored record the API answered as the item, instead of reading it again', async () => {
    const queryClient = seededClient();
    const record = { id, version: 7 } as ArticleRecord;

    await refreshAfterWorkflowChange(queryClient, 'article', id, record);

    expect(queryClient.getQueryData(adminKeys.article(id))).toEqual(record);
    expect(invalidated(queryClient)).not.toContain('articleItem');
    expect(invalidated(queryClient)).toEqual(
      expect.arrayContaining(['articleListPage', 'articleRevisions', 'dashboard', 'activityPage']),
    );
  });

  it('reads the dashboard counts again at once, even while no screen shows them', async () => {
    const queryClient = new QueryClient();
    let reads = 0;
    await queryClient.fetchQuery({ queryKey: adminKeys.dashboard, queryFn: () => ++reads });
    // A list page nobody shows is only marked stale: it is read when a screen shows it again.
    let listReads = 0;
    const listKey = [...adminKeys.pageList, ''];
    await queryClient.fetchQuery({ queryKey: listKey, queryFn: () => ++listReads });

    await refreshAfterWorkflowChange(queryClient, 'page', id);

    expect(reads).toBe(2);
    expect(queryClient.getQueryData(adminKeys.dashboard)).toBe(2);
    expect(listReads).toBe(1);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });
});

describe('refreshAfterListChange', () => {
  // An import or a batch changes items of one kind, whichever they are: their lists, the counts
  // and the log go stale, no one item does.
  const expected: Record<WorkflowKind, CacheName[]> = {
    article: ['articleListPage', 'dashboard', 'activityPage'],
    page: ['pageListPage', 'dashboard', 'activityPage'],
  };

  for (const kind of ['article', 'page'] as const) {
    it(`marks stale the ${kind} lists, the dashboard and the activity log, and nothing else`, async () => {
      const queryClient = seededClient();

      await refreshAfterListChange(queryClient, kind);

      expect(invalidated(queryClient).sort()).toEqual([...expected[kind]].sort());
    });
  }
});
