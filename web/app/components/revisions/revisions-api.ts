/**
 * The History panel's calls: GET /api/admin/revisions/{type}/{id} (the list), GET
 * .../{version} (one revision with its kept state) and POST .../{version}/restore (with the
 * version the screen shows; 409 when it is stale). Shared by the article editor and the
 * programmatic pages, so it lives beside the panel (features do not import each other).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { articleRecordSchema, type ArticleRecord } from '@shared/schemas/article';
import { pageRecordSchema, type PageRecord } from '@shared/schemas/page';
import {
  revisionListResponseSchema,
  revisionSchema,
  type RevisionItemType,
} from '@shared/schemas/revision';
import { adminKeys, adminRequest } from '~/lib/admin-api';

const itemPath = (type: RevisionItemType, id: string) =>
  `/api/admin/revisions/${type}/${encodeURIComponent(id)}`;

/** Keys under one item's history; the current version is part of it, so a save refreshes it. */
const revisionsKey = (type: RevisionItemType, id: string) =>
  [...adminKeys.all, 'revisions', type, id] as const;

/** The item's revisions, newest first, while `enabled` (the panel is open). */
export function useRevisions(
  type: RevisionItemType,
  id: string,
  currentVersion: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...revisionsKey(type, id), 'list', currentVersion],
    queryFn: ({ signal }) =>
      adminRequest(itemPath(type, id), { schema: revisionListResponseSchema, signal }),
    enabled,
  });
}

/**
 * The item as stored now, read when the panel opens: the diff compares with it, not with the
 * screen's copy, which may be older (another admin saved since).
 */
export function useStoredItem(type: RevisionItemType, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...revisionsKey(type, id), 'stored'],
    queryFn: ({ signal }): Promise<ArticleRecord | PageRecord> =>
      type === 'article'
        ? adminRequest(`/api/admin/articles/${encodeURIComponent(id)}`, {
            schema: articleRecordSchema,
            signal,
          })
        : adminRequest(`/api/admin/pages/${encodeURIComponent(id)}`, {
            schema: pageRecordSchema,
            signal,
          }),
    enabled,
  });
}

/** One revision with its kept state (a revision never changes once written). */
export function useRevision(type: RevisionItemType, id: string, version: number | null) {
  return useQuery({
    queryKey: [...revisionsKey(type, id), 'version', version],
    queryFn: ({ signal }) =>
      adminRequest(`${itemPath(type, id)}/${version}`, { schema: revisionSchema, signal }),
    enabled: version !== null,
    staleTime: Infinity,
  });
}

/** Restores a revision as a new version made from `expectedVersion`; answers the saved item. */
export function useRestoreRevision(type: RevisionItemType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, expectedVersion }: { version: number; expectedVersion: number }) =>
      adminRequest<ArticleRecord | PageRecord>(`${itemPath(type, id)}/${version}/restore`, {
        method: 'POST',
        body: { expected_version: expectedVersion },
        schema: type === 'article' ? articleRecordSchema : pageRecordSchema,
      }),
    // The restored item is the stored one now: the editor's copy and the lists follow.
    onSuccess: (record) => {
      if (type === 'article') {
        queryClient.setQueryData(adminKeys.article(id), record);
        void queryClient.invalidateQueries({ queryKey: adminKeys.articles, exact: true });
      } else {
        void queryClient.invalidateQueries({ queryKey: adminKeys.pages });
      }
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
