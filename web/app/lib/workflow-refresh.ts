/**
 * The one cache refresh after a change to an article or a programmatic page: a save, a review
 * call, a schedule, a restore, an SEO save. Each of them changes the same things on other
 * screens: the item, its list, its history, the dashboard's counts (a schedule or approval ends a
 * review) and the activity log. Every mutation of the content workflow calls this, so no screen
 * is left showing what was true before; it lives in lib because the editor's save calls it too
 * and features do not import each other.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import { adminKeys } from '~/lib/admin-api';

/** What the content workflow works on. */
export type WorkflowKind = 'article' | 'page';

/** A stored article or page, as the workflow calls answer it. */
export type WorkflowRecord = ArticleRecord | PageRecord;

/** The query keys a change to one item makes stale, by what they hold. */
export function workflowQueryKeys(kind: WorkflowKind, id: string) {
  return {
    item: kind === 'article' ? adminKeys.article(id) : adminKeys.page(id),
    list: kind === 'article' ? adminKeys.articleList : adminKeys.pageList,
    revisions: adminKeys.revisions(kind, id),
    dashboard: adminKeys.dashboard,
    activity: adminKeys.activity,
  } as const;
}

/**
 * Refreshes what any change to items of `kind` makes stale, whichever items they are (an import,
 * a batch's new articles): the lists, the dashboard's counts and the activity log.
 */
export function refreshAfterListChange(
  queryClient: QueryClient,
  kind: WorkflowKind,
): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: kind === 'article' ? adminKeys.articleList : adminKeys.pageList,
    }),
    queryClient.invalidateQueries({ queryKey: adminKeys.activity }),
    // One small read, refetched even while the dashboard is not on screen, so going back to it
    // never shows the counts from before the change first.
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard, refetchType: 'all' }),
  ]).then(() => undefined);
}

/**
 * Refreshes everything a change to item `id` makes stale. Given the stored record the API
 * answered, the item's cache takes it at once (the editor follows it without a second read);
 * without one, the item is read again.
 */
export function refreshAfterWorkflowChange(
  queryClient: QueryClient,
  kind: WorkflowKind,
  id: string,
  record?: WorkflowRecord,
): Promise<void> {
  const keys = workflowQueryKeys(kind, id);
  if (record) queryClient.setQueryData(keys.item, record);
  return Promise.all([
    record ? undefined : queryClient.invalidateQueries({ queryKey: keys.item, exact: true }),
    queryClient.invalidateQueries({ queryKey: keys.revisions }),
    refreshAfterListChange(queryClient, kind),
  ]).then(() => undefined);
}
