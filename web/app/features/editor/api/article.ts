/**
 * The editor's calls: GET /api/admin/articles/{id} (the article with its `version`), POST
 * /api/admin/articles (create) and PUT /api/admin/articles/{id} (update with the `version` the
 * edit started from; 409 when someone saved in between).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  articleRecordSchema,
  type ArticleCreateInput,
  type ArticleRecord,
} from '@shared/schemas/article';
import { adminKeys, adminRequest } from '~/lib/admin-api';
import { refreshAfterWorkflowChange } from '~/lib/workflow-refresh';

function articlePath(id: string): string {
  return `/api/admin/articles/${encodeURIComponent(id)}`;
}

export function articleQuery(id: string) {
  return queryOptions({
    queryKey: adminKeys.article(id),
    queryFn: ({ signal }) => adminRequest(articlePath(id), { schema: articleRecordSchema, signal }),
    // An open editor keeps its own copy; a refetch must never replace what is being typed.
    staleTime: Infinity,
  });
}

export function useArticle(id: string | undefined) {
  return useQuery({ ...articleQuery(id ?? ''), enabled: id !== undefined });
}

/** Reads the latest stored version, bypassing the cache (after a conflict). */
export function fetchLatestArticle(id: string): Promise<ArticleRecord> {
  return adminRequest(articlePath(id), { schema: articleRecordSchema });
}

export type SaveArticleInput =
  | { kind: 'create'; body: ArticleCreateInput }
  | { kind: 'update'; id: string; version: number; body: ArticleCreateInput };

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveArticleInput) =>
      input.kind === 'create'
        ? adminRequest('/api/admin/articles', {
            method: 'POST',
            body: input.body,
            schema: articleRecordSchema,
          })
        : adminRequest(articlePath(input.id), {
            method: 'PUT',
            body: { ...input.body, version: input.version },
            schema: articleRecordSchema,
          }),
    // A save is a workflow change like any other: a new revision, an activity entry, new counts.
    onSuccess: (record) => {
      void refreshAfterWorkflowChange(queryClient, 'article', record.id, record);
    },
  });
}
